import { registerOwner, type Owner } from './support/accounts';
import { HostileClient } from './support/hostile';
import { bodyEndpoints, bodyProbes, buildHostileWorld, type HostileWorld } from './support/hostile-world';

/**
 * Hostile bodies on the signed-in owner's endpoints (checklists, share, account), sent with a
 * valid token so they reach validation and the services. No answer may be a 5xx or an error body
 * outside the contract.
 */
describe('hostile bodies: owner endpoints', () => {
  jest.setTimeout(120_000);
  let w: HostileWorld;
  let disposable: Owner;
  let client: HostileClient;

  beforeAll(async () => {
    w = await buildHostileWorld();
    disposable = await registerOwner(w.api, w.server);
    client = new HostileClient(w.server.url);
  });
  afterAll(async () => {
    console.log(`hostile-bodies-owner: ${client?.count ?? 0} requests`);
    await w?.server.stop();
  });

  const endpoint = (name: string) => bodyEndpoints(w, disposable).find((e) => e.name === name)!;

  it.each(['create checklist', 'update checklist', 'update checklist with responses', 'share', 'profile', 'password change', 'notification settings', 'delete account'])(
    '%s: every hostile body is a 4xx (or a save) in the contract shape',
    async (name) => {
      await client.expectClean(bodyProbes(endpoint(name)));
    },
  );

  it('a malformed body never deletes the account, and the owner can still sign in with the old password', async () => {
    expect((await w.api.get('/api/me', disposable.token)).status).toBe(200);
    expect((await w.api.post('/api/login_check', { username: w.other.email, password: w.other.password })).status).toBe(200);
    client.count += 2;
  });
});
