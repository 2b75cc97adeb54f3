import { expectErrorBody } from './support/http';
import { rawHttp, type Probe, type ProbeResult } from './support/hostile';
import { routePath } from './support/hostile-routes';
import { useHostileWorld } from './support/hostile-suite';
import { expectDocumentedAnswer } from './support/openapi-answers';

/**
 * Issue 41, item 1: every path and query parameter of every route in the OpenAPI document (read
 * from the running server), and the headers the server reads plus a few it ignores, with a NUL,
 * invalid UTF-8, a lone surrogate and a 10,000-character value. Never a 5xx, always the contract's
 * error body; a NUL, invalid UTF-8 or lone surrogate where the server reads it is a 400. After each
 * route's batch, a canary journey (sign in, list checklists, a guest's tick) still answers 200:
 * one bad value once took every signed-in call down until a restart.
 */

interface Operation {
  method: string;
  template: string;
  path: string[];
  query: string[];
}

/** Bad values for a URL, percent-encoded; `unreadable` ones must be refused with 400. */
const URL_VALUES = [
  { label: 'NUL', value: '%00', unreadable: true },
  { label: 'NUL inside', value: 'a%00b', unreadable: true },
  { label: 'invalid UTF-8', value: '%C3%28', unreadable: true },
  { label: 'invalid byte', value: '%FF', unreadable: true },
  { label: 'lone surrogate', value: '%ED%A0%80', unreadable: true },
  { label: '10,000 characters', value: 'x'.repeat(10_000), unreadable: false },
];

/** Bad header values as raw bytes (fetch refuses to send most of them). */
const HEADER_VALUES = [
  { label: 'NUL', value: Buffer.from('a\u0000b', 'latin1'), unreadable: true },
  { label: 'invalid UTF-8', value: Buffer.from([0x61, 0xc3, 0x28]), unreadable: true },
  { label: 'invalid byte', value: Buffer.from([0xff]), unreadable: true },
  { label: 'lone surrogate', value: Buffer.from([0xed, 0xa0, 0x80]), unreadable: true },
  { label: '10,000 characters', value: Buffer.from('x'.repeat(10_000)), unreadable: false },
];
/** The headers the server reads: a bad value there is a 400 whatever the route. */
const READ_HEADERS = ['Authorization', 'Idempotency-Key', 'If-None-Match', 'If-Match', 'Content-Type', 'Origin'];
/** Headers the server ignores (or only logs): a bad value there changes nothing. */
const OTHER_HEADERS = ['User-Agent', 'X-Forwarded-For', 'Accept-Encoding'];

async function documentedOperations(baseUrl: string): Promise<Operation[]> {
  const doc = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths as Record<string, Record<string, { parameters?: Array<{ in: string; name: string; $ref?: string }> }>>)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        template,
        path: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  // Routes that end the caller's session (log out, sign out everywhere) go last, so the token the
  // other routes are probed with stays signed in for them.
  const endsSession = (op: Operation) => op.template === '/api/logout' || (op.method === 'DELETE' && op.template.startsWith('/api/user/sessions'));
  return [...operations.filter((op) => !endsSession(op)), ...operations.filter(endsSession)];
}

/** The world's own values for a route's path parameters (see routePath), one of them replaced. */
const pathFor = (suite: ReturnType<typeof useHostileWorld>, op: Operation, params: Record<string, string> = {}) =>
  routePath({ method: op.method as 'GET', pattern: op.template.replace(/\{(\w+)\}/g, ':$1'), auth: true }, suite.w, params);

