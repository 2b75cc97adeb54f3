import { EmailTokensPruneJob, USED_TOKEN_KEPT_MS } from '../../server/src/modules/email-links/email-tokens-prune.job';
import { waitFor } from '../kit';
import { registerOwner, verificationLink } from './support/accounts';
import { useTestServer } from './support/test-server';

const HOUR_MS = 3_600_000;

/** Issue 43: every mail with a link adds an email_tokens row; the hourly job prunes the dead ones in batches. */
describe('mail links are pruned once dead', () => {
  // A database of its own: runs at a clock moved weeks ahead would prune other suites' live links on a shared PostgreSQL.
  const suite = useTestServer({ env: { DATABASE_URL: '' } });
  const tokensOf = async (userId: string) =>
    (await suite.db.query(`SELECT purpose, used_at IS NOT NULL AS used FROM email_tokens WHERE user_id = $1 ORDER BY purpose`, [userId])) as Array<{ purpose: string; used: boolean }>;

  it('an expired link goes, a live one stays and still works; a used one goes 30 days after its use', async () => {
    const owner = await registerOwner(suite.api, suite.server);
    expect((await suite.api.post('/api/password/forgot', { email: owner.email })).status).toBe(200);
    // Each link's row is made when its mail is written.
    await waitFor(async () => (await tokensOf(owner.user.id)).length === 2, { timeoutMs: 5_000, describe: () => 'two mail links' });
    expect(await tokensOf(owner.user.id)).toEqual([{ purpose: 'reset', used: false }, { purpose: 'verify', used: false }]);
    const job = suite.server.server.app.get(EmailTokensPruneJob);

    // Two hours on: the reset link (one hour) is dead and goes; the verification link (seven days) stays.
    await job.run(new Date(Date.now() + 2 * HOUR_MS));
    expect(await tokensOf(owner.user.id)).toEqual([{ purpose: 'verify', used: false }]);
    const { uuid, hash } = await verificationLink(suite.server, owner.email);
    expect((await suite.api.post(`/api/email/validate/${uuid}/${hash}`, {})).status).toBe(200);

    // Used now, kept while it has not expired and for 30 days after its use.
    expect(await tokensOf(owner.user.id)).toEqual([{ purpose: 'verify', used: true }]);
    await suite.db.query(`UPDATE email_tokens SET expires_at = now() + interval '400 days' WHERE user_id = $1`, [owner.user.id]);
    await job.run(new Date(Date.now() + USED_TOKEN_KEPT_MS - HOUR_MS));
    expect(await tokensOf(owner.user.id)).toHaveLength(1);
    await job.run(new Date(Date.now() + USED_TOKEN_KEPT_MS + HOUR_MS));
    expect(await tokensOf(owner.user.id)).toEqual([]);
  });

  it('a backlog larger than one batch is pruned in one run, in batches', async () => {
    const owner = await registerOwner(suite.api, suite.server);
    await waitFor(async () => (await tokensOf(owner.user.id)).length === 1, { timeoutMs: 5_000, describe: () => 'the verification link' });
    await suite.db.query(
      `INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at)
       SELECT $1::uuid, 'unsubscribe', md5($1::text || n) || md5(n || $1::text), now() - interval '1 day' FROM generate_series(1, 2500) n`,
      [owner.user.id],
    );
    expect((await tokensOf(owner.user.id)).length).toBe(2501);
    expect(await suite.server.server.app.get(EmailTokensPruneJob).run()).toBeGreaterThanOrEqual(2500);
    expect(await tokensOf(owner.user.id)).toEqual([{ purpose: 'verify', used: false }]);
  });
});
