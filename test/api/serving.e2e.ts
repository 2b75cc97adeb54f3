import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { registerOwner, registerVerifiedOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { Api } from './support/http';
import { ROOT } from '../kit';
import { accessTokenFromOutbox, guestEmail, shareChecklist } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes on the wire, still encoded. */
  wire: Buffer;
  /** The body after undoing Content-Encoding. */
  body: Buffer;
}

/** One request with exactly the headers given (fetch would add Accept-Encoding and decode). */
function raw(url: string, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url + path, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire;
        resolve({ status: res.statusCode!, headers: res.headers, wire, body: decoded });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const csp = (a: RawAnswer) => String(a.headers['content-security-policy'] ?? '');
const vary = (a: RawAnswer) => String(a.headers.vary ?? '').toLowerCase();

function entryAsset(): { path: string; bytes: Buffer } {
  const dir = join(ROOT, 'client', 'dist', 'assets');
  const file = existsSync(dir) ? readdirSync(dir).find((f) => /^index-.*\.js$/.test(f)) : undefined;
  if (!file) throw new Error('client/dist is not built: run `npm run build` (npm test builds it first)');
  return { path: `/assets/${file}`, bytes: readFileSync(join(dir, file)) };
}

/** The answers a browser loads, each over plain HTTP unless the test says otherwise. */
const PAGES = ['/', '/login', '/shared/abc', '/favicon.svg', '/api/health', '/api/nothing-here'];

describe('served right at any address: HTTPS-only headers, compression and caching', () => {
  jest.setTimeout(120_000);

  describe('the default (no trusted proxy, APP_URL over http)', () => {
    let server: TestServer;
    let api: Api;
    beforeAll(async () => {
      server = await startTestServer();
      api = new Api(server.url);
    });
    afterAll(async () => server?.stop());

    it('plain HTTP answers carry neither upgrade-insecure-requests nor HSTS, whatever X-Forwarded-Proto says', async () => {
      for (const path of [...PAGES, entryAsset().path]) {
        for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
          const answer = await raw(server.url, path, { host: 'ticklist.test:8080', ...headers });
          expect({ path, headers, csp: csp(answer).includes("default-src 'self'") }).toEqual({ path, headers, csp: true });
          expect({ path, headers, upgrade: csp(answer).includes('upgrade-insecure-requests') }).toEqual({ path, headers, upgrade: false });
          expect({ path, headers, hsts: answer.headers['strict-transport-security'] }).toEqual({ path, headers, hsts: undefined });
        }
      }
    });

    it('a hashed asset is served precompressed by content negotiation and cached for a year', async () => {
      const asset = entryAsset();
      const cases: Array<[string | undefined, string | undefined]> = [
        ['br, gzip, deflate', 'br'],
        ['gzip, deflate', 'gzip'],
        ['gzip;q=0.5, br;q=0', 'gzip'],
        [undefined, undefined],
        ['identity', undefined],
      ];
      for (const [accept, expected] of cases) {
        const answer = await raw(server.url, asset.path, accept ? { 'accept-encoding': accept } : {});
        expect({ accept, status: answer.status, encoding: answer.headers['content-encoding'] }).toEqual({ accept, status: 200, encoding: expected });
        expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(vary(answer)).toContain('accept-encoding');
        expect(answer.headers['content-type']).toMatch(/javascript/);
        expect(answer.body.equals(asset.bytes)).toBe(true);
        if (expected) expect(answer.wire.length).toBeLessThan(asset.bytes.length / 2.5);
      }
    });

    it('index.html and every client route are revalidated (no-cache with an ETag) and answer 304 when unchanged', async () => {
      for (const path of ['/', '/login', '/dashboard', '/shared/abc']) {
        const first = await raw(server.url, path, { 'accept-encoding': 'br, gzip' });
        expect({ path, status: first.status, cache: first.headers['cache-control'] }).toEqual({ path, status: 200, cache: 'no-cache' });
        expect(first.body.toString()).toContain('<div id="root">');
        const etag = String(first.headers.etag ?? '');
        expect(etag).not.toBe('');
        const again = await raw(server.url, path, { 'if-none-match': etag });
        expect({ path, status: again.status, bytes: again.wire.length }).toEqual({ path, status: 304, bytes: 0 });
      }
    });

    it('API answers carry no-store; large JSON is compressed with Vary, small JSON and token answers are not', async () => {
      const owner = await registerOwner(api, server);
      for (let i = 0; i < 6; i++) await createChecklist(api, owner.token, { title: `Compressible list ${i}` });
      const auth = { authorization: `Bearer ${owner.token}` };

      const list = await raw(server.url, '/api/checklist?page=1', { ...auth, 'accept-encoding': 'br, gzip' });
      expect(list.status).toBe(200);
      expect(list.body.length).toBeGreaterThan(1024);
      expect(list.headers['content-encoding']).toBe('br');
      expect(vary(list)).toContain('accept-encoding');
      expect(JSON.parse(list.body.toString()).items).toHaveLength(6);
      expect(list.headers['cache-control']).toBe('no-store');

      const gzipOnly = await raw(server.url, '/api/checklist?page=1', { ...auth, 'accept-encoding': 'gzip' });
      expect(gzipOnly.headers['content-encoding']).toBe('gzip');
      expect(gzipOnly.body.equals(list.body)).toBe(true);

      const me = await raw(server.url, '/api/me', { ...auth, 'accept-encoding': 'br, gzip' });
      expect(me.headers['content-encoding']).toBeUndefined();
      expect(me.headers['cache-control']).toBe('no-store');

      const login = await raw(
        server.url,
        '/api/login_check',
        { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
        'POST',
        JSON.stringify({ username: owner.email, password: owner.password }),
      );
      expect(login.status).toBe(200);
      expect(JSON.parse(login.body.toString()).token).toEqual(expect.any(String));
      expect(login.headers['content-encoding']).toBeUndefined();
      expect(login.headers['cache-control']).toBe('no-store');

      for (const path of ['/api/health', '/api/public-config', '/api/nothing-here']) {
        expect({ path, cache: (await raw(server.url, path)).headers['cache-control'] }).toEqual({ path, cache: 'no-store' });
      }
    });

    it("a guest's answer is personal: no-store, and compressed only when large", async () => {
      const owner = await registerVerifiedOwner(api, server);
      const long = 'A step with enough words in it to make the answer worth compressing. ';
      const checklist = await createChecklist(api, owner.token, {
        items: Array.from({ length: 12 }, (_, i) => ({ text: `Step ${i + 1}`, description: long.repeat(2), displayOrder: i + 1 })),
      });
      const email = guestEmail('serving');
      await shareChecklist(api, owner.token, checklist.id, [email]);
      const accessToken = await accessTokenFromOutbox(server, email);
      const view = await raw(server.url, `/api/guest/shared/${accessToken}`, { 'accept-encoding': 'gzip' });
      expect(view.status).toBe(200);
      expect(view.headers['content-encoding']).toBe('gzip');
      expect(view.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(view.body.toString()).share.checklist.items).toHaveLength(12);
    });
  });

  // loopback names the proxy; 1 (production's default) believes one hop, whoever it is.
  describe.each(['loopback', '1'])('behind a proxy the configuration trusts (TRUST_PROXY=%s)', (trustProxy) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ env: { TRUST_PROXY: trustProxy } });
    });
    afterAll(async () => server?.stop());

    it('X-Forwarded-Proto: https turns on HSTS and upgrade-insecure-requests; plain HTTP through it does not', async () => {
      for (const path of [...PAGES, entryAsset().path]) {
        const secure = await raw(server.url, path, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' });
        expect({ path, upgrade: csp(secure).includes('upgrade-insecure-requests') }).toEqual({ path, upgrade: true });
        expect({ path, hsts: secure.headers['strict-transport-security'] }).toEqual({ path, hsts: 'max-age=31536000; includeSubDomains' });
        const plain = await raw(server.url, path, { 'x-forwarded-proto': 'http' });
        expect({ path, upgrade: csp(plain).includes('upgrade-insecure-requests') }).toEqual({ path, upgrade: false });
        expect({ path, hsts: plain.headers['strict-transport-security'] }).toEqual({ path, hsts: undefined });
      }
    });
  });

  describe('APP_URL over https', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ env: { APP_URL: 'https://ticklist.example.com' } });
    });
    afterAll(async () => server?.stop());

    it('every answer carries HSTS and upgrade-insecure-requests', async () => {
      for (const path of PAGES) {
        const answer = await raw(server.url, path);
        expect({ path, upgrade: csp(answer).includes('upgrade-insecure-requests') }).toEqual({ path, upgrade: true });
        expect({ path, hsts: answer.headers['strict-transport-security'] }).toEqual({ path, hsts: 'max-age=31536000; includeSubDomains' });
      }
    });
  });
});
