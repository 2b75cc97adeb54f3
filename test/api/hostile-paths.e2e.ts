import { randomUUID } from 'node:crypto';
import { CHECKLIST_MESSAGES, SHARING_MESSAGES } from '@ticklist/contracts';
import { HostileClient, MALFORMED_JSON, NON_OBJECT_JSON, bogusSegments, clientError, rawHttp, statusIn, type Probe, type ProbeResult } from './support/hostile';
import { ROUTES, paramsOf, plausibleBody, routePath } from './support/hostile-routes';
import { buildHostileWorld, type HostileWorld } from './support/hostile-world';

/**
 * Hostile paths, methods, query strings and raw HTTP: bogus ids and tokens in every path
 * parameter (not a uuid, a uuid of nothing, `../`, encoded NUL and RTL, very long), each route
 * under every other method, unknown routes, junk query strings, and broken framing. Every answer
 * is a 4xx in the contract shape (or the route's normal answer), never a 5xx.
 */
describe('hostile paths', () => {
  jest.setTimeout(120_000);
  let w: HostileWorld;
  let client: HostileClient;

  beforeAll(async () => {
    w = await buildHostileWorld();
    client = new HostileClient(w.server.url);
  });
  afterAll(async () => {
    console.log(`hostile-paths: ${client?.count ?? 0} requests`);
    await w?.server.stop();
  });

  const token = (auth: boolean) => (auth ? w.other.token : undefined);

  it('a bogus value in every path parameter of every route is a 4xx in the contract shape', async () => {
    const probes: Probe[] = [];
    for (const route of ROUTES) {
      for (const param of paramsOf(route)) {
        for (const bogus of bogusSegments()) {
          probes.push({
            label: `${route.pattern} :${param}`,
            method: route.method,
            path: routePath(route, w, { [param]: bogus }),
            body: plausibleBody(route, w),
            token: token(route.auth),
            check: clientError,
          });
        }
      }
    }
    await client.expectClean(probes);
  });

  it('malformed and non-object bodies on routes with bogus ids are a 4xx in the contract shape', async () => {
    const probes: Probe[] = [];
    for (const route of ROUTES.filter((r) => r.method !== 'GET' && paramsOf(r).length)) {
      for (const bogus of [randomUUID(), 'not-a-uuid', 'A'.repeat(43), '%00']) {
        const path = routePath(route, w, Object.fromEntries(paramsOf(route).map((p) => [p, bogus])));
        for (const rawBody of [...MALFORMED_JSON, ...NON_OBJECT_JSON]) {
          probes.push({ label: route.pattern, method: route.method, path, rawBody, token: token(route.auth), check: clientError });
        }
      }
    }
    await client.expectClean(probes);
  });

  it('an unknown or malformed checklist id is the same 404 "Checklist not found" on every checklist route', async () => {
    const probes: Probe[] = [];
    const ids = [randomUUID(), 'not-a-uuid', '1', 'A'.repeat(36), '%00', `${randomUUID()}%2F..`];
    for (const route of ROUTES.filter((r) => r.pattern.includes(':id'))) {
      for (const id of ids) {
        probes.push({
          label: route.pattern,
          method: route.method,
          path: routePath(route, w, { id }),
          body: plausibleBody(route, w),
          token: w.owner.token,
          check: (res: ProbeResult) => (res.status === 404 && res.body?.message === CHECKLIST_MESSAGES.notFound ? null : 'expected 404 Checklist not found'),
        });
      }
    }
    await client.expectClean(probes);
  });

  it('a token of the wrong kind in a path opens nothing', async () => {
    const jwt = w.owner.token;
    const probes: Probe[] = [
      // An access token where a reset, unsubscribe or verification secret belongs, and the reverse.
      { method: 'GET', path: `/api/password/reset/validate/${w.accessToken}`, check: clientError },
      { method: 'POST', path: `/api/password/reset/${w.accessToken}`, body: { password: 'Wrong-Kind-Token-1', confirmPassword: 'Wrong-Kind-Token-1' }, check: clientError },
      { method: 'GET', path: `/api/user/email/unsubscribe/${w.accessToken}`, check: clientError },
      { method: 'POST', path: `/api/user/email/unsubscribe/${w.resetToken}`, check: clientError },
      { method: 'POST', path: `/api/email/validate/${w.verification.uuid}/${w.accessToken}`, check: clientError },
      { method: 'POST', path: `/api/email/validate/${w.checklist.id}/${w.verification.hash}`, check: clientError },
      { method: 'GET', path: `/api/guest/shared/${w.resetToken}`, check: statusIn(404) },
      { method: 'GET', path: `/api/guest/shared/${w.unsubscribeToken}`, check: statusIn(404) },
      { method: 'GET', path: `/api/guest/shared/${w.verification.hash}`, check: statusIn(404) },
      { method: 'GET', path: `/api/guest/shared/${jwt}`, check: statusIn(404) },
      { method: 'GET', path: `/api/guest/shared/${w.checklist.id}`, check: statusIn(404) },
      { method: 'POST', path: `/api/guest/shared/${jwt}/respond`, body: { item: w.checklist.items[0]!.id, key: 'complete', value: true }, check: statusIn(404) },
      // The access token as a bearer token, and the share's id as a checklist id.
      { method: 'GET', path: '/api/me', token: w.accessToken, check: statusIn(401) },
      { method: 'GET', path: '/api/checklist', token: w.accessToken, check: statusIn(401) },
      { method: 'GET', path: `/api/checklist/${w.checklist.items[0]!.id}/edit`, token: w.owner.token, check: statusIn(404) },
    ];
    await client.expectClean(probes);
    // The live links were not spent by the wrong-kind attempts.
    expect((await client.send({ method: 'GET', path: `/api/password/reset/validate/${w.resetToken}` })).status).toBe(200);
    expect((await client.send({ method: 'GET', path: `/api/user/email/unsubscribe/${w.unsubscribeToken}` })).status).toBe(200);
    expect((await client.send({ method: 'GET', path: `/api/guest/shared/${w.accessToken}` })).status).toBe(200);
  });

  it('a guest link with extra segments, a trailing slash or an over-long token is the share 404', async () => {
    const paths = [
      `/api/guest/shared/${w.accessToken}/`,
      `/api/guest/shared/${w.accessToken}/respond/x`,
      `/api/guest/shared/${w.accessToken}/x`,
      `/api/guest/shared/${w.accessToken}%2Frespond`,
      `/api/guest/shared/${'A'.repeat(300)}`,
      `/api/guest/shared/${'A'.repeat(300)}/respond`,
      `/api/guest/shared/`,
      `/api/guest/shared`,
    ];
    const probes: Probe[] = [];
    for (const path of paths) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
        probes.push({ method, path, body: method === 'GET' ? undefined : {}, check: statusIn(404) });
      }
    }
    const results = await client.expectClean(probes);
    expect(results.filter((r) => r.body?.message === SHARING_MESSAGES.shareNotFound || r.status === 404)).toHaveLength(probes.length);
  });

  it('every route under every other method is a 404 in the contract shape', async () => {
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
    const probes: Probe[] = [];
    for (const pattern of new Set(ROUTES.map((r) => r.pattern))) {
      const allowed = ROUTES.filter((r) => r.pattern === pattern).map((r) => r.method as string);
      const sample = ROUTES.find((r) => r.pattern === pattern)!;
      // Patterns under /api/guest/shared/ answer every method with the share 404 by design.
      for (const method of methods.filter((m) => !allowed.includes(m))) {
        probes.push({
          label: 'other method',
          method,
          path: routePath(sample, w),
          body: ['GET', 'OPTIONS'].includes(method) ? undefined : {},
          token: w.other.token,
          check: statusIn(404, 405),
        });
      }
      if (!allowed.includes('GET')) probes.push({ label: 'HEAD', method: 'HEAD', path: routePath(sample, w), token: w.other.token, check: statusIn(404, 405) });
    }
    await client.expectClean(probes);
    // None of that deleted or changed anything.
    expect((await client.send({ method: 'GET', path: '/api/me', token: w.other.token })).status).toBe(200);
    expect((await client.send({ method: 'GET', path: `/api/checklist/${w.checklist.id}/edit`, token: w.owner.token })).body.title).toBe(w.checklist.title);
  });

  // fetch resolves `..` and `%2e%2e` itself, so dot segments are sent raw in the framing test below.
  it('unknown paths under /api are a JSON 404, never the SPA', async () => {
    const paths = [
      '/api',
      '/api/',
      '/api/admin',
      '/api/users',
      '/api/.env',
      '/api/..%2F..%2Fetc%2Fpasswd',
      '/api/checklist/',
      '/api/checklist//edit',
      `/api/checklist/${w.checklist.id}`,
      `/api/checklist/${w.checklist.id}/delete`,
      `/api/checklist/${w.checklist.id}/edit/extra`,
      '/api/user',
      '/api/user/account/',
      '/api/user/account/deletion-preview/x',
      '/api/me/x',
      '/api/%00',
      '/api/%E2%80%AE',
      '/api/' + 'x'.repeat(5_000),
      '/api/password/reset/validate/',
      '/api/password/reset/',
      '/api/email/validate/',
      `/api/email/validate/${w.verification.uuid}`,
      '/api/user/email/unsubscribe/',
      '/api/socket.io',
    ];
    const probes: Probe[] = [];
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        probes.push({
          method,
          path,
          body: method === 'POST' ? {} : undefined,
          token: w.other.token,
          headers: { accept: 'text/html' },
          check: (res) => (res.status >= 400 && res.status < 500 && !res.text.includes('<div id="root">') ? null : 'expected a JSON 4xx'),
        });
      }
    }
    await client.expectClean(probes);
  });

  it('junk query strings are ignored or a 422, never a 5xx', async () => {
    const pages = ['', '0', '-1', '1.5', '1e3', 'abc', '999999999', '9999999999', '99999999999999999999', '%00', '1%00', 'NaN', 'Infinity', '0x10', ' 1', '1&page=2', '%E2%80%AE1', 'x'.repeat(5_000), '[]', '{}'];
    const queries = [
      ...pages.map((p) => `page=${p}`),
      'page[]=1',
      'page[a]=1',
      'page=1&page=2',
      '__proto__[admin]=1',
      'constructor[prototype][admin]=1',
      Array.from({ length: 1_000 }, (_, i) => `k${i}=${i}`).join('&'),
      '%',
      '%zz=1',
      '&&&==&',
    ];
    const probes: Probe[] = [];
    for (const q of queries) {
      probes.push({ label: 'list', method: 'GET', path: `/api/checklist?${q}`, token: w.owner.token, check: statusIn(200, 400, 422) });
    }
    for (const route of ROUTES.filter((r) => r.method === 'GET' && r.pattern !== '/api/checklist')) {
      for (const q of queries.slice(-8)) {
        probes.push({ label: 'other GET', method: 'GET', path: `${routePath(route, w)}?${q}`, token: token(route.auth) });
      }
    }
    await client.expectClean(probes);
  });

  it('hostile headers: a forged request id is not echoed, an HTML Accept still gets JSON errors', async () => {
    const probes: Probe[] = [];
    for (const id of ['../../etc/passwd', '<script>', 'x'.repeat(100), 'a b', 'abc\u00ff']) {
      probes.push({
        method: 'GET',
        path: '/api/me',
        headers: { 'x-request-id': id },
        check: (res) => (res.headers.get('x-request-id') !== id && /^[A-Za-z0-9._-]{1,64}$/.test(res.headers.get('x-request-id') ?? '') ? null : 'request id echoed'),
      });
    }
    for (const accept of ['text/html', 'application/xml', '*/*', 'image/png', 'x'.repeat(4000)]) {
      probes.push({ method: 'GET', path: '/api/me', headers: { accept }, check: statusIn(401) });
      probes.push({ method: 'POST', path: '/api/login_check', body: {}, headers: { accept }, check: statusIn(401) });
    }
    for (const encoding of ['gzip', 'br', 'deflate', 'identity', 'x-unknown', 'gzip, gzip']) {
      probes.push({ method: 'POST', path: '/api/login_check', rawBody: '{"username":"a@b.co","password":"x"}', headers: { 'content-encoding': encoding }, check: clientError });
    }
    probes.push({ method: 'POST', path: '/api/login_check', rawBody: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]), check: clientError });
    probes.push({ method: 'POST', path: '/api/login_check', rawBody: '{"username":"a","username":{"$ne":null},"password":"x"}', check: statusIn(401) });
    for (const host of ['evil.example', 'localhost:1', 'x'.repeat(300)]) {
      probes.push({ method: 'GET', path: '/api/public-config', headers: { 'x-forwarded-host': host, 'x-forwarded-for': '1.2.3.4', forwarded: `host=${host}` }, check: statusIn(200) });
    }
    await client.expectClean(probes);
  });

  it('broken HTTP framing is answered 4xx with the contract body, or the connection is closed', async () => {
    const port = w.server.port;
    const body = '{"username":"a","password":"b"}';
    const requests: Array<[string, string | Buffer]> = [
      ['header overflow', `GET /api/me HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
      ['URL overflow', `GET /api/${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
      ['garbage request line', 'HELLO\r\n\r\n'],
      ['bad HTTP version', 'GET /api/health HTTP/9.9\r\nHost: x\r\n\r\n'],
      ['bad content-length', `POST /api/login_check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n${body}`],
      ['negative content-length', `POST /api/login_check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -5\r\n\r\n${body}`],
      ['two content-lengths', `POST /api/login_check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nContent-Length: ${body.length}\r\n\r\n${body}`],
      ['CL and TE (smuggling)', `POST /api/login_check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/me HTTP/1.1\r\n\r\n`],
      ['bad chunk size', `POST /api/login_check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n${body}\r\n0\r\n\r\n`],
      ['NUL in the path', Buffer.concat([Buffer.from('GET /api/me'), Buffer.from([0]), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')])],
      ['raw UTF-8 in the path', Buffer.from('GET /api/guest/shared/\u202E\u0000 HTTP/1.1\r\nHost: x\r\n\r\n', 'utf8')],
      ['raw % in the path', 'GET /api/checklist/%/edit HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['header without colon', 'GET /api/health HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n'],
      ['CR in a header value', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n'],
      ['body shorter than its length', `POST /api/login_check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\nConnection: close\r\n\r\n${body}`],
    ];
    const complaints: string[] = [];
    for (const [label, request] of requests) {
      const answer = await rawHttp(port, request, 3_000);
      client.count++;
      if (answer.status >= 500) complaints.push(`${label}: ${answer.status}`);
      if (answer.status >= 400 && answer.body) {
        try {
          const parsed = JSON.parse(answer.body);
          const keys = Object.keys(parsed).sort();
          if (typeof parsed.message !== 'string' || keys.some((k) => !['errors', 'message'].includes(k))) complaints.push(`${label}: body ${answer.body}`);
        } catch {
          complaints.push(`${label}: not JSON: ${answer.body.slice(0, 200)}`);
        }
      }
      if (answer.status > 0 && answer.status < 400 && label !== 'CL and TE (smuggling)') complaints.push(`${label}: accepted with ${answer.status}`);
    }
    expect(complaints).toEqual([]);
    // And the server is still fine.
    expect((await client.send({ method: 'GET', path: '/api/health', check: statusIn(200) })).status).toBe(200);
  });

  it('dot segments sent raw reach no file outside the client build and no other route', async () => {
    const paths = [
      '/../package.json',
      '/%2e%2e/package.json',
      '/%2e%2e%2fpackage.json',
      '/assets/../../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%5c..%5cpackage.json',
      '/..%2f..%2fserver/src/main.ts',
      '/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc/passwd',
      '/....//....//etc/passwd',
      '/api/health/../me',
      '/api/%2e%2e/me',
      '/api/checklist/../me',
    ];
    const complaints: string[] = [];
    for (const path of paths) {
      const answer = await rawHttp(w.server.port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${w.other.token}\r\nConnection: close\r\n\r\n`);
      client.count++;
      if (answer.status >= 500) complaints.push(`${path}: ${answer.status}`);
      if (/"workspaces"|root:x:0|import \{|"user":\{/.test(answer.body)) complaints.push(`${path}: served ${answer.body.slice(0, 80)}`);
    }
    expect(complaints).toEqual([]);
  });
});
