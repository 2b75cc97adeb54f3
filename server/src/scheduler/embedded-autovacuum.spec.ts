import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { scratchDatabase, type ScratchDatabase } from '../database/testing/scratch-database';
import type { DatabaseEndpoint } from '../database/embedded-postgres';
import { EmbeddedAutovacuumJob } from './embedded-autovacuum.job';
import type { SchedulerService } from './scheduler.service';

/** Runs the job until `done` holds for what it did (the statistics it reads are flushed within a second). */
async function runUntil(job: EmbeddedAutovacuumJob, done: (tables: string[]) => boolean): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const tables = await job.run();
    if (done(tables) || Date.now() > deadline) return tables;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('embedded autovacuum', () => {
  let db: ScratchDatabase;
  let ds: DataSource;
  let job: EmbeddedAutovacuumJob;
  const registered: string[] = [];
  const scheduler = { register: (j: { name: string }) => registered.push(j.name) } as unknown as SchedulerService;
  beforeAll(async () => {
    Logger.overrideLogger(false);
    db = await scratchDatabase();
    ds = await db.open();
    job = new EmbeddedAutovacuumJob(scheduler, ds, { embedded: true } as DatabaseEndpoint);
    // On a PostgreSQL server (the DATABASE_URL run) its own autovacuum could do the job's work first.
    await ds.query(`ALTER TABLE scheduled_runs SET (autovacuum_enabled = false, toast.autovacuum_enabled = false)`);
  });
  afterAll(() => db?.drop());

  const stats = async () => {
    const [row]: { reltuples: number; dead: number }[] = await ds.query(
      `SELECT c.reltuples::float AS reltuples, t.n_dead_tup::int AS dead
         FROM pg_class c JOIN pg_stat_user_tables t ON t.relid = c.oid WHERE c.relname = 'scheduled_runs'`,
    );
    return row!;
  };

  it('is registered on the embedded database only', () => {
    job.onModuleInit();
    new EmbeddedAutovacuumJob(scheduler, ds, { embedded: false } as DatabaseEndpoint).onModuleInit();
    expect(registered).toEqual(['embedded-autovacuum']);
  });

  it('analyzes a table that was never analyzed or has changed, vacuums one full of dead rows, and leaves the rest', async () => {
    await ds.query(`INSERT INTO scheduled_runs (name, due_at) SELECT 'vacuum-' || g, now() FROM generate_series(1, 400) g`);
    expect(await runUntil(job, (t) => t.includes('scheduled_runs'))).toContain('scheduled_runs');
    expect((await stats()).reltuples).toBe(400);
    expect(await job.run()).not.toContain('scheduled_runs');

    await ds.query(`DELETE FROM scheduled_runs WHERE name LIKE 'vacuum-%' AND substring(name from 8)::int > 100`);
    expect(await runUntil(job, (t) => t.includes('scheduled_runs'))).toContain('scheduled_runs');
    expect(await stats()).toEqual({ reltuples: 100, dead: 0 });
  });
});
