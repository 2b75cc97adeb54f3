import { AUTH_MESSAGES, ACCOUNT_MESSAGES, DEFAULT_NOTIFICATION_SETTINGS } from '@ticklist/contracts';
import { AccountFixtures } from './support/account-fixtures';
import { Api, expectErrorBody } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';

describe('account: profile, password, notification settings', () => {
  let server: TestServer;
  let api: Api;
  let fx: AccountFixtures;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
    fx = await AccountFixtures.for(server);
  });
  afterAll(() => server?.stop());

  describe('every call needs a valid token', () => {
    it.each([
      ['PUT', '/api/user/profile'],
      ['PUT', '/api/user/password'],
      ['GET', '/api/user/notification-settings'],
      ['PUT', '/api/user/notification-settings'],
      ['GET', '/api/user/account/deletion-preview'],
      ['DELETE', '/api/user/account'],
      ['GET', '/api/user/export-data'],
    ])('%s %s → 401 without or with a bad token', async (method, path) => {
      for (const token of [undefined, 'not-a-jwt']) {
        const res = await api.request(method, path, { token, body: method === 'PUT' ? {} : undefined });
        expect(res.status).toBe(401);
        expectErrorBody(res.body);
        expect(res.body.message).toBe(AUTH_MESSAGES.authenticationRequired);
      }
    });
  });

  describe('PUT /api/user/profile', () => {
    it('changes the username and answers {message, token, user}; the new token works', async () => {
      const owner = await fx.owner();
      const res = await api.put('/api/user/profile', { username: 'renamed_' + owner.username.slice(5, 15) }, owner.token);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Profile updated successfully!');
      expect(typeof res.body.token).toBe('string');
      expect(res.body.user).toEqual({
        id: owner.id,
        username: 'renamed_' + owner.username.slice(5, 15),
        email: owner.email,
        shortName: expect.any(String),
        accountType: 'owner',
        emailValidated: true,
      });
      const me = await api.get('/api/user/notification-settings', res.body.token);
      expect(me.status).toBe(200);
      const [row] = await fx.query(`SELECT username FROM users WHERE id = $1`, [owner.id]);
      expect(row.username).toBe(res.body.user.username);
    });

    it('refuses a username taken by someone else, whatever its case', async () => {
      const a = await fx.owner();
      const b = await fx.owner();
      const res = await api.put('/api/user/profile', { username: a.username.toUpperCase() }, b.token);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors.username).toEqual([AUTH_MESSAGES.usernameTaken]);
      const [row] = await fx.query(`SELECT username FROM users WHERE id = $1`, [b.id]);
      expect(row.username).toBe(b.username);
    });

    it('allows changing only the case of one’s own username', async () => {
      const owner = await fx.owner();
      const res = await api.put('/api/user/profile', { username: owner.username.toUpperCase() }, owner.token);
      expect(res.status).toBe(200);
      expect(res.body.user.username).toBe(owner.username.toUpperCase());
    });

    it.each([
      [{}, AUTH_MESSAGES.usernameRequired],
      [{ username: '' }, AUTH_MESSAGES.usernameRequired],
      [{ username: '   ' }, AUTH_MESSAGES.usernameRequired],
      [{ username: 'ab' }, AUTH_MESSAGES.usernameLength],
      [{ username: 'x'.repeat(33) }, AUTH_MESSAGES.usernameLength],
      [{ username: 'has space' }, AUTH_MESSAGES.usernameInvalid],
      [{ username: 'émile!' }, AUTH_MESSAGES.usernameInvalid],
    ])('422 for %j', async (body, message) => {
      const owner = await fx.owner();
      const res = await api.put('/api/user/profile', body, owner.token);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors.username).toEqual([message]);
    });

    it('400 for a username that is not text, and the profile is unchanged', async () => {
      const owner = await fx.owner();
      for (const username of [42, ['a'], true]) {
        const res = await api.put('/api/user/profile', { username }, owner.token);
        expect(res.status).toBe(400);
        expectErrorBody(res.body);
        expect(Object.keys(res.body.errors)).toEqual(['username']);
      }
      expect((await api.get('/api/me', owner.token)).body.user.username).toBe(owner.username);
    });
  });

  describe('PUT /api/user/password', () => {
    it('answers every missing field with the spec messages', async () => {
      const owner = await fx.owner();
      const res = await api.put('/api/user/password', {}, owner.token);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual({
        currentPassword: ['Current password is required'],
        newPassword: ['New password is required'],
        confirmPassword: ['Password confirmation is required'],
      });
    });

    it('checks length, match, the current password and that the new one differs', async () => {
      const owner = await fx.owner();
      let res = await api.put('/api/user/password', { currentPassword: owner.password, newPassword: 'short', confirmPassword: 'short' }, owner.token);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ newPassword: ['New password must be at least 12 characters long'] });

      res = await api.put(
        '/api/user/password',
        { currentPassword: owner.password, newPassword: 'A-long-enough-pass-1', confirmPassword: 'A-long-enough-pass-2' },
        owner.token,
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ confirmPassword: ['Passwords do not match'] });

      res = await api.put(
        '/api/user/password',
        { currentPassword: 'wrong-password-xyz', newPassword: 'A-long-enough-pass-1', confirmPassword: 'A-long-enough-pass-1' },
        owner.token,
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ currentPassword: [AUTH_MESSAGES.currentPasswordWrong] });

      res = await api.put(
        '/api/user/password',
        { currentPassword: owner.password, newPassword: owner.password, confirmPassword: owner.password },
        owner.token,
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ newPassword: ['New password must be different from current password'] });

      // Nothing changed: the old token still works.
      expect((await api.get('/api/user/notification-settings', owner.token)).status).toBe(200);
    });

    it('changes the password, returns a fresh token and refuses every older one', async () => {
      const owner = await fx.owner();
      const newPassword = 'Brand-new-passphrase-77';
      const res = await api.put(
        '/api/user/password',
        { currentPassword: owner.password, newPassword, confirmPassword: newPassword },
        owner.token,
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Password updated successfully!');
      expect(res.body.user.id).toBe(owner.id);
      expect(typeof res.body.token).toBe('string');

      const old = await api.get('/api/user/notification-settings', owner.token);
      expect(old.status).toBe(401);
      expect((await api.get('/api/user/notification-settings', res.body.token)).status).toBe(200);

      // The stored hash is argon2id with the agreed parameters, and the old password is dead.
      const [row] = await fx.query(`SELECT password_hash FROM users WHERE id = $1`, [owner.id]);
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const login = await api.post('/api/login_check', { username: owner.email, password: newPassword });
      expect(login.status).toBe(200);
      const oldLogin = await api.post('/api/login_check', { username: owner.email, password: owner.password });
      expect(oldLogin.status).toBe(401);
    });

    it('refuses a common password for the new one', async () => {
      const owner = await fx.owner();
      const res = await api.put(
        '/api/user/password',
        { currentPassword: owner.password, newPassword: 'passwordpassword', confirmPassword: 'passwordpassword' },
        owner.token,
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ newPassword: [AUTH_MESSAGES.passwordTooCommon] });
    });
  });

  describe('notification settings', () => {
    it('GET answers the documented defaults for a new account', async () => {
      const owner = await fx.owner();
      const res = await api.get('/api/user/notification-settings', owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    });

    it('PUT stores the four booleans and answers {settings}; GET reads them back', async () => {
      const owner = await fx.owner();
      const settings = { emailNotifications: false, pushNotifications: true, shareNotifications: false, applicationUpdates: true, replyToOwner: false };
      const res = await api.put('/api/user/notification-settings', settings, owner.token);
      expect(res.status).toBe(200);
      expect(res.body.settings).toEqual(settings);
      expect((await api.get('/api/user/notification-settings', owner.token)).body).toEqual(settings);
    });

    it('PUT with one field changes only that one, and only for this user', async () => {
      const owner = await fx.owner();
      const other = await fx.owner();
      const res = await api.put('/api/user/notification-settings', { applicationUpdates: true }, owner.token);
      expect(res.status).toBe(200);
      expect(res.body.settings).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, applicationUpdates: true });
      expect((await api.get('/api/user/notification-settings', other.token)).body).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    });

    it.each([
      [{ emailNotifications: 'yes' }, 'emailNotifications'],
      [{ applicationUpdates: 1 }, 'applicationUpdates'],
      [{ shareNotifications: null }, 'shareNotifications'],
    ])('400 (wrong type) for %j, nothing stored', async (body, field) => {
      const owner = await fx.owner();
      const res = await api.put('/api/user/notification-settings', body, owner.token);
      expect(res.status).toBe(400);
      expectErrorBody(res.body);
      expect(res.body.errors[field]).toEqual([ACCOUNT_MESSAGES.settingsFieldBoolean]);
      expect((await api.get('/api/user/notification-settings', owner.token)).body).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    });

    it('422 for an unknown field', async () => {
      const owner = await fx.owner();
      const res = await api.put('/api/user/notification-settings', { smsNotifications: true }, owner.token);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors.smsNotifications).toBeDefined();
    });
  });

  describe('activity', () => {
    it('an authenticated call records activity at most once a day', async () => {
      const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
      const stale = await fx.owner({ lastActiveAt: twoDaysAgo });
      const before = Date.now();
      await api.get('/api/user/notification-settings', stale.token);
      const [a] = await fx.query(`SELECT last_active_at FROM users WHERE id = $1`, [stale.id]);
      expect(new Date(a.last_active_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

      const hourAgo = new Date(Date.now() - 3_600_000);
      const fresh = await fx.owner({ lastActiveAt: hourAgo });
      await api.get('/api/user/notification-settings', fresh.token);
      const [b] = await fx.query(`SELECT last_active_at FROM users WHERE id = $1`, [fresh.id]);
      expect(new Date(b.last_active_at).getTime()).toBe(hourAgo.getTime());
    });
  });
});
