import { clientError, rawHttp, statusIn, type Probe } from './support/hostile';
import { ROUTES, routePath } from './support/hostile-routes';
import { useHostileWorld } from './support/hostile-suite';

/**
 * Hostile requests around the routes: each route under every other method, unknown routes, junk
 * query strings, hostile headers, and broken framing and dot segments sent raw. Every answer is a
 * 4xx in the contract shape (or the route's normal answer), never a 5xx.
 */
describe('hostile paths', () => {
  jest.setTimeout(120_000);
  const suite = useHostileWorld('hostile-paths-requests');

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
          path: routePath(sample, suite.w),
          body: ['GET', 'OPTIONS'].includes(method) ? undefined : {},
          token: suite.w.other.token,
          check: statusIn(404, 405),
        });
      }
      if (!allowed.includes('GET')) probes.push({ label: 'HEAD', method: 'HEAD', path: routePath(sample, suite.w), token: suite.w.other.token, check: statusIn(404, 405) });
    }
    await suite.client.expectClean(probes);
    // None of that deleted or changed anything.
    expect((await suite.client.send({ method: 'GET', path: '/api/me', token: suite.w.other.token })).status).toBe(200);
    expect((await suite.client.send({ method: 'GET', path: `/api/checklist/${suite.w.checklist.id}/edit`, token: suite.w.owner.token })).body.title).toBe(suite.w.checklist.title);
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
      `/api/checklist/${suite.w.checklist.id}`,
      `/api/checklist/${suite.w.checklist.id}/delete`,
      `/api/checklist/${suite.w.checklist.id}/edit/extra`,
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
      `/api/email/validate/${suite.w.verification.uuid}`,
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
          token: suite.w.other.token,
          headers: { accept: 'text/html' },
          check: (res) => (res.status >= 400 && res.status < 500 && !res.text.includes('<div id="root">') ? null : 'expected a JSON 4xx'),
        });
      }
    }
    await suite.client.expectClean(probes);
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
      probes.push({ label: 'list', method: 'GET', path: `/api/checklist?${q}`, token: suite.w.owner.token, check: statusIn(200, 400, 422) });
    }
    for (const route of ROUTES.filter((r) => r.method === 'GET' && r.pattern !== '/api/checklist')) {
      for (const q of queries.slice(-8)) {
        probes.push({ label: 'other GET', method: 'GET', path: `${routePath(route, suite.w)}?${q}`, token: suite.token(route.auth) });
      }
    }
    await suite.client.expectClean(probes);
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
    await suite.client.expectClean(probes);
  });

  it('broken HTTP framing is answered 4xx with the contract body, or the connection is closed', async () => {
    const port = suite.w.server.port;
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
      suite.client.count++;
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
    expect((await suite.client.send({ method: 'GET', path: '/api/health', check: statusIn(200) })).status).toBe(200);
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
      const answer = await rawHttp(suite.w.server.port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${suite.w.other.token}\r\nConnection: close\r\n\r\n`);
      suite.client.count++;
      if (answer.status >= 500) complaints.push(`${path}: ${answer.status}`);
      if (/"workspaces"|root:x:0|import \{|"user":\{/.test(answer.body)) complaints.push(`${path}: served ${answer.body.slice(0, 80)}`);
    }
    expect(complaints).toEqual([]);
  });
});
