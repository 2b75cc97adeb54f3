import { createHmac } from 'node:crypto';
import { REALTIME_MESSAGES } from '@ticklist/contracts';
import { registerOwner } from './support/accounts';
import { Api } from './support/http';
import { closeAllSockets, connect, emitAck, refusal, type Transport } from './support/realtime';
import { startTestServer, type TestServer } from './support/test-server';

/** A structurally valid HS256 JWT signed with a secret the server does not know. */
function forgedJwt(sub: string): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, ver: 0, exp: Math.floor(Date.now() / 1000) + 3600 })}`;
  return `${head}.${createHmac('sha256', 'not-the-server-secret').update(head).digest('base64url')}`;
}

describe('realtime handshake', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => server?.stop());

  const transports: Transport[][] = [['polling', 'websocket'], ['websocket']];

  describe.each(transports)('over %s', (...t) => {
    it.each([
      ['no auth', undefined],
      ['empty auth', {}],
      ['an empty token', { token: '' }],
      ['a token that is not a JWT', { token: 'not-a-jwt' }],
      ['a token that is not a string', { token: 42 }],
      ['a JWT signed with another secret', { token: forgedJwt('00000000-0000-4000-8000-000000000000') }],
      ['an unknown access token', { accessToken: 'A'.repeat(43) }],
      ['a malformed access token', { accessToken: 'x' }],
      ['an access token that is not a string', { accessToken: { $ne: null } }],
    ])('refuses %s with "Authentication required"', async (_label, auth) => {
      expect(await refusal(server.url, auth as Record<string, unknown> | undefined, t)).toBe(REALTIME_MESSAGES.authenticationRequired);
    });

    it('accepts an owner with a valid session token', async () => {
      const owner = await registerOwner(api, server);
      const socket = await connect(server.url, { token: owner.token }, t);
      expect(socket.connected).toBe(true);
      // The connection is usable: an unknown checklist is answered, not ignored.
      expect(await emitAck(socket, 'checklist:subscribe', { checklistId: '00000000-0000-4000-8000-000000000000' })).toEqual({
        ok: false,
        message: REALTIME_MESSAGES.checklistNotFound,
      });
    });
  });

  it('refuses an owner token with a bad signature even when the user exists', async () => {
    const owner = await registerOwner(api, server);
    expect(await refusal(server.url, { token: forgedJwt(owner.user.id) })).toBe(REALTIME_MESSAGES.authenticationRequired);
    const [head, body] = owner.token.split('.');
    expect(await refusal(server.url, { token: `${head}.${body}.${'A'.repeat(43)}` })).toBe(REALTIME_MESSAGES.authenticationRequired);
  });
});
