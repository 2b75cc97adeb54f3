import { registerOwner, type Owner } from './support/accounts';
import { HostileClient } from './support/hostile';
import { bodyEndpoints, bodyProbes, buildHostileWorld, type HostileWorld } from './support/hostile-world';

/**
 * Hostile bodies on the public endpoints (sign-up, sign-in, password, e-mail links, guest respond):
 * malformed and non-object JSON, wrong content types, wrong types, missing and extra fields,
 * oversized strings and arrays, unicode edge cases and injection-looking text. No answer may be a
 * 5xx or an error body outside the contract.
 */
describe('hostile bodies: public endpoints', () => {
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
    console.log(`hostile-bodies-public: ${client?.count ?? 0} requests`);
    await w?.server.stop();
  });

  const endpoint = (name: string) => bodyEndpoints(w, disposable).find((e) => e.name === name)!;

  it.each(['register', 'login', 'forgot', 'reset (live link)', 'reset (unknown link)', 'verify (forged hash)', 'unsubscribe (unknown)', 'respond notes', 'respond complete'])(
    '%s: every hostile body is a 4xx (or a save) in the contract shape',
    async (name) => {
      await client.expectClean(bodyProbes(endpoint(name)));
    },
  );

  it('the live reset link and the verification link still work after all that (nothing was spent by a bad body)', async () => {
    expect((await w.api.get(`/api/password/reset/validate/${w.resetToken}`)).status).toBe(200);
    const verified = await w.api.post(`/api/email/validate/${w.verification.uuid}/${w.verification.hash}`, {});
    expect(verified.status).toBe(200);
    client.count += 2;
  });
});
