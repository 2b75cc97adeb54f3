import { Client } from 'pg';
import { waitFor } from '../kit';
import { sharedChecklist } from './support/follow-up';
import { expectErrorBody } from './support/http';
import { guestRespond } from './support/sharing';
import { useTestServer } from './support/test-server';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.log('statement-timeout: skipped on the embedded PGlite (needs DATABASE_URL and a second session)');

/**
 * Issue 43: a statement that cannot finish (here: waiting on rows another session holds) is answered
 * 503 with the contract's body once DATABASE_STATEMENT_TIMEOUT_MS has passed, never left hanging, and
 * PostgreSQL stops it too (statement_timeout), so abandoned statements do not pile up. A real
 * PostgreSQL: the rows are locked by a second connection, only this test's own rows.
 */
(onPostgres ? describe : describe.skip)('a statement past its time', () => {
  const suite = useTestServer({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '1500' } });

  it('answers 503 { message } on an owner write and a guest save, stops the statements, and service resumes', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
    const [guest] = recipients as [(typeof recipients)[0]];
    const locker = new Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    const update = () => suite.api.put(`/api/checklist/${checklist.id}/update`, { title: 'Renamed', items: checklist.items.map(({ id, text, displayOrder }) => ({ id, text, displayOrder })) }, owner.token);
    const tick = () => guestRespond(suite.api, guest.accessToken, checklist.items[0]!.id, 'complete', true);
    /** Sessions waiting on the locker's rows: none once each statement has been stopped. */
    const waiting = async () => Number((await locker.query('SELECT count(*) FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))')).rows[0].count);
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM checklists WHERE id = $1 FOR UPDATE', [checklist.id]);
      await locker.query('SELECT 1 FROM share_progress p JOIN shares s ON s.id = p.share_id WHERE s.checklist_id = $1 FOR UPDATE OF p', [checklist.id]);

      const started = Date.now();
      const [updated, ticked] = await Promise.all([update(), tick()]);
      for (const res of [updated, ticked]) {
        expect(res.status).toBe(503);
        expectErrorBody(res.body);
      }
      // Well before the 30 s default: the configured time (a retried save at most twice it).
      expect(Date.now() - started).toBeLessThan(10_000);
      await waitFor(async () => (await waiting()) === 0, { timeoutMs: 5_000, describe: () => 'statements still waiting on the locked rows' });
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }
    expect((await update()).status).toBe(200);
    expect((await tick()).status).toBe(200);
  });
});
