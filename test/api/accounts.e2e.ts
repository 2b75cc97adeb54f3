import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH } from '@ticklist/contracts';
import { newRegistration, registerOwner, startAccountsServer } from './support/accounts';
import { Api, expectErrorBody } from './support/http';
import type { TestServer } from './support/test-server';

/** Sign-up (POST /api/register), sign-in (POST /api/login_check) and GET /api/me. */
describe('accounts: register, login, me', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startAccountsServer();
    api = new Api(server.url);
  });
  afterAll(() => server?.stop());

  const expectUser = (user: any, fields: { email: string; username: string }) => {
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: fields.username,
      email: fields.email,
      shortName: expect.any(String),
      accountType: 'owner',
      emailValidated: false,
    });
  };

  describe('POST /api/register', () => {
    it('answers 201 {token, user}; the token works on /api/me', async () => {
      const input = newRegistration(server);
      const res = await api.post('/api/register', input);
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
      expect(typeof res.body.token).toBe('string');
      expectUser(res.body.user, input);

      const me = await api.get('/api/me', res.body.token);
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ user: res.body.user });
    });

    it('stores the address lower-cased and trims username and e-mail', async () => {
      const input = newRegistration(server);
      const res = await api.post('/api/register', { ...input, username: `  ${input.username} `, email: `  ${input.email.toUpperCase()} ` });
      expect(res.status).toBe(201);
      expect(res.body.user.email).toBe(input.email);
      expect(res.body.user.username).toBe(input.username);
    });

    it('an empty body: 422 with an error under every field', async () => {
      const res = await api.post('/api/register', {});
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual({
        username: [AUTH_MESSAGES.usernameRequired],
        email: [AUTH_MESSAGES.emailRequired],
        password: [AUTH_MESSAGES.passwordRequired],
        inviteCode: [AUTH_MESSAGES.inviteCodeRequired],
        agreeToTerms: [AUTH_MESSAGES.termsRequired],
      });
    });

    it.each([
      ['ab', AUTH_MESSAGES.usernameLength],
      ['x'.repeat(33), AUTH_MESSAGES.usernameLength],
      ['has space', AUTH_MESSAGES.usernameInvalid],
      ['semi;colon', AUTH_MESSAGES.usernameInvalid],
    ])('username %p: 422 on username', async (username, message) => {
      const res = await api.post('/api/register', newRegistration(server, { username }));
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual({ username: [message] });
    });

    it.each(['not-an-email', 'a@b', 'two@@example.com', 'sp ace@example.com', `${'a'.repeat(250)}@example.com`])(
      'e-mail %p: 422 on email',
      async (email) => {
        const res = await api.post('/api/register', newRegistration(server, { email }));
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ email: [AUTH_MESSAGES.emailInvalid] });
      },
    );

    it('a password under 12 characters: 422 on password; 12 is enough', async () => {
      const short = await api.post('/api/register', newRegistration(server, { password: 'Xy7#kQ2!mZ4' }));
      expect(short.status).toBe(422);
      expect(short.body.errors).toEqual({ password: [AUTH_MESSAGES.passwordTooShort] });

      const twelve = await api.post('/api/register', newRegistration(server, { password: 'Xy7#kQ2!mZ4p' }));
      expect(twelve.status).toBe(201);
    });

    it('passwords of 64 and of the maximum length are accepted; longer is a 422', async () => {
      const long = await registerOwner(api, server, { password: 'Ab1!'.repeat(16) });
      const login = await api.post('/api/login_check', { username: long.email, password: long.password });
      expect(login.status).toBe(200);

      expect((await api.post('/api/register', newRegistration(server, { password: 'q'.repeat(PASSWORD_MAX_LENGTH - 1) + 'Z' }))).status).toBe(201);
      const over = await api.post('/api/register', newRegistration(server, { password: 'q'.repeat(PASSWORD_MAX_LENGTH) + 'Z' }));
      expect(over.status).toBe(422);
      expect(over.body.errors).toEqual({ password: [AUTH_MESSAGES.passwordTooLong] });
    });

    it.each(['password1234', '123456789012', 'qwertyuiop12', 'PasswordPassword', 'aaaaaaaaaaaaaaaa'])(
      'a common or breached password (%p): 422 on password',
      async (password) => {
        const res = await api.post('/api/register', newRegistration(server, { password }));
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ password: [AUTH_MESSAGES.passwordTooCommon] });
      },
    );

    it('terms not accepted (false or missing): 422 on agreeToTerms; not a boolean: 400 on agreeToTerms', async () => {
      for (const agreeToTerms of [false, undefined]) {
        const res = await api.post('/api/register', { ...newRegistration(server), agreeToTerms });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ agreeToTerms: [AUTH_MESSAGES.termsRequired] });
      }
      for (const agreeToTerms of ['true', 1]) {
        const res = await api.post('/api/register', { ...newRegistration(server), agreeToTerms });
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.errors)).toEqual(['agreeToTerms']);
      }
    });

    it('an unknown invite code: 422 on inviteCode, and no account is created', async () => {
      const input = newRegistration(server, { inviteCode: 'not-a-real-code' });
      const res = await api.post('/api/register', input);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual({ inviteCode: [AUTH_MESSAGES.inviteCodeInvalid] });
      // Same address with a valid code works: nothing was left behind.
      expect((await api.post('/api/register', { ...input, inviteCode: server.inviteCode })).status).toBe(201);
    });

    it('invite codes from INVITE_CODES can be used any number of times', async () => {
      for (let i = 0; i < 3; i++) await registerOwner(api, server);
    });

    it('an e-mail already registered (any case): 422 on email', async () => {
      const owner = await registerOwner(api, server);
      const res = await api.post('/api/register', newRegistration(server, { email: owner.email.toUpperCase() }));
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual({ email: [AUTH_MESSAGES.emailTaken] });
    });

    it('a username already taken (any case): 422 on username', async () => {
      const owner = await registerOwner(api, server);
      const res = await api.post('/api/register', newRegistration(server, { username: owner.username.toUpperCase() }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ username: [AUTH_MESSAGES.usernameTaken] });
    });

    it('reports several problems at once', async () => {
      const owner = await registerOwner(api, server);
      const res = await api.post('/api/register', newRegistration(server, { email: owner.email, password: 'short', agreeToTerms: false }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        email: [AUTH_MESSAGES.emailTaken],
        password: [AUTH_MESSAGES.passwordTooShort],
        agreeToTerms: [AUTH_MESSAGES.termsRequired],
      });
    });

    it('wrong types are 400s keyed by field, a null or unknown field a 422, in the contract shape; no account made', async () => {
      for (const [body, field, status] of [
        [{ ...newRegistration(server), username: 42 }, 'username', 400],
        [{ ...newRegistration(server), email: ['a@example.com'] }, 'email', 400],
        [{ ...newRegistration(server), password: { a: 1 } }, 'password', 400],
        [{ ...newRegistration(server), inviteCode: null }, 'inviteCode', 422],
        [{ ...newRegistration(server), isAdmin: true }, 'isAdmin', 422],
      ] as const) {
        const res = await api.post('/api/register', body);
        expect({ field, status: res.status }).toEqual({ field, status });
        expectErrorBody(res.body);
        expect(Object.keys(res.body.errors)).toContain(field);
        const login = await api.post('/api/login_check', { username: body.email, password: body.password });
        if (typeof body.email === 'string' && typeof body.password === 'string') expect(login.status).toBe(401);
      }
    });

    it('two sign-ups racing for the same address: exactly one 201, for its own account; the other 422', async () => {
      // Several races at once: on PostgreSQL the second sign-up's statements can interleave with the
      // first's commit (the embedded database runs one transaction at a time).
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          const input = newRegistration(server);
          const other = { ...newRegistration(server), email: input.email };
          const results = await Promise.all([api.post('/api/register', input), api.post('/api/register', other)]);
          expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
          const loser = results.find((r) => r.status === 422)!;
          expect(loser.body.errors).toEqual({ email: [AUTH_MESSAGES.emailTaken] });
          // The winner is signed in to the account it created, under the name it chose.
          const winner = results.findIndex((r) => r.status === 201);
          expect(results[winner]!.body.user.username).toBe([input, other][winner]!.username);
        }),
      );
    });
  });

  describe('POST /api/login_check', () => {
    it('the e-mail (any case) and password give {token, user}', async () => {
      const owner = await registerOwner(api, server);
      const res = await api.post('/api/login_check', { username: ` ${owner.email.toUpperCase()} `, password: owner.password });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
      expect(res.body.user).toEqual(owner.user);
      const me = await api.get('/api/me', res.body.token);
      expect(me.status).toBe(200);
      expect(me.body.user.id).toBe(owner.user.id);
    });

    it('a wrong password and an unknown e-mail get the same 401 {message}', async () => {
      const owner = await registerOwner(api, server);
      const wrong = await api.post('/api/login_check', { username: owner.email, password: owner.password + 'x' });
      const unknown = await api.post('/api/login_check', { username: `nobody-${Date.now()}@example.com`, password: owner.password });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
      }
    });

    it('the username (instead of the e-mail) does not sign in', async () => {
      const owner = await registerOwner(api, server);
      const res = await api.post('/api/login_check', { username: owner.username, password: owner.password });
      expect(res.status).toBe(401);
    });

    it('missing or malformed credentials are a 401 in the contract shape', async () => {
      for (const body of [{}, { username: 'a@example.com' }, { password: 'x' }, { username: 5, password: true }, { username: '', password: '' }]) {
        const res = await api.post('/api/login_check', body);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
      }
    });
  });

  describe('GET /api/me', () => {
    it('without, with a malformed or with a forged token: 401 Authentication required', async () => {
      const owner = await registerOwner(api, server);
      const [header, payload] = owner.token.split('.');
      const forged = `${header}.${payload}.${'A'.repeat(43)}`;
      for (const token of [undefined, 'garbage', forged]) {
        const res = await api.get('/api/me', token);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
      }
    });
  });
});
