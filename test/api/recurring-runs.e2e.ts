import { DataSource } from 'typeorm';
import { mailsTo, waitFor } from '../kit';
import { RunStarterJob } from '../../server/src/modules/schedules/run-starter.job';
import { clockedServer, sharedChecklist, type SharedChecklist } from './support/follow-up';

/**
 * Issue 45, runs: each occurrence of a schedule makes one run per active recipient and mails it;
 * after downtime only the latest occurrence runs (earlier ones recorded missed, no mail); revoked
 * recipients and paused schedules get no new runs. The job runs in-process on the app's clock.
 */
describe('recurring runs', () => {
  const t = clockedServer();
  const at = (iso: string) => {
    t.clock.set(Date.parse(iso));
    return t.server.server.app.get(RunStarterJob).run(new Date(iso));
  };
  const db = () => t.server.server.app.get(DataSource);
  /** Each recipient's runs, oldest first: [startsAt, status]. */
  const runsOf = async (shareId: string): Promise<Array<[string, string]>> =>
    (await db().query(`SELECT starts_at, status FROM share_runs WHERE share_id = $1 ORDER BY starts_at`, [shareId])).map(
      (r: { starts_at: Date; status: string }) => [r.starts_at.toISOString(), r.status],
    );
  const occurrences = async (checklistId: string): Promise<Array<[string, string]>> =>
    (await db().query(`SELECT starts_at, status FROM checklist_occurrences WHERE checklist_id = $1 ORDER BY starts_at`, [checklistId])).map(
      (r: { starts_at: Date; status: string }) => [r.starts_at.toISOString(), r.status],
    );
  const runMails = (email: string) => mailsTo(t.server.dataDir, email).filter((m) => /are ready/.test(m.subject));
  const scheduled = async (n: number, schedule: Record<string, unknown>): Promise<SharedChecklist> => {
    const shared = await sharedChecklist(t.api, t.server, n, { title: 'Closing checks' });
    const body = { title: shared.checklist.title, items: shared.checklist.items.map((i) => ({ ...i })), schedule };
    const res = await t.api.put(`/api/checklist/${shared.checklist.id}/update`, body, shared.owner.token);
    if (res.status !== 200) throw new Error(`schedule: ${res.status} ${JSON.stringify(res.body)}`);
    return shared;
  };

  it('a weekday schedule across a week: one run per recipient each weekday, mailed once; the earlier open run becomes missed', async () => {
    t.clock.set(Date.parse('2026-03-02T09:00:00Z')); // Monday
    const { checklist, recipients } = await scheduled(2, { rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', startsAt: '2026-03-02T17:30', timeZone: 'Europe/London' });
    const mine = (started: Array<{ checklistId: string }>) => started.filter((s) => s.checklistId === checklist.id);
    expect(mine(await at('2026-03-02T17:00:00Z'))).toEqual([]); // not yet
    let mailed = 0;
    for (const day of ['02', '03', '04', '05', '06', '07', '08', '09']) {
      mailed += mine(await at(`2026-03-${day}T17:31:00Z`)).length;
      expect(mine(await at(`2026-03-${day}T17:32:00Z`))).toEqual([]); // a second pass changes nothing
      await waitFor(() => runMails(recipients[0]!.email).length === mailed);
    }
    const weekdays = ['02', '03', '04', '05', '06', '09'].map((d) => `2026-03-${d}T17:30:00.000Z`);
    expect((await occurrences(checklist.id)).map(([s]) => s)).toEqual(weekdays);
    for (const r of recipients) {
      expect(await runsOf(r.shareId)).toEqual(weekdays.map((s, i) => [s, i < weekdays.length - 1 ? 'missed' : 'open']));
    }
    const mails = runMails(recipients[0]!.email);
    expect(mails).toHaveLength(6);
    expect(mails.map((m) => m.subject)).toContain('Your Closing checks for Tuesday 3 March are ready');
    expect(mails.find((m) => m.subject.includes('Monday 9 March'))!.text).toMatch(/Due Tuesday, 10 March 2026 at 17:30 Greenwich Mean Time/);
  });

  it('after three days of downtime only the latest occurrence runs and mails; the earlier ones are recorded missed without mail', async () => {
    t.clock.set(Date.parse('2026-04-06T06:00:00Z'));
    const { checklist, recipients } = await scheduled(1, { rrule: 'FREQ=DAILY', startsAt: '2026-04-06T08:00', timeZone: 'UTC', dueAfterHours: 4 });
    const started = (await at('2026-04-09T09:00:00Z')).filter((s) => s.checklistId === checklist.id);
    expect(started.map((s) => [s.startsAt.toISOString(), s.runs.length])).toEqual([['2026-04-09T08:00:00.000Z', 1]]);
    expect(await occurrences(checklist.id)).toEqual([
      ['2026-04-06T08:00:00.000Z', 'missed'], ['2026-04-07T08:00:00.000Z', 'missed'], ['2026-04-08T08:00:00.000Z', 'missed'], ['2026-04-09T08:00:00.000Z', 'started'],
    ]);
    expect(await runsOf(recipients[0]!.shareId)).toEqual([['2026-04-09T08:00:00.000Z', 'open']]);
    await waitFor(() => runMails(recipients[0]!.email).length === 1);
    expect(runMails(recipients[0]!.email)[0]!.subject).toBe('Your Closing checks for Thursday 9 April are ready');
  });

  it('a revoked recipient gets no new runs, a paused schedule none at all; a keep_open run stays open', async () => {
    t.clock.set(Date.parse('2026-05-04T06:00:00Z'));
    const { owner, checklist, recipients } = await scheduled(2, { rrule: 'FREQ=DAILY', startsAt: '2026-05-04T08:00', timeZone: 'UTC', missedPolicy: 'keep_open' });
    await at('2026-05-04T08:01:00Z');
    expect((await t.api.post(`/api/checklist/${checklist.id}/shares/${recipients[1]!.shareId}/revoke`, {}, owner.token)).status).toBe(200);
    await at('2026-05-05T08:01:00Z');
    expect(await runsOf(recipients[0]!.shareId)).toEqual([['2026-05-04T08:00:00.000Z', 'open'], ['2026-05-05T08:00:00.000Z', 'open']]);
    expect(await runsOf(recipients[1]!.shareId)).toEqual([['2026-05-04T08:00:00.000Z', 'open']]);
    expect((await t.api.post(`/api/checklist/${checklist.id}/schedule/pause`, {}, owner.token)).status).toBe(200);
    expect((await at('2026-05-06T08:01:00Z')).filter((s) => s.checklistId === checklist.id)).toEqual([]);
    expect(await occurrences(checklist.id)).toHaveLength(2);
  });
});