describe('hostile parameters and headers', () => {
  jest.setTimeout(180_000);
  const suite = useHostileWorld('hostile-params-fuzz');

  /**
   * A GET goes with the owner's token (the world's ids are the owner's: the value reaches the
   * route's code); any other verb with the second owner's and no body, so nothing of the world
   * changes (another owner's thing is a 404, a missing body a 4xx).
   */
  const tokenFor = (op: Operation) => (op.method === 'GET' ? suite.w.owner.token : suite.w.other.token);

  function parameterProbes(op: Operation): Probe[] {
    const probes: Probe[] = [];
    for (const { label, value, unreadable } of URL_VALUES) {
      const check = (res: ProbeResult) => (unreadable && res.status !== 400 ? 'expected 400' : null);
      for (const name of op.path) {
        probes.push({ label: `path ${name}: ${label}`, method: op.method, path: pathFor(suite, op, { [name]: value }), token: tokenFor(op), check });
      }
      for (const name of op.query) {
        probes.push({ label: `query ${name}: ${label}`, method: op.method, path: `${pathFor(suite, op)}?${name}=${value}`, token: tokenFor(op), check });
      }
    }
    return probes;
  }

  /** One raw request per (header, bad value); the complaints, if any. */
  async function headerComplaints(op: Operation): Promise<string[]> {
    const path = pathFor(suite, op);
    const jobs: Array<() => Promise<string | null>> = [];
    for (const header of [...READ_HEADERS, ...OTHER_HEADERS]) {
      for (const { label, value, unreadable } of HEADER_VALUES) {
        jobs.push(async () => {
          const auth = header === 'Authorization' ? [] : [Buffer.from(`Authorization: Bearer ${tokenFor(op)}\r\n`)];
          const fuzzed = Buffer.concat([Buffer.from(`${header}: ${header === 'Authorization' ? 'Bearer ' : ''}`), value, Buffer.from('\r\n')]);
          const request = Buffer.concat([
            Buffer.from(`${op.method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n`),
            ...auth,
            fuzzed,
            Buffer.from(op.method === 'GET' ? '\r\n' : 'Content-Length: 0\r\n\r\n'),
          ]);
          const answer = await rawHttp(suite.w.server.port, request);
          suite.client.count++;
          const where = `${op.method} ${op.template} ${header}: ${label} → ${answer.status} ${answer.body.slice(0, 200)}`;
          if (answer.status === 0) return `${where}: no answer`;
          if (answer.status >= 500) return `${where}: server error`;
          if (unreadable && READ_HEADERS.includes(header) && answer.status !== 400) return `${where}: expected 400`;
          if (answer.status >= 400) {
            try {
              const body = JSON.parse(answer.body);
              expectErrorBody(body);
              await expectDocumentedAnswer(suite.w.server.url, op.method, path, answer.status, answer.headers['content-type'] ?? null, body);
            } catch (error) {
              return `${where}: ${(error as Error).message.split('\n')[0]}`;
            }
          }
          return null;
        });
      }
    }
    return (await inParallel(jobs, 8)).filter((c): c is string => c !== null);
  }

  /** Sign in, list the checklists, and a guest's tick: each must answer 200. */
  async function canaryComplaints(after: string): Promise<string[]> {
    const complaints: string[] = [];
    const login = await suite.client.send({ method: 'POST', path: '/api/login_check', body: { username: suite.w.owner.email, password: suite.w.owner.password } });
    if (login.status !== 200) return [`after ${after}: sign-in answered ${login.status} ${login.text.slice(0, 200)}`];
    const list = await suite.client.send({ method: 'GET', path: '/api/checklist?page=1', token: login.body.token });
    if (list.status !== 200) complaints.push(`after ${after}: the list answered ${list.status} ${list.text.slice(0, 200)}`);
    const tick = await suite.client.send({
      method: 'POST',
      path: `/api/guest/shared/${suite.w.accessToken}/respond`,
      body: { item: suite.w.checklist.items[0]!.id, key: 'complete', value: (ticks++ % 2) === 0 },
    });
    if (tick.status !== 200) complaints.push(`after ${after}: the guest's tick answered ${tick.status} ${tick.text.slice(0, 200)}`);
    return complaints;
  }
  let ticks = 0;

  it('never a 5xx, a 400 for unreadable values where they are read, and the canary journey answers 200 after each route', async () => {
    const operations = await documentedOperations(suite.w.server.url);
    expect(operations.length).toBeGreaterThan(20);
    const complaints: string[] = [];
    for (const op of operations) {
      const since = suite.client.failures.length;
      await suite.client.run(parameterProbes(op));
      complaints.push(...suite.client.failures.slice(since), ...(await headerComplaints(op)), ...(await canaryComplaints(`${op.method} ${op.template}`)));
    }
    const health = await fetch(`${suite.w.server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(complaints.slice(0, 40)).toEqual([]);
  });

  it('a header block over the server limit is 431 with the contract body', async () => {
    const answer = await rawHttp(suite.w.server.port, `GET /api/me HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 4 }, (_, i) => `X-Big-${i}: ${'a'.repeat(10_000)}\r\n`).join('')}\r\n`);
    expect(answer.status).toBe(431);
    expectErrorBody(JSON.parse(answer.body));
  });
});

/** Runs the jobs `concurrency` at a time, answers in order. */
async function inParallel<T>(jobs: Array<() => Promise<T>>, concurrency: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return results;
}
