import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AUTH_MESSAGES } from '@ticklist/contracts';
import { scratchDatabase, type ScratchDatabase } from '../../server/src/database/testing/scratch-database';
import { FirstInviteCode } from '../../server/src/modules/invites/first-invite-code';
import { InvitesService } from '../../server/src/modules/invites/invites.service';
import { newRegistration, registerOwner, startAccountsServer } from './support/accounts';
import { Api, expectErrorBody } from './support/http';
import type { TestServer } from './support/test-server';

const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'server', 'dist', 'modules', 'invites', 'cli.js');

/** Database invite codes (counted uses, the last one raced for) and the guest-to-owner upgrade. */
describe('accounts: invite codes and guest upgrade', () => {
  let server: TestServer;
  let api: Api;
  let db: DataSource;

  beforeAll(async () => {
    server = await startAccountsServer();
    api = new Api(server.url);
    db = server.server.app.get(DataSource);
  });
  afterAll(() => server?.stop());

  const createCode = (uses: number) => server.server.app.get(InvitesService).create(uses);
  const usesLeft = async (code: string) => (await db.query(`SELECT uses_remaining FROM invite_codes WHERE code = $1`, [code]))[0].uses_remaining;

  it('a database code works as many times as it has uses, then is a 422 on inviteCode', async () => {
    const code = await createCode(2);
    await registerOwner(api, server, { inviteCode: code });
    expect(await usesLeft(code)).toBe(1);
    await registerOwner(api, server, { inviteCode: code });
    expect(await usesLeft(code)).toBe(0);
    const res = await api.post('/api/register', newRegistration(server, { inviteCode: code }));
    expect(res.status).toBe(422);
    expectErrorBody(res.body);
    expect(res.body.errors).toEqual({ inviteCode: [AUTH_MESSAGES.inviteCodeInvalid] });
  });

  it('a refused sign-up does not spend a use', async () => {
    const code = await createCode(1);
    const taken = await registerOwner(api, server);
    const res = await api.post('/api/register', newRegistration(server, { inviteCode: code, email: taken.email }));
    expect(res.status).toBe(422);
    expect(await usesLeft(code)).toBe(1);
  });

  it('two sign-ups racing for the last use: exactly one 201, the other 422 on inviteCode', async () => {
    for (let round = 0; round < 3; round++) {
      const code = await createCode(1);
      const results = await Promise.all([0, 1].map(() => api.post('/api/register', newRegistration(server, { inviteCode: code }))));
      expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
      expect(results.find((r) => r.status === 422)!.body.errors).toEqual({ inviteCode: [AUTH_MESSAGES.inviteCodeInvalid] });
      expect(await usesLeft(code)).toBe(0);
    }
  });

  it('five sign-ups racing for two uses: exactly two accounts', async () => {
    const code = await createCode(2);
    const inputs = [0, 1, 2, 3, 4].map(() => newRegistration(server, { inviteCode: code }));
    const results = await Promise.all(inputs.map((input) => api.post('/api/register', input)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422)).toHaveLength(3);
    const emails = inputs.map((i) => i.email);
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM users WHERE email = ANY($1)`, [emails]);
    expect(count).toBe(2);
  });

  it('an address that is a guest (a checklist was shared with it) becomes an owner, keeping its id', async () => {
    const email = `guest.${Date.now()}@example.com`;
    const [guest] = await db.query(`INSERT INTO users (email, account_type) VALUES ($1, 'guest') RETURNING id`, [email]);
    const owner = await registerOwner(api, server, { email: email.toUpperCase() });
    expect(owner.user.id).toBe(guest.id);
    expect(owner.user.accountType).toBe('owner');
    expect(owner.user.email).toBe(email);
    expect(owner.user.emailValidated).toBe(false);
    const login = await api.post('/api/login_check', { username: email, password: owner.password });
    expect(login.status).toBe(200);
    // Once an owner, the address is taken.
    const again = await api.post('/api/register', newRegistration(server, { email }));
    expect(again.body.errors).toEqual({ email: [AUTH_MESSAGES.emailTaken] });
  });

  it('a guest cannot sign in (no password)', async () => {
    const email = `guest2.${Date.now()}@example.com`;
    await db.query(`INSERT INTO users (email, account_type) VALUES ($1, 'guest')`, [email]);
    for (const password of ['', 'anything-at-all-123']) {
      const res = await api.post('/api/login_check', { username: email, password });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
    }
  });

  it('passwords are stored as argon2id (m=19456, t=2, p=1), never in clear', async () => {
    const owner = await registerOwner(api, server);
    const [row] = await db.query(`SELECT password_hash FROM users WHERE id = $1`, [owner.user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(owner.password);
  });

  it('sign-in updates last_active_at', async () => {
    const owner = await registerOwner(api, server);
    await db.query(`UPDATE users SET last_active_at = now() - interval '400 days' WHERE id = $1`, [owner.user.id]);
    await api.post('/api/login_check', { username: owner.email, password: owner.password });
    const [row] = await db.query(`SELECT last_active_at FROM users WHERE id = $1`, [owner.user.id]);
    expect(Date.now() - new Date(row.last_active_at).getTime()).toBeLessThan(60_000);
  });
});

describe('npm run invites -- create [--uses N]', () => {
  const run = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: dataDir, ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) },
      timeout: 60_000,
    });

  it('prints a new code with N uses (default 1), usable for sign-up', async () => {
    if (!existsSync(CLI)) throw new Error(`build first (node scripts/build-if-stale.mjs): ${CLI} is missing`);
    const dataDir = mkdtempSync(join(tmpdir(), 'ticklist-invites-'));
    let server: TestServer | undefined;
    try {
      const two = run(['create', '--uses', '2'], dataDir);
      expect(two.status).toBe(0);
      expect(two.stdout.trim()).toMatch(/^invite-[A-Za-z0-9_-]+$/);
      const one = run(['create'], dataDir);
      expect(one.status).toBe(0);
      const codeTwo = two.stdout.trim();
      const codeOne = one.stdout.trim();
      expect(codeOne).not.toBe(codeTwo);

      for (const bad of [['create', '--uses', '0'], ['delete']]) {
        const res = run(bad, dataDir);
        expect(res.status).not.toBe(0);
        expect(res.stderr).toMatch(/Usage: npm run invites -- create/);
      }

      server = await startAccountsServer({ env: { DATA_DIR: dataDir } });
      const api = new Api(server.url);
      await registerOwner(api, server, { inviteCode: codeTwo });
      await registerOwner(api, server, { inviteCode: codeTwo });
      await registerOwner(api, server, { inviteCode: codeOne });
      for (const code of [codeTwo, codeOne]) {
        const res = await api.post('/api/register', newRegistration(server, { inviteCode: code }));
        expect(res.body.errors).toEqual({ inviteCode: [AUTH_MESSAGES.inviteCodeInvalid] });
      }
    } finally {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/**
 * No default invite code on PostgreSQL: with DATABASE_URL and no INVITE_CODES (or an empty one, as
 * docker-compose.yml passes it when unset), the process stores one single-use code at start when no
 * code has uses left. The check across replicas started together is test/multiprocess/start-together.mjs.
 */
(process.env.DATABASE_URL ? describe : describe.skip)('invite codes on PostgreSQL with no INVITE_CODES (needs DATABASE_URL: skipped on the embedded default)', () => {
  let scratch: ScratchDatabase;
  let db: DataSource;
  const servers: TestServer[] = [];
  const start = async () => {
    const server = await startAccountsServer({ env: { DATABASE_URL: scratch.url, INVITE_CODES: '' } });
    servers.push(server);
    return server;
  };
  const stored = () => db.query(`SELECT code, uses_remaining FROM invite_codes ORDER BY created_at`);

  beforeAll(async () => {
    scratch = await scratchDatabase();
    db = await scratch.open(1);
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await scratch?.drop();
  });

  it('stores one single-use code at start, which signs up once; a restart with that code unused stores none', async () => {
    const server = await start();
    const codes = await stored();
    expect(codes).toEqual([{ code: expect.stringMatching(/^invite-[A-Za-z0-9_-]+$/), uses_remaining: 1 }]);
    const code = codes[0].code as string;
    expect(server.server.app.get(FirstInviteCode).created).toBe(code);
    const api = new Api(server.url);
    await registerOwner(api, server, { inviteCode: code });
    const again = await api.post('/api/register', newRegistration(server, { inviteCode: code }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ inviteCode: [AUTH_MESSAGES.inviteCodeInvalid] });

    // Used up: the next process to start stores a new one; the one after that finds it and stores none.
    const next = await start();
    const [, fresh] = await stored();
    expect(fresh).toEqual({ code: next.server.app.get(FirstInviteCode).created, uses_remaining: 1 });
    const third = await start();
    expect(third.server.app.get(FirstInviteCode).created).toBeNull();
    expect(await stored()).toHaveLength(2);
  });
});
