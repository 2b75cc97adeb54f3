import type { OccurrencePage, OccurrenceRuns, RunPage, WebhookPayload } from '@ticklist/contracts';
import { DataSource } from 'typeorm';
import { registerVerifiedOwner } from './support/accounts';
import { mailsTo, waitFor } from '../kit';
import { RunStarterJob } from '../../server/src/modules/schedules/run-starter.job';
import { clockedServer, sharedChecklist, type SharedChecklist } from './support/follow-up';
import { Receiver, WEBHOOK_ENV, addWebhook, type Received } from './support/webhooks';
import { expectCursorError } from './support/http';

/**
 * Issue 45, runs: each occurrence of a schedule makes one run per active recipient and mails it;
 * after downtime only the latest occurrence runs (earlier ones recorded missed, no mail); revoked
 * recipients and paused schedules get no new runs. The job runs in-process on the app's clock.
 */
describe('recurring runs', () => {
  // A database of its own: on a shared PostgreSQL another suite's server, its clock moved, would start these schedules
  // (two servers on one PostgreSQL: test/multiprocess/runs-exactly-once.mjs).
  const t = clockedServer({ env: { ...WEBHOOK_ENV, DATABASE_URL: '' } });
  const receiver = new Receiver();
  beforeAll(() => receiver.listen());
  afterAll(() => receiver.stop());
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
    for (const day of ['02', '03', '04', '05', '06', '07', '08', '09']) {
      await at(`2026-03-${day}T17:31:00Z`);
      expect(mine(await at(`2026-03-${day}T17:32:00Z`))).toEqual([]); // a second pass changes nothing
      // Counted from the database: the server's own scheduler tick may have been the pass that started it.
      const started = (await occurrences(checklist.id)).length;
      await waitFor(() => runMails(recipients[0]!.email).length === started);
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
    await at('2026-04-09T09:00:00Z');
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
    await addWebhook(t.api, owner.token, receiver.url, ['run.started', 'run.missed']);
    await at('2026-05-04T08:01:00Z');
    expect((await t.api.post(`/api/checklist/${checklist.id}/shares/${recipients[1]!.shareId}/revoke`, {}, owner.token)).status).toBe(200);
    await at('2026-05-05T08:01:00Z');
    expect(await runsOf(recipients[0]!.shareId)).toEqual([['2026-05-04T08:00:00.000Z', 'open'], ['2026-05-05T08:00:00.000Z', 'open']]);
    expect(await runsOf(recipients[1]!.shareId)).toEqual([['2026-05-04T08:00:00.000Z', 'open']]);
    // One run.started per recipient run (three), none missed under keep_open.
    const mine = (got: Received[]) => got.map((r) => r.payload as WebhookPayload<'run.started'>).filter((p) => p.data.checklist?.id === checklist.id);
    const events = mine(await receiver.waitFor((got) => mine(got).length >= 3));
    expect(events.map((p) => [p.type, p.data.share.recipientEmail, p.data.run.startsAt, p.data.run.status]).sort()).toEqual([
      ['run.started', recipients[0]!.email, '2026-05-04T08:00:00.000Z', 'open'],
      ['run.started', recipients[0]!.email, '2026-05-05T08:00:00.000Z', 'open'],
      ['run.started', recipients[1]!.email, '2026-05-04T08:00:00.000Z', 'open'],
    ].sort());
    expect((await t.api.post(`/api/checklist/${checklist.id}/schedule/pause`, {}, owner.token)).status).toBe(200);
    expect((await at('2026-05-06T08:01:00Z')).filter((s) => s.checklistId === checklist.id)).toEqual([]);
    expect(await occurrences(checklist.id)).toHaveLength(2);
  });

  it('the owner reads the history: occurrences newest first with their runs counted, one occurrence\'s runs, a recipient\'s runs, paged; someone else\'s is 404', async () => {
    t.clock.set(Date.parse('2026-06-01T06:00:00Z'));
    const { owner, checklist, recipients } = await scheduled(2, { rrule: 'FREQ=DAILY', startsAt: '2026-06-01T08:00', timeZone: 'UTC' });
    await at('2026-06-01T08:01:00Z');
    await at('2026-06-03T08:01:00Z'); // 2 June passed unseen: recorded missed, no runs
    const base = `/api/checklist/${checklist.id}`;
    const page = await t.api.get<OccurrencePage>(`${base}/occurrences`, owner.token);
    expect(page.status).toBe(200);
    expect(page.body.occurrences.map((o) => [o.startsAt, o.status, o.counts])).toEqual([
      ['2026-06-03T08:00:00.000Z', 'started', { runs: 2, open: 2, completed: 0, missed: 0 }],
      ['2026-06-02T08:00:00.000Z', 'missed', { runs: 0, open: 0, completed: 0, missed: 0 }],
      ['2026-06-01T08:00:00.000Z', 'started', { runs: 2, open: 0, completed: 0, missed: 2 }],
    ]);
    expect(page.body.nextCursor).toBeNull();
    const one = await t.api.get<OccurrenceRuns>(`${base}/occurrences/${page.body.occurrences[0]!.id}`, owner.token);
    expect(one.body.runs.map((r) => [r.recipientEmail, r.status, r.dueAt])).toEqual(recipients.map((r) => [r.email, 'open', '2026-06-04T08:00:00.000Z']));
    const runs = await t.api.get<RunPage>(`${base}/shares/${recipients[0]!.shareId}/runs`, owner.token);
    expect(runs.body).toEqual({ runs: [expect.objectContaining({ startsAt: '2026-06-03T08:00:00.000Z', status: 'open' }), expect.objectContaining({ startsAt: '2026-06-01T08:00:00.000Z', status: 'missed' })], nextCursor: null });

    // Paged: 25 more days, 20 a page, then the rest.
    for (let day = 4; day <= 28; day++) await at(`2026-06-${String(day).padStart(2, '0')}T08:01:00Z`);
    const first = (await t.api.get<OccurrencePage>(`${base}/occurrences`, owner.token)).body;
    const second = (await t.api.get<OccurrencePage>(`${base}/occurrences?cursor=${first.nextCursor}`, owner.token)).body;
    expect([first.occurrences.length, second.occurrences.length, second.nextCursor]).toEqual([20, 8, null]);
    expect(first.occurrences[19]!.startsAt > second.occurrences[0]!.startsAt).toBe(true);
    expectCursorError(await t.api.get(`${base}/occurrences?cursor=nonsense`, owner.token));
    expectCursorError(await t.api.get(`${base}/shares/${recipients[0]!.shareId}/runs?cursor=nonsense`, owner.token));

    const stranger = await registerVerifiedOwner(t.api, t.server);
    expect((await t.api.get(`${base}/occurrences`, stranger.token)).status).toBe(404);
    expect((await t.api.get(`${base}/occurrences/${page.body.occurrences[0]!.id}`, stranger.token)).status).toBe(404);
    expect((await t.api.get(`${base}/shares/${recipients[0]!.shareId}/runs`, stranger.token)).status).toBe(404);
  });
});
