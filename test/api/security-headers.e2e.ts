import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { registerOwner } from './support/accounts';
import { Api } from './support/http';
import { ROOT } from '../kit';
import { startTestServer, type TestServer } from './support/test-server';

/** `default-src 'self'; script-src 'self'` → { 'default-src': ["'self'"], ... } */
function parseCsp(header: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name.toLowerCase()] = values;
  }
  return out;
}

/**
 * Security headers on every kind of answer (API success and errors, the SPA's HTML, its assets), a
 * Content-Security-Policy strict enough to stop injected script and that the built SPA passes,
 * and CORS closed: no cross-origin caller is ever granted access.
 */
describe('security headers and CORS', () => {
  jest.setTimeout(120_000);
  let server: TestServer;
  let api: Api;
  let token: string;
  let requests = 0;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
    token = (await registerOwner(api, server)).token;
  });
  afterAll(async () => {
    console.log(`security-headers: ${requests} requests`);
    await server?.stop();
  });

  const get = async (path: string, init: RequestInit = {}) => {
    requests++;
    return fetch(server.url + path, { redirect: 'manual', ...init });
  };

  const asset = () => {
    const dir = join(ROOT, 'client', 'dist', 'assets');
    const js = existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith('.js')) : undefined;
    if (!js) throw new Error('client/dist is not built: run `npm run build` (npm test builds it first)');
    return `/assets/${js}`;
  };

  const answers = (): Array<[string, string, RequestInit?]> => [
    ['API 200', '/api/health'],
    ['API 200 (signed in)', '/api/me', { headers: { authorization: `Bearer ${token}` } }],
    ['API 401', '/api/me'],
    ['API 404', '/api/nothing-here'],
    ['API 400 (bad JSON)', '/api/login_check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
    ['API 400 (bad URL)', '/api/checklist/%/edit'],
    ['API 404 (over-long id)', `/api/checklist/${'a'.repeat(300)}/edit`],
    ['API 422', '/api/checklist/create', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' }],
    ['API 413', '/api/login_check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ x: 'y'.repeat(1_100_000) }) }],
    ['SPA /', '/'],
    ['SPA client route', '/dashboard'],
    ['SPA guest route', '/shared/abc'],
    ['SPA asset', asset()],
    ['favicon', '/favicon.svg'],
  ];

  it('every answer carries a strict CSP, nosniff, no framing and no referrer leaks', async () => {
    const problems: string[] = [];
    for (const [label, path, init] of answers()) {
      const res = await get(path, init);
      await res.arrayBuffer();
      const h = res.headers;
      const csp = parseCsp(h.get('content-security-policy'));
      // A directive left out falls back to default-src.
      const effective = (d: string) => JSON.stringify(csp[d] ?? csp['default-src'] ?? []);
      const all = Object.values(csp).flat();
      const complain = (what: string) => problems.push(`${label} (${res.status}): ${what}`);
      const SELF = JSON.stringify(["'self'"]);
      const NONE = JSON.stringify(["'none'"]);
      if (!h.get('content-security-policy')) complain('no Content-Security-Policy');
      // The SPA's pages need their own scripts; anything else may allow none at all.
      const html = (h.get('content-type') ?? '').includes('text/html');
      if (html ? effective('script-src') !== SELF : ![SELF, NONE].includes(effective('script-src'))) complain(`script-src is ${effective('script-src')}`);
      if (all.includes("'unsafe-eval'")) complain("'unsafe-eval' allowed");
      if ((csp['script-src'] ?? []).includes("'unsafe-inline'")) complain("'unsafe-inline' scripts allowed");
      if (all.some((v) => v === '*' || v === 'http:' || v === 'https:')) complain('a wildcard source');
      // Sockets to this origin only: 'self' covers its ws: and wss: in CSP Level 3; a bare scheme is any host.
      if (all.some((v) => v === 'ws:' || v === 'wss:')) complain(`websockets to any host (connect-src ${csp['connect-src']})`);
      if (html && effective('connect-src') !== SELF) complain(`connect-src is ${effective('connect-src')}`);
      if (![SELF, NONE].includes(JSON.stringify(csp['default-src']))) complain(`default-src is ${csp['default-src']}`);
      if (JSON.stringify(csp['frame-ancestors']) !== NONE) complain(`frame-ancestors is ${csp['frame-ancestors']}`);
      if (effective('object-src') !== NONE) complain(`object-src is ${effective('object-src')}`);
      if (!csp['base-uri'] || csp['base-uri'].some((v) => v !== "'self'" && v !== "'none'")) complain(`base-uri is ${csp['base-uri']}`);
      if (h.get('x-content-type-options') !== 'nosniff') complain('no X-Content-Type-Options: nosniff');
      if (!['DENY', 'SAMEORIGIN'].includes((h.get('x-frame-options') ?? '').toUpperCase())) complain('no X-Frame-Options');
      if (!/no-referrer|same-origin|strict-origin/.test(h.get('referrer-policy') ?? '')) complain(`Referrer-Policy ${h.get('referrer-policy')}`);
      if (h.get('x-powered-by')) complain(`X-Powered-By ${h.get('x-powered-by')}`);
      if (h.get('access-control-allow-origin')) complain('Access-Control-Allow-Origin present');
      if (path.startsWith('/api/') && h.get('cross-origin-resource-policy') !== 'same-origin') complain(`CORP ${h.get('cross-origin-resource-policy')}`);
    }
    expect(problems).toEqual([]);
  });

  it('the SPA passes its own CSP: no inline script, no inline handlers, no foreign origins in the HTML', async () => {
    const res = await get('/');
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc="\/[^/]/); // same-origin file
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('the bundles the SPA loads do not rely on eval', async () => {
    const html = await (await get('/')).text();
    const entry = /<script[^>]*src="([^"]+)"/.exec(html)![1]!;
    const js = await (await get(entry)).text();
    expect(js).not.toMatch(/\beval\(/);
    expect(js).not.toMatch(/new Function\(/);
  });

  const EVIL = ['https://evil.example', 'null', 'http://localhost.evil.example', `http://localhost:${1}`];

  it('a cross-origin preflight is granted nothing', async () => {
    const problems: string[] = [];
    for (const origin of EVIL) {
      for (const path of ['/api/login_check', '/api/me', '/api/checklist/create', `/api/guest/shared/${'A'.repeat(43)}/respond`, '/api/user/account']) {
        const res = await get(path, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
        });
        await res.arrayBuffer();
        if (res.status >= 500) problems.push(`${origin} ${path}: ${res.status}`);
        for (const h of ['access-control-allow-origin', 'access-control-allow-credentials', 'access-control-allow-methods', 'access-control-allow-headers']) {
          if (res.headers.get(h)) problems.push(`${origin} OPTIONS ${path}: ${h}: ${res.headers.get(h)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('cross-origin requests (API, SPA and the Socket.IO handshake) get no Access-Control-Allow-Origin', async () => {
    const problems: string[] = [];
    const requests: Array<[string, RequestInit]> = [
      ['/api/public-config', {}],
      ['/api/me', { headers: { authorization: `Bearer ${token}` } }],
      ['/api/login_check', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"username":"a","password":"b"}' }],
      ['/api/login_check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"a","password":"b"}' }],
      ['/api/user/export-data', { headers: { authorization: `Bearer ${token}` } }],
      ['/', {}],
      ['/socket.io/?EIO=4&transport=polling', {}],
    ];
    for (const origin of EVIL) {
      for (const [path, init] of requests) {
        const res = await get(path, { ...init, headers: { ...(init.headers as Record<string, string>), origin } });
        await res.arrayBuffer();
        if (res.status >= 500) problems.push(`${origin} ${path}: ${res.status}`);
        if (res.headers.get('access-control-allow-origin')) problems.push(`${origin} ${path}: ACAO ${res.headers.get('access-control-allow-origin')}`);
        if (res.headers.get('access-control-allow-credentials')) problems.push(`${origin} ${path}: ACAC`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the export is a download that browsers do not sniff or cache', async () => {
    const res = await get('/api/user/export-data', { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="export.json"');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
  });
});
