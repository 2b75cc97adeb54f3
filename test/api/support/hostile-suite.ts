import { HostileClient } from './hostile';
import { buildHostileWorld, type HostileWorld } from './hostile-world';
import type { TestServerOptions } from './test-server';

/** What a hostile describe block holds: its world, a client that counts what it sent, and the token for a route. */
export interface HostileSuite {
  w: HostileWorld;
  client: HostileClient;
  /** The second owner's token where the route needs a signed-in user, none where it is public. */
  token(auth: boolean): string | undefined;
}

/**
 * Builds one hostile world (buildHostileWorld) and its client for the enclosing describe
 * (beforeAll); afterAll logs `label: N requests` and stops the server. The fields are filled once
 * beforeAll ran: read them inside tests, not at definition time.
 */
export function useHostileWorld(label: string, options: TestServerOptions = {}): HostileSuite {
  const suite = { token: (auth: boolean) => (auth ? suite.w.other.token : undefined) } as HostileSuite;
  beforeAll(async () => {
    suite.w = await buildHostileWorld(options);
    suite.client = new HostileClient(suite.w.server.url);
  });
  afterAll(async () => {
    console.log(`${label}: ${suite.client?.count ?? 0} requests`);
    await suite.w?.server.stop();
  });
  return suite;
}
