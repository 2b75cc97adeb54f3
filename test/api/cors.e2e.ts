import { registerVerifiedOwner } from './support/accounts';
import { useTestServer } from './support/test-server';

const A = 'https://a.example';
const B = 'https://b.example';
const OTHER = 'https://evil.example';

const corsHeaders = (headers: Headers) => [...headers.keys()].filter((name) => name.startsWith('access-control-')).sort();
const list = (value: string | null) => (value ?? '').split(',').map((v) => v.trim().toLowerCase()).filter(Boolean);

/**
 * Issue 42: browser integrations. CORS_ORIGINS names the origins whose pages may call /api and
 * /socket.io with a bearer token; never with cookies; every other origin gets no CORS header.
 */
describe('CORS for the origins in CORS_ORIGINS', () => {
  const suite = useTestServer({ rateLimit: true, env: { CORS_ORIGINS: `${A},${B}` } });

  const preflight = (path: string, origin: string, method = 'POST', headers = 'authorization,content-type,idempotency-key') =>
    fetch(`${suite.server.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
    });

  it('answers a preflight from an allowed origin: its methods and request headers, never credentials', async () => {
    for (const origin of [A, B]) {
      const res = await preflight('/api/checklist/create', origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(list(res.headers.get('access-control-allow-methods'))).toEqual(expect.arrayContaining(['get', 'post', 'put', 'patch', 'delete']));
      expect(list(res.headers.get('access-control-allow-headers'))).toEqual(
        expect.arrayContaining(['authorization', 'content-type', 'idempotency-key', 'if-match', 'if-none-match']),
      );
      expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
      expect(list(res.headers.get('vary'))).toContain('origin');
    }
  });

  it('lets an allowed page read the answer and its RateLimit, ETag and Idempotency-Replayed headers; no credentials', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const token = (await suite.api.post<{ secret: string }>('/api/user/tokens', { name: 'browser', scope: 'write', expiresInDays: 30 }, owner.token)).body.secret;
    const res = await fetch(`${suite.server.url}/api/checklist`, { headers: { origin: A, authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(A);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(list(res.headers.get('access-control-expose-headers'))).toEqual(
      expect.arrayContaining(['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'retry-after', 'etag', 'idempotency-replayed']),
    );
    expect(res.headers.get('ratelimit-remaining')).not.toBeNull();
    // An error answer is readable too (a page shows its message).
    const refused = await fetch(`${suite.server.url}/api/checklist`, { headers: { origin: B } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(B);
  });

  it('gives any other origin, and every path outside /api and /socket.io, no CORS header at all', async () => {
    const fromOther = await fetch(`${suite.server.url}/api/public-config`, { headers: { origin: OTHER } });
    expect(fromOther.status).toBe(200);
    expect(corsHeaders(fromOther.headers)).toEqual([]);
    const otherPreflight = await preflight('/api/checklist/create', OTHER);
    expect(corsHeaders(otherPreflight.headers)).toEqual([]);
    expect(otherPreflight.status).toBeGreaterThanOrEqual(400);
    // Same origin, other scheme or port: another origin.
    expect(corsHeaders((await fetch(`${suite.server.url}/api/public-config`, { headers: { origin: 'http://a.example' } })).headers)).toEqual([]);
    expect(corsHeaders((await fetch(`${suite.server.url}/`, { headers: { origin: A } })).headers)).toEqual([]);
  });

  it('Socket.IO: the polling handshake is readable from an allowed origin only, without credentials', async () => {
    const handshake = (origin: string) => fetch(`${suite.server.url}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
    const allowed = await handshake(A);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(A);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const other = await handshake(OTHER);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
