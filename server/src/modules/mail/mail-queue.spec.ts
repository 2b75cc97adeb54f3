import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { MailJobStatus1795592585483 } from '../../database/migrations/1795592585483-MailJobStatus';
import { scratchDatabase, type ScratchDatabase } from '../../database/testing/scratch-database';
import type { MailMessage } from './mail-message';
import { MailJobsRepository } from './mail-jobs.repository';
import { MAX_ATTEMPTS, MailQueueService, retryDelayMs } from './mail-queue.service';
import type { MailService } from './mail.service';

/** The transport end of MailService: records what was sent, or fails while `down`. */
class FakeSender {
  readonly sent: string[] = [];
  down = false;
  async send(message: MailMessage): Promise<void> {
    await new Promise((r) => setTimeout(r, 5)); // a send takes a moment: claims really overlap
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:1025');
    this.sent.push(message.to);
  }
}

interface JobRow {
  status: string;
  attempts: number;
  last_error: string | null;
  retry_in_s: number;
}

describe('mail queue on a real database', () => {
  let db: ScratchDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    Logger.overrideLogger(false); // the failed attempts' warnings
    db = await scratchDatabase();
    ds = await db.open();
  });
  afterAll(() => db?.drop());
  beforeEach(() => ds.query(`DELETE FROM mail_jobs`));

  const queueOn = (dataSource: DataSource, sender: FakeSender) => {
    const queue = new MailQueueService(new MailJobsRepository(dataSource), sender as unknown as MailService);
    queue.register('test', async (payload) => ({ to: String(payload.to), subject: 's', text: 't', html: 'h' }));
    return queue;
  };
  const job = async (to: string): Promise<JobRow> =>
    (
      await ds.query(
        `SELECT status, attempts, last_error, extract(epoch FROM next_attempt_at - now())::float8 AS retry_in_s
           FROM mail_jobs WHERE payload->>'to' = $1`,
        [to],
      )
    )[0];

  it('a failed mail is retried within 2 minutes, and sent by one of two replicas only', async () => {
    const sender = new FakeSender();
    sender.down = true;
    const a = queueOn(ds, sender);
    const addresses = Array.from({ length: 12 }, (_, i) => `r${i}@example.com`);
    for (const to of addresses) expect(await a.enqueueAndTry('test', { to }, 1_000)).toBe(false);
    const first = await job(addresses[0]!);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:1025' });
    expect(first.retry_in_s).toBeGreaterThan(0);
    expect(first.retry_in_s).toBeLessThanOrEqual(120);

    // The retry time comes; two replicas (their own pools) poll at the same moment.
    await ds.query(`UPDATE mail_jobs SET next_attempt_at = now()`);
    sender.down = false;
    const b = queueOn(await db.open(), sender);
    await Promise.all([a.retryDue(), b.retryDue()]);
    expect([...sender.sent].sort()).toEqual([...addresses].sort());
    expect(await ds.query(`SELECT id FROM mail_jobs`)).toEqual([]);
  });

  it('retry delays stay within 2 minutes, however many attempts', () => {
    for (let attempts = 1; attempts <= MAX_ATTEMPTS; attempts++) {
      expect(retryDelayMs(attempts)).toBeGreaterThan(0);
      expect(retryDelayMs(attempts)).toBeLessThanOrEqual(90_000);
    }
  });

  it('a mail that used up its attempts is kept as failed with its last error, and not retried', async () => {
    const sender = new FakeSender();
    sender.down = true;
    const queue = queueOn(ds, sender);
    await queue.enqueueAndTry('test', { to: 'last@example.com' }, 1_000);
    await ds.query(`UPDATE mail_jobs SET attempts = $1, next_attempt_at = now()`, [MAX_ATTEMPTS - 1]);
    await queue.retryDue();
    expect(await job('last@example.com')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: 'connect ECONNREFUSED 127.0.0.1:1025' });

    sender.down = false;
    await ds.query(`UPDATE mail_jobs SET next_attempt_at = now() - interval '1 hour'`);
    await queue.retryDue();
    expect(sender.sent).toEqual([]);
    expect((await job('last@example.com')).status).toBe('failed');
  });

  it('a claim whose lease expired (a crashed replica) is claimed again; the stale claim records nothing', async () => {
    const repo = new MailJobsRepository(ds);
    const stale = await repo.insertClaimed('test', { to: 'crash@example.com' }, 60_000);
    expect(await repo.claimDue(60_000)).toBeNull(); // leased: nobody else takes it
    await ds.query(`UPDATE mail_jobs SET locked_until = now() - interval '1 second'`);

    const sender = new FakeSender();
    const taken = await repo.claimDue(60_000);
    expect(taken).toMatchObject({ id: stale.id, attempts: 2 });
    // The first claimer wakes up late: its result no longer applies.
    expect(await repo.deleteClaimed(stale)).toBe(false);
    expect(await repo.recordFailure(stale, 'late', 10_000, MAX_ATTEMPTS)).toBeNull();
    expect(await job('crash@example.com')).toMatchObject({ status: 'sending', attempts: 2 });

    await ds.query(`UPDATE mail_jobs SET locked_until = now() - interval '1 second'`);
    await queueOn(ds, sender).retryDue();
    expect(sender.sent).toEqual(['crash@example.com']);
    expect(await ds.query(`SELECT id FROM mail_jobs`)).toEqual([]);
  });

  it('an account deletion drops its queued and failed mails alike', async () => {
    const repo = new MailJobsRepository(ds);
    await repo.insertClaimed('test', { to: 'gone_100%@example.com' }, 1_000);
    await repo.insertClaimed('test', { to: 'gone_1000@example.com' }, 1_000);
    await ds.query(`UPDATE mail_jobs SET status = 'failed' WHERE payload->>'to' = 'gone_100%@example.com'`);
    await ds.transaction((m) => repo.deleteMentioning(m, ['gone_100%@example.com']));
    // LIKE wildcards in the address match only themselves.
    expect((await ds.query(`SELECT payload->>'to' AS to FROM mail_jobs`)).map((r: { to: string }) => r.to)).toEqual(['gone_1000@example.com']);
  });

  it('the migration reverts (failed jobs included) and applies again', async () => {
    await new MailJobsRepository(ds).insertClaimed('test', { to: 'kept@example.com' }, 1_000);
    const migration = new MailJobStatus1795592585483();
    const runner = ds.createQueryRunner();
    try {
      await migration.down(runner);
      expect(await runner.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'mail_jobs' AND column_name = 'status'`)).toEqual([]);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await job('kept@example.com')).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('tells a kind\'s outcome hooks: queued, then failed (final once out of attempts) or sent', async () => {
    const sender = new FakeSender();
    sender.down = true;
    const queue = queueOn(ds, sender);
    const told: string[] = [];
    queue.register('told', async (payload) => ({ to: String(payload.to), subject: 's', text: 't', html: 'h' }), {
      queued: async () => void told.push('queued'),
      sent: async (_job, delivered) => void told.push(`sent:${delivered}`),
      failed: async (_job, error, final) => void told.push(`failed:${final}:${(error as Error).message}`),
    });
    expect(await queue.enqueueAndTry('told', { to: 'hooks@example.com' }, 1_000)).toBe(false);
    await ds.query(`UPDATE mail_jobs SET attempts = $1, next_attempt_at = now() WHERE payload->>'to' = 'hooks@example.com'`, [MAX_ATTEMPTS - 1]);
    await queue.retryDue();
    sender.down = false;
    expect(await queue.enqueueAndTry('told', { to: 'hooks2@example.com' }, 1_000)).toBe(true);
    expect(told).toEqual([
      'queued',
      'failed:false:connect ECONNREFUSED 127.0.0.1:1025',
      'failed:true:connect ECONNREFUSED 127.0.0.1:1025',
      'queued',
      'sent:true',
    ]);
  });
});
