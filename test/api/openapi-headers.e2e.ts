import { randomUUID } from 'node:crypto';
import { registerVerifiedOwner } from './support/accounts';
import { createChecklist, sampleChecklist } from './support/checklists';
import { useTestServer } from './support/test-server';

const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

/**
 * Issue 42: RateLimit headers are declared on exactly the answers that carry them. Real requests
 * with rate limits on: each answer either carries the three headers and the document declares them
 * on it, or carries none and, where it never can, the document does not declare them. (Every answer
 * the suites get is also checked: a RateLimit or Idempotency-Replayed header sent must be declared.)
 */
describe('OpenAPI: RateLimit headers where they are sent', () => {
  const suite = useTestServer({ rateLimit: true });
  let document: any;

  beforeAll(async () => {
    document = (await suite.api.get('/api/openapi.json')).body;
  });

  const declared = (path: string, method: string, status: number) =>
    RATE_LIMIT_HEADERS.filter((h) => h in (document.paths[path][method].responses[String(status)].headers ?? {}));
  const carried = (headers: Headers) => RATE_LIMIT_HEADERS.filter((h) => headers.has(h));

  it('a personal access token: carried on its answers, declared there; never on a body refused before the route', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const token = (await suite.api.post<{ secret: string }>('/api/user/tokens', { name: 'headers', scope: 'write', expiresInDays: 30 }, owner.token)).body.secret;

    const listed = await suite.api.get('/api/checklist', token);
    expect(listed.status).toBe(200);
    expect(carried(listed.headers)).toEqual(RATE_LIMIT_HEADERS);
    expect(declared('/api/checklist', 'get', 200)).toEqual(RATE_LIMIT_HEADERS);

    const missing = await suite.api.get(`/api/checklist/${randomUUID()}/edit`, token);
    expect(missing.status).toBe(404);
    expect(carried(missing.headers)).toEqual(RATE_LIMIT_HEADERS);
    expect(declared('/api/checklist/{id}/edit', 'get', 404)).toEqual(RATE_LIMIT_HEADERS);

    const invalid = await suite.api.post('/api/checklist/create', { ...sampleChecklist(1), title: '' }, token);
    expect(invalid.status).toBe(422);
    expect(carried(invalid.headers)).toEqual(RATE_LIMIT_HEADERS);
    expect(declared('/api/checklist/create', 'post', 422)).toEqual(RATE_LIMIT_HEADERS);

    // Refused before any route code runs: not counted, so no headers, and none declared.
    const notJson = await suite.api.request('POST', '/api/checklist/create', { rawBody: 'title=x', token, headers: { 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(415);
    expect(carried(notJson.headers)).toEqual([]);
    expect(declared('/api/checklist/create', 'post', 415)).toEqual([]);

    const unknownToken = await suite.api.get('/api/checklist', 'tl_pat_unknown');
    expect(unknownToken.status).toBe(401);
    expect(carried(unknownToken.headers)).toEqual([]);
    expect(declared('/api/checklist', 'get', 401)).toEqual([]);
  });

  it('a session is not limited on owner routes: none carried (the declaration says they come with a token)', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    await createChecklist(suite.api, owner.token, { title: 'Session' });
    const listed = await suite.api.get('/api/checklist', owner.token);
    expect(listed.status).toBe(200);
    expect(carried(listed.headers)).toEqual([]);
    expect(document.paths['/api/checklist'].get.responses['200'].headers['RateLimit-Limit'].description).toMatch(/personal access token/);
  });

  it('a route limited of its own (sign-in): carried on its 401 too, and declared there', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const wrong = await suite.api.post('/api/login_check', { username: owner.email, password: 'definitely-not-the-password' });
    expect(wrong.status).toBe(401);
    expect(carried(wrong.headers)).toEqual(RATE_LIMIT_HEADERS);
    expect(declared('/api/login_check', 'post', 401)).toEqual(RATE_LIMIT_HEADERS);
  });
});
