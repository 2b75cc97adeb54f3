import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { scratchDatabase, type ScratchDatabase } from '../database/testing/scratch-database';
import { dailyAt, every } from './schedule';
import { ScheduledRunsRepository } from './scheduled-runs.repository';
import { SchedulerService } from './scheduler.service';

const at = (iso: string) => new Date(iso);

describe('schedules', () => {
  it('daily at 03:00 UTC: the latest 03:00 at or before now', () => {
    expect(dailyAt(3).latestDue(at('2026-03-10T02:59:59Z'))).toEqual(at('2026-03-09T03:00:00Z'));
    expect(dailyAt(3).latestDue(at('2026-03-10T03:00:00Z'))).toEqual(at('2026-03-10T03:00:00Z'));
    expect(dailyAt(3).latestDue(at('2026-03-01T01:00:00Z'))).toEqual(at('2026-02-28T03:00:00Z'));
  });

  it('every n ms: on multiples since the epoch, the same in every replica', () => {
    expect(every(60_000).latestDue(at('2026-03-10T10:07:59.900Z'))).toEqual(at('2026-03-10T10:07:00Z'));
    expect(every(60_000, 30_000).latestDue(at('2026-03-10T10:07:29.900Z'))).toEqual(at('2026-03-10T10:06:30Z'));
    expect(every(60_000, 30_000).latestDue(at('2026-03-10T10:07:30Z'))).toEqual(at('2026-03-10T10:07:30Z'));
  });
});

describe('scheduler on a real database', () => {
  let db: ScratchDatabase;
  let ds: DataSource;
  beforeAll(async () => {
    Logger.overrideLogger(false);
    db = await scratchDatabase();
    ds = await db.open();
  });
  afterAll(() => db?.drop());

  it('a due moment is claimed once, a later one again, an earlier one never', async () => {
    const runs = new ScheduledRunsRepository(ds);
    const other = new ScheduledRunsRepository(await db.open());
    const claims = await Promise.all([runs.claim('claims', at('2026-03-10T03:00:00Z')), other.claim('claims', at('2026-03-10T03:00:00Z'))]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await runs.claim('claims', at('2026-03-10T03:00:00Z'))).toBe(false);
    expect(await runs.claim('claims', at('2026-03-09T03:00:00Z'))).toBe(false);
    // The run of the 10th has not ended: the 11th waits (no pile-up), unless its lease is over.
    expect(await other.claim('claims', at('2026-03-11T03:00:00Z'))).toBe(false);
    await runs.finish('claims', at('2026-03-10T03:00:00Z'));
    expect(await other.claim('claims', at('2026-03-11T03:00:00Z'))).toBe(true);
    expect(await other.claim('claims', at('2026-03-12T03:00:00Z'), 0)).toBe(true);
  });

  it('a run still going on in one replica keeps every replica from starting the next (runs never pile up)', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const ran: string[] = [];
    const replicas = await Promise.all(
      ['a', 'b'].map(async (n) => {
        const scheduler = new SchedulerService(new ScheduledRunsRepository(await db.open()));
        scheduler.register({ name: 'slow', schedule: every(60_000), run: async () => {
          ran.push(n);
          if (ran.length === 1) await slow;
        } }, at('2026-03-10T10:00:30Z'));
        return scheduler;
      }),
    );
    const [a, b] = replicas as [SchedulerService, SchedulerService];
    const first = a.tick(at('2026-03-10T10:01:01Z'));
    while (ran.length === 0) await new Promise((r) => setImmediate(r));
    await b.tick(at('2026-03-10T10:02:01Z'));
    await b.tick(at('2026-03-10T10:03:01Z'));
    expect(ran).toEqual(['a']);
    release();
    await first;
    await b.tick(at('2026-03-10T10:04:01Z'));
    expect(ran).toEqual(['a', 'b']);
  });

  it('three replicas ticking at each due moment run the job once per moment', async () => {
    const ran: string[] = [];
    const replicas = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const scheduler = new SchedulerService(new ScheduledRunsRepository(await db.open()));
        const job = {
          name: 'replicated',
          schedule: dailyAt(3),
          run: async () => {
            await new Promise((r) => setTimeout(r, 20)); // a run takes a while: the ticks overlap
            ran.push(`replica ${n}`);
          },
        };
        scheduler.register(job, at('2026-03-09T12:00:00Z'));
        return scheduler;
      }),
    );
    const tickAll = (iso: string) => Promise.all(replicas.map((s) => s.tick(at(iso))));
    await tickAll('2026-03-09T20:00:00Z'); // the moment current at registration: not run
    expect(ran).toHaveLength(0);
    await tickAll('2026-03-10T03:00:10Z');
    await tickAll('2026-03-10T03:00:40Z'); // same moment, later ticks
    expect(ran).toHaveLength(1);
    await tickAll('2026-03-11T03:00:05Z');
    expect(ran).toHaveLength(2);
  });

  it('a failing run is logged and the next moment runs again', async () => {
    const scheduler = new SchedulerService(new ScheduledRunsRepository(ds));
    let calls = 0;
    scheduler.register({ name: 'flaky', schedule: every(60_000), run: async () => {
      calls++;
      if (calls === 1) throw new Error('database down');
    } }, at('2026-03-10T10:00:30Z'));
    await scheduler.tick(at('2026-03-10T10:01:01Z'));
    await scheduler.tick(at('2026-03-10T10:02:01Z'));
    expect(calls).toBe(2);
  });

  it('a claim that fails (database unreachable) is tried again at the next tick', async () => {
    const runs = new ScheduledRunsRepository(ds);
    let unreachable = true;
    const flakyRuns = {
      claim: (name: string, due: Date) => (unreachable ? Promise.reject(new Error('connection refused')) : runs.claim(name, due)),
      finish: (name: string, due: Date) => runs.finish(name, due),
    };
    const scheduler = new SchedulerService(flakyRuns as ScheduledRunsRepository);
    let calls = 0;
    scheduler.register({ name: 'unreachable', schedule: dailyAt(3), run: async () => void calls++ }, at('2026-03-09T12:00:00Z'));
    await scheduler.tick(at('2026-03-10T03:00:10Z'));
    expect(calls).toBe(0);
    unreachable = false;
    await scheduler.tick(at('2026-03-10T03:00:40Z'));
    expect(calls).toBe(1);
  });
});
