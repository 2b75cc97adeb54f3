import { DataSource } from 'typeorm';
import { Client } from 'pg';
import { RetentionService } from '../../server/src/modules/account/retention/retention.service';
import { EmailTokensPruneJob } from '../../server/src/modules/email-links/email-tokens-prune.job';
import { ReminderJob } from '../../server/src/modules/follow-up/reminder.job';
import { MailJobsRepository } from '../../server/src/modules/mail/mail-jobs.repository';
import { PresenceSweepJob } from '../../server/src/modules/presence/presence-sweep.job';
import { WebhookMessagesRepository } from '../../server/src/modules/webhooks/webhook-messages.repository';
import { WebhookOverdueJob } from '../../server/src/modules/webhooks/webhook-overdue.job';
import { scratchDatabase, type ScratchDatabase } from '../../server/src/database/testing/scratch-database';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Issue 43: the background jobs do work proportional to what is due, never to table size. On a
 * database of a million rows (one generate_series statement, then ANALYZE), each job's statements
 * are recorded as the job runs and EXPLAINed with their parameters: no plan reads a large table
 * whole. PostgreSQL only: PGlite's planner is the same, but a million rows there is the bench's job.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.log('jobs-explain: skipped on the embedded PGlite (needs DATABASE_URL): the plans are checked on PostgreSQL');

