import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { registerVerifiedOwner } from './support/accounts';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import specs from '@asyncapi/specs';
import { CLIENT_EVENT_DOCS, SERVER_EVENT_DOCS } from '@ticklist/contracts';
import { Api } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..');

/** The API describes itself: an OpenAPI 3.1 document that lints clean, and reference pages served here. */
describe('OpenAPI document and reference', () => {
  let server: TestServer;
  let api: Api;
  let document: any;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
    document = (await api.get('/api/openapi.json')).body;
  });
  afterAll(() => server?.stop());

  it('is OpenAPI 3.1 with full /api paths, both bearer schemes and the contract error body', () => {
    expect(document.openapi).toBe('3.1.0');
    const paths = Object.keys(document.paths);
    expect(paths.every((p) => p.startsWith('/api/'))).toBe(true);
    for (const route of ['/api/login_check', '/api/checklist/create', '/api/guest/shared/{accessToken}/respond', '/api/user/tokens', '/api/user/tokens/{id}']) {
      expect(paths).toContain(route);
    }
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['personalAccessToken', 'session']);
    expect(document.components.schemas.ErrorBody.required).toEqual(['message']);
    // No 3.0 leftovers: null is a type, not a flag.
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });

  it('says which credential each route takes', () => {
    const security = (path: string, method: string) => document.paths[path][method].security;
    expect(security('/api/checklist', 'get')).toEqual([{ session: [] }, { personalAccessToken: [] }]);
    expect(security('/api/user/password', 'put')).toEqual([{ session: [] }]);
    expect(security('/api/user/tokens', 'post')).toEqual([{ session: [] }]);
    expect(security('/api/guest/shared/{accessToken}', 'get')).toEqual([]);
    expect(document.paths['/api/checklist/create'].post.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(document.paths['/api/checklist/{id}/share'].post.responses['200'].headers).toHaveProperty('RateLimit-Remaining');
  });

  it('documents RateLimit headers only on routes that can answer 429', () => {
    for (const [path, item] of Object.entries<Record<string, any>>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        if (operation.responses['429']) continue;
        for (const [status, answer] of Object.entries<any>(operation.responses)) {
          expect({ route: `${method} ${path} ${status}`, headers: Object.keys(answer.headers ?? {}).filter((h) => h.startsWith('RateLimit')) }).toEqual({
            route: `${method} ${path} ${status}`,
            headers: [],
          });
        }
      }
    }
  });

  it('is exactly right for a client generator (issue 42): servers, license, schemes, tags, descriptions, examples', async () => {
    // The deployment, from APP_URL; an absolute license URL; no contact invented.
    expect(document.servers).toEqual([expect.objectContaining({ url: server.config.appUrl })]);
    expect(document.info.license).toEqual({ name: 'Proprietary', url: `${server.config.appUrl}/terms` });
    expect(new URL(document.info.license.url).href).toBe(`${server.config.appUrl}/terms`);
    // A personal access token is an opaque secret, not a JWT.
    expect(document.components.securitySchemes.personalAccessToken.bearerFormat).toBeUndefined();
    const operations = Object.entries<Record<string, any>>(document.paths).flatMap(([path, item]) =>
      Object.entries<any>(item).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
    const declaredTags = document.tags.map((t: { name: string }) => t.name);
    expect(operations.filter(({ operation }) => !operation.tags?.every((t: string) => declaredTags.includes(t))).map((o) => o.route)).toEqual([]);
    // Every operation is described (a route another engineer adds without one fails here).
    expect(operations.filter(({ operation }) => !(typeof operation.description === 'string' && operation.description.trim().length > 0)).map((o) => o.route)).toEqual([]);
    // The page size the list example shows is the server's.
    const owner = await registerVerifiedOwner(api, server);
    const list = await api.get('/api/checklist', owner.token);
    expect(document.components.schemas.Pagination.properties.per_page.examples).toEqual([list.body.pagination.per_page]);
  });

  it('documents every error as JSON, as it is sent, also where the success is a CSV file', async () => {
    const csv = document.paths['/api/checklist/{id}/results.csv'].get.responses;
    for (const [status, answer] of Object.entries<any>(csv)) {
      if (Number(status) >= 400) expect({ status, media: Object.keys(answer.content) }).toEqual({ status, media: ['application/json'] });
    }
    const owner = await registerVerifiedOwner(api, server);
    // The e2e client checks the answer's media type against the document.
    const missing = await api.get('/api/checklist/00000000-0000-4000-8000-000000000000/results.csv', owner.token);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('declares Idempotency-Replayed on the success of each idempotent route, and nowhere else', () => {
    for (const [path, item] of Object.entries<Record<string, any>>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(item)) {
        const idempotent = (operation.parameters ?? []).some((p: { name: string }) => p.name === 'Idempotency-Key');
        for (const [status, answer] of Object.entries<any>(operation.responses)) {
          const route = `${method} ${path} ${status}`;
          expect({ route, declared: 'Idempotency-Replayed' in (answer.headers ?? {}) }).toEqual({ route, declared: idempotent && status.startsWith('2') });
        }
      }
    }
    expect(document.paths['/api/checklist/create'].post.responses['201'].headers).toHaveProperty('Idempotency-Replayed');
  });

  it('is the document `npm run lint:api` writes without a server', async () => {
    const cli = join(ROOT, 'server', 'dist', 'openapi', 'cli', 'write-openapi.js');
    const { stdout } = await run(process.execPath, [cli], { env: { ...process.env, APP_URL: server.config.appUrl }, maxBuffer: 64 * 1024 * 1024 });
    expect(JSON.parse(stdout)).toEqual(document);
  });

  it('lints clean with Redocly\'s recommended rules', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ticklist-openapi-'));
    const file = join(dir, 'openapi.json');
    // As a deployment serves it: its APP_URL is https and not on localhost (Redocly warns of either).
    writeFileSync(file, JSON.stringify({ ...document, servers: [{ ...document.servers[0], url: 'https://ticklist.example' }] }));
    try {
      const cli = join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
      const { stdout, stderr } = await run(process.execPath, [cli, 'lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format', 'stylish'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }).catch((error: { stdout: string; stderr: string }) => {
        throw new Error(`redocly lint found problems:\n${error.stdout}\n${error.stderr}`);
      });
      // Exit code 0 means no error; a clean document also has no warning (its summary names them).
      expect(`${stdout}\n${stderr}`).toContain('Your API description is valid');
      expect(`${stdout}\n${stderr}`).not.toMatch(/\d+ warnings?/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves the reference pages from this server, under the product\'s CSP', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/<script>(?!<)/); // no inline script
    expect(html).toContain('<a href="/">← Back to Ticklist</a>'); // a way back to the app (issue 44)
    const assets = [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) expect((await fetch(`${server.url}${asset}`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/docs/..%2fpackage.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/docs/index.html`)).status).toBe(404);
  });

  describe('the socket protocol (AsyncAPI 3.0)', () => {
    let asyncApi: any;
    beforeAll(async () => {
      const res = await api.get('/api/asyncapi.json');
      expect(res.status).toBe(200);
      asyncApi = res.body;
    });

    it('is a valid AsyncAPI 3.0 document (the official JSON schema)', () => {
      // The bundle carries its own copy of the draft-07 meta-schema: Ajv's is left out (meta: false).
      const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, meta: false });
      addFormats(ajv);
      const validate = ajv.compile(specs.schemas['3.0.0']);
      expect(validate(asyncApi) ? [] : validate.errors).toEqual([]);
      expect(asyncApi.asyncapi).toBe('3.0.0');
    });

    it('names every event of the contracts\' maps, each client→server event with its answer, and the handshake', () => {
      const messages = Object.values(asyncApi.components.messages as Record<string, { name: string }>).map((m) => m.name);
      for (const event of Object.keys(SERVER_EVENT_DOCS)) expect(messages).toContain(event);
      for (const event of Object.keys(CLIENT_EVENT_DOCS)) expect(messages).toEqual(expect.arrayContaining([event, `${event} (ack)`]));
      const replies = Object.values(asyncApi.operations as Record<string, { action: string; reply?: unknown }>).filter((o) => o.action === 'receive');
      expect(replies).toHaveLength(Object.keys(CLIENT_EVENT_DOCS).length);
      expect(replies.every((o) => o.reply)).toBe(true);
      expect(Object.keys(asyncApi.components.schemas)).toEqual(expect.arrayContaining(['OwnerAuth', 'GuestAuth', 'ConnectError', 'OwnerShare', 'ChecklistCounts']));
      expect(asyncApi.info.description).toContain('tl_pat_');
    });

    it('is a documented route, linked from the OpenAPI description and the reference page', async () => {
      expect(document.paths['/api/asyncapi.json'].get.operationId).toBe('getAsyncApiDocument');
      expect(document.info.description).toContain('/api/asyncapi.json');
      expect(await (await fetch(`${server.url}/api/docs`)).text()).toContain('href="/api/asyncapi.json"');
    });
  });
});
