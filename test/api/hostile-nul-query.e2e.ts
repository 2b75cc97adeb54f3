import { registerOwner } from './support/accounts';
import { expectErrorBody } from './support/http';
import { useTestServer } from './support/test-server';

/**
 * Issue 41, item 1 as it was found: `GET /api/checklist?page=1&q=%00` answered 500, and from then
 * on every signed-in call answered 500 (`prepared statement "users-by-id" already exists`) until a
 * restart, while /api/health said ok.
 */
describe('a NUL in a query string', () => {
  const suite = useTestServer();

  it('is a 400 with the contract body, and the signed-in calls after it answer 200', async () => {
    const owner = await registerOwner(suite.api, suite.server);
    expect((await suite.api.get('/api/me', owner.token)).status).toBe(200);

    const nul = await suite.api.get('/api/checklist?page=1&q=%00', owner.token);
    expect(nul.status).toBe(400);
    expectErrorBody(nul.body);

    expect((await suite.api.get('/api/me', owner.token)).status).toBe(200);
    expect((await suite.api.get('/api/checklist?page=1', owner.token)).status).toBe(200);
    expect((await suite.api.get('/api/health')).status).toBe(200);
  });

  it('in any form (invalid UTF-8, a lone surrogate) is a 400 too, and the search still works', async () => {
    const owner = await registerOwner(suite.api, suite.server);
    for (const q of ['a%00b', '%C3%28', '%FF', '%ED%A0%80', '%ED%B0%80x']) {
      const res = await suite.api.get(`/api/checklist?page=1&q=${q}`, owner.token);
      expect([q, res.status]).toEqual([q, 400]);
      expectErrorBody(res.body);
    }
    const search = await suite.api.get(`/api/checklist?page=1&q=${encodeURIComponent('é ✓ 🎉')}`, owner.token);
    expect(search.status).toBe(200);
    expect((await suite.api.get('/api/me', owner.token)).status).toBe(200);
  });
});