(onPostgres ? describe : describe.skip)('background jobs on a million rows', () => {
  let scratch: ScratchDatabase;
  let server: TestServer;
  /** A pool of the test's own, without the app's 30-second statement timeout: seeding a million rows takes longer. */
  let db: DataSource;
  let spy: jest.SpyInstance | undefined;
  let job = '';
  const recorded: Array<{ job: string; sql: string; params: unknown[]; name?: string }> = [];
  const prepared = new Map<string, string>();

  beforeAll(async () => {
    // At the driver, under TypeORM and the prepared statements alike; a prepared statement's text is
    // kept from the moment the server prepares it (maybe long before a job runs it).
    const original = Client.prototype.query as (...args: unknown[]) => unknown;
    spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
      const sql = typeof first === 'string' ? first : first.text;
      const params = ((typeof first === 'string' ? second : first.values) ?? []) as unknown[];
      const prepare = /^PREPARE (\w+) AS ([\s\S]*)$/.exec(sql);
      if (prepare) prepared.set(prepare[1]!, prepare[2]!);
      else if (job && /^\s*EXECUTE /.test(sql)) {
        for (const [, name, literals] of sql.matchAll(/EXECUTE (\w+)\(([^;]*)\)/g)) recorded.push({ job, sql: `EXECUTE ${name}(${literals})`, params: [], name });
      } else if (job && /^\s*(WITH|SELECT|UPDATE|DELETE|INSERT)\b/i.test(sql)) recorded.push({ job, sql, params });
      return original.apply(this, args) as never;
    });
    // A database of its own: a million rows and jobs run by hand stay out of the other suites' way.
    scratch = await scratchDatabase();
    db = await scratch.open(1);
    server = await startTestServer({ env: { DATABASE_URL: scratch.url } });
  }, 120_000);
  afterAll(async () => {
    spy?.mockRestore();
    await server?.stop();
    await scratch?.drop();
  });

  it('each job\'s statements are index reads of what is due, never a sequential scan of a large table', async () => {
    // 250,000 recipients (users, shares, a done response and an unsubscribe link each) on 10,000
    // owners' checklists: about a million rows. Due moments ahead, owners active: steady state.
    await db.query(`
      WITH owners AS (
        INSERT INTO users (email, username, account_type, password_hash, email_validated, last_active_at)
        SELECT 'explain-owner-' || n || '@example.com', 'explain_owner_' || n, 'owner', 'x', true, now() - (n % 900) * interval '1 day'
          FROM generate_series(1, 10000) n RETURNING id),
      lists AS (
        INSERT INTO checklists (owner_id, title, description, due_at)
        SELECT id, 'Seeded', 'd', now() + interval '30 days' FROM owners RETURNING id),
      items AS (INSERT INTO checklist_items (checklist_id, text, display_order) SELECT id, 'Item', 1 FROM lists RETURNING id, checklist_id),
      guests AS (
        INSERT INTO users (email, account_type)
        SELECT 'explain-guest-' || n || '@example.com', 'guest' FROM generate_series(1, 250000) n RETURNING id),
      numbered_guests AS (SELECT id, row_number() OVER () AS k FROM guests),
      numbered_lists AS (SELECT id, row_number() OVER () AS k FROM lists),
      seeded_shares AS (
        INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted, due_at)
        SELECT l.id, g.id, md5(g.id::text) || md5(l.id::text), 'x', CASE WHEN g.k % 2 = 0 THEN now() + interval '10 days' END
          FROM numbered_guests g JOIN numbered_lists l ON l.k = g.k % 10000 + 1 RETURNING id, checklist_id),
      responses AS (
        INSERT INTO item_responses (share_id, item_id, complete, completed_at)
        SELECT s.id, i.id, true, now() FROM seeded_shares s JOIN items i ON i.checklist_id = s.checklist_id RETURNING 1),
      links AS (
        INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at)
        SELECT id, 'unsubscribe', md5(id::text || 'u') || md5('u' || id::text), now() + interval '300 days' FROM guests RETURNING 1)
      SELECT (SELECT count(*) FROM responses) + (SELECT count(*) FROM links) AS n`);
    // Steady state: each share's next reminder check is at its next slot, not "at the next run".
    await db.query(`UPDATE shares SET reminder_check_at = COALESCE(due_at, now() + interval '30 days') - interval '1 day' WHERE reminder_check_at = '-infinity'`);
    await db.query('ANALYZE');
    const large: string[] = (await db.query(`SELECT relname FROM pg_class WHERE relkind = 'r' AND reltuples >= 100000 ORDER BY relname`)).map(
      (r: { relname: string }) => r.relname,
    );
    expect(large).toEqual(expect.arrayContaining(['email_tokens', 'item_responses', 'shares', 'users']));

    // Every statement the jobs send, with its parameters, as they run (see beforeAll).
    const sent = recorded;
    const app = server.server.app;
    const runs: Record<string, () => Promise<unknown>> = {
      reminders: () => app.get(ReminderJob).run(),
      'presence sweep': () => app.get(PresenceSweepJob).run(),
      retention: () => app.get(RetentionService).run(),
      'webhook overdue': () => app.get(WebhookOverdueJob).run(),
      'webhook outbox claim': () => app.get(WebhookMessagesRepository).claimDue(60_000, 4),
      'mail retry claim': () => app.get(MailJobsRepository).claimDue(60_000),
      'mail links prune': () => app.get(EmailTokensPruneJob).run(),
    };
    try {
      for (const [name, run] of Object.entries(runs)) {
        job = name;
        await run();
      }
    } finally {
      job = '';
    }
    expect(new Set(sent.map((s) => s.job))).toEqual(new Set(Object.keys(runs)));

    const scans: string[] = [];
    for (const { job: name, sql, params, name: statement } of sent) {
      // A prepared statement is prepared again on this connection and explained as executed.
      if (statement) await db.query(`PREPARE ${statement} AS ${prepared.get(statement)}`);
      const [{ 'QUERY PLAN': plan }] = await db.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      if (statement) await db.query(`DEALLOCATE ${statement}`);
      for (const relation of seqScans(plan[0].Plan)) {
        if (large.includes(relation)) scans.push(`${name}: Seq Scan on ${relation} in\n${statement ? prepared.get(statement) : sql}`);
      }
    }
    expect(scans).toEqual([]);
  }, 600_000);
});

/** The relations a plan reads with a sequential scan. */
function seqScans(node: { 'Node Type': string; 'Relation Name'?: string; Plans?: unknown[] }): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...((node.Plans ?? []) as Array<typeof node>).flatMap(seqScans)];
}
