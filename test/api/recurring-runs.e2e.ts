import { RESULTS_TEXTS, RUN_MESSAGES, type AccountExport, type ChecklistInsightResponse, type ChecklistPage, type GuestRunPage, type GuestShare, type GuestShareResponse, type OccurrencePage, type OwnerShareResponse, type OccurrenceRuns, type RespondResponse, type RunPage, type RunStartedEvent, type ShareProgressEvent, type WebhookPayload } from '@ticklist/contracts';
import { DataSource } from 'typeorm';
import { registerVerifiedOwner } from './support/accounts';
import { mailsTo, waitFor } from '../kit';
import { RunStarterJob } from '../../server/src/modules/schedules/run-starter.job';
import { clockedServer, followUpMailsTo, ownerShare, runReminders, sharedChecklist, type Recipient, type SharedChecklist } from './support/follow-up';
import { Receiver, WEBHOOK_ENV, addWebhook, type Received } from './support/webhooks';
import { expectCursorError } from './support/http';
import { closeAllSockets, connectVisible, recordProgress, waitForEvents, watchChecklist } from './support/realtime';
import { expectDocumentedEvent } from './support/asyncapi-events';
import { parseCsv } from './support/csv';

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
  afterAll(() => closeAllSockets());
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
  const scheduled = async (n: number, schedule: Record<string, unknown>, created: Record<string, unknown> = {}): Promise<SharedChecklist> => {
    const shared = await sharedChecklist(t.api, t.server, n, { title: 'Closing checks', ...created });
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
    expect(one.body.nextCursor).toBeNull();
    expectCursorError(await t.api.get(`${base}/occurrences/${page.body.occurrences[0]!.id}?cursor=nonsense`, owner.token));
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

  /** A recipient's page: the current run, or `path` (`/runs/{id}`). */
  const guestView = async (accessToken: string, path = ''): Promise<GuestShare> => {
    const res = await t.api.get<GuestShareResponse>(`/api/guest/shared/${accessToken}${path}`);
    if (res.status !== 200) throw new Error(`guest view: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.share;
  };
  const respond = (accessToken: string, body: Record<string, unknown>) => t.api.post<RespondResponse>(`/api/guest/shared/${accessToken}/respond`, body);
  const ticks = (share: GuestShare) => share.checklist.items.map((i) => i.response?.complete ?? false);

  it('answers live in runs: the link opens the current run, a new run starts empty, a past run keeps its answers by its own URL; a save to a run that is not open is 409', async () => {
    t.clock.set(Date.parse('2026-07-06T06:00:00Z'));
    const { owner, checklist, recipients } = await scheduled(2, { rrule: 'FREQ=DAILY', startsAt: '2026-07-06T08:00', timeZone: 'UTC' });
    const [me, other] = [recipients[0]!, recipients[1]!];
    const [first, second] = [checklist.items[0]!, checklist.items[1]!];
    await at('2026-07-06T08:01:00Z');
    const day1 = await guestView(me.accessToken);
    expect(day1.run).toEqual({ id: expect.any(String), occurrenceId: expect.any(String), startsAt: '2026-07-06T08:00:00.000Z', dueAt: '2026-07-07T08:00:00.000Z', status: 'open', completedLate: false });
    expect(day1.pastRuns).toEqual([]);
    const started: RunStartedEvent[] = [];
    let progress: ShareProgressEvent[] = [];
    await watchChecklist(t.server.url, owner.token, checklist.id, (socket) => {
      progress = recordProgress(socket);
      socket.on('run:started', (e) => started.push(e));
    });
    expect((await respond(me.accessToken, { item: first.id, key: 'complete', value: true })).status).toBe(200);
    const [ticked] = await waitForEvents(progress);
    expect([ticked!.itemId, ticked!.runId]).toEqual([first.id, day1.run!.id]);
    await expectDocumentedEvent(t.server.url, 'share:progress', [ticked]);
    expect((await respond(me.accessToken, { item: first.id, key: 'notes', value: 'Fridge at 4°C' })).status).toBe(200);
    expect((await ownerShare(t.api, owner, checklist.id, me.shareId)).completedItems).toEqual([{ itemId: first.id }]);

    // The guest page hears the new run too (and switches to it); another recipient's page hears of its own only.
    const guestSocket = await connectVisible(t.server.url, me.accessToken);
    const guestHeard: RunStartedEvent[] = [];
    guestSocket.on('run:started', (e) => guestHeard.push(e));
    await at('2026-07-07T08:01:00Z');
    const day2 = await guestView(me.accessToken);
    expect(day2.run!.startsAt).toBe('2026-07-07T08:00:00.000Z');
    expect(await waitForEvents(started)).toEqual([{ checklistId: checklist.id, occurrenceId: day2.run!.occurrenceId, startsAt: '2026-07-07T08:00:00.000Z' }]);
    await expectDocumentedEvent(t.server.url, 'run:started', [started[0]]);
    expect(await waitForEvents(guestHeard)).toEqual(started);
    expect(day2.checklist.items.map((i) => i.response)).toEqual([null, null, null]);
    const pastRun = { id: day1.run!.id, startsAt: '2026-07-06T08:00:00.000Z', status: 'missed', completedLate: false, url: `/shared/${me.accessToken}/runs/${day1.run!.id}` };
    expect(day2.pastRuns).toEqual([pastRun]);
    expect((await ownerShare(t.api, owner, checklist.id, me.shareId)).completedItems).toEqual([]);
    const past = await guestView(me.accessToken, `/runs/${day1.run!.id}`);
    expect(past.run).toEqual({ ...day1.run, status: 'missed' });
    expect(past.checklist.items[0]!.response).toMatchObject({ complete: true, notes: 'Fridge at 4°C' });

    // The past run is over; another link's run is not this one's; a run id must be one.
    const tooLate = await respond(me.accessToken, { item: second.id, key: 'complete', value: true, runId: day1.run!.id });
    expect([tooLate.status, tooLate.body]).toEqual([409, { message: RUN_MESSAGES.runNotOpen }]);
    const othersRun = (await guestView(other.accessToken)).run!.id;
    expect((await respond(me.accessToken, { item: second.id, key: 'notes', value: 'x', runId: othersRun })).status).toBe(409);
    const notARun = await respond(me.accessToken, { item: second.id, key: 'complete', value: true, runId: 'yesterday' });
    expect([notARun.status, notARun.body]).toEqual([422, { message: 'Validation failed', errors: { runId: [RUN_MESSAGES.runIdInvalid] } }]);
    expect((await respond(me.accessToken, { item: second.id, key: 'complete', value: true, runId: day2.run!.id })).status).toBe(200);
    expect(ticks(await guestView(me.accessToken))).toEqual([false, true, false]);
    expect(ticks(await guestView(me.accessToken, `/runs/${day1.run!.id}`))).toEqual([true, false, false]);
    expect(ticks(await guestView(other.accessToken))).toEqual([false, false, false]);

    // The past runs, paged; another link's run is not found through this link.
    expect((await t.api.get<GuestRunPage>(`/api/guest/shared/${me.accessToken}/runs`)).body).toEqual({ runs: [pastRun], nextCursor: null });
    expectCursorError(await t.api.get(`/api/guest/shared/${me.accessToken}/runs?cursor=nonsense`));
    expect((await t.api.get(`/api/guest/shared/${me.accessToken}/runs/${othersRun}`)).body).toEqual({ message: RUN_MESSAGES.runNotFound });
  });

  it('a run kept open until done takes saves by its runId while the next one runs; a checklist without a schedule has no run and refuses a runId', async () => {
    t.clock.set(Date.parse('2026-08-03T06:00:00Z'));
    const { checklist, recipients } = await scheduled(1, { rrule: 'FREQ=DAILY', startsAt: '2026-08-03T08:00', timeZone: 'UTC', missedPolicy: 'keep_open' });
    const me = recipients[0]!;
    await at('2026-08-03T08:01:00Z');
    const day1 = (await guestView(me.accessToken)).run!;
    await at('2026-08-04T08:01:00Z');
    const saved = await respond(me.accessToken, { item: checklist.items[2]!.id, key: 'complete', value: true, runId: day1.id });
    expect(saved.status).toBe(200);
    expect(ticks(await guestView(me.accessToken, `/runs/${day1.id}`))).toEqual([false, false, true]);
    const now = await guestView(me.accessToken);
    expect([now.run!.startsAt, ticks(now), now.pastRuns.map((r) => [r.id, r.status])]).toEqual(['2026-08-04T08:00:00.000Z', [false, false, false], [[day1.id, 'open']]]);

    const plain = await sharedChecklist(t.api, t.server, 1);
    const guest = plain.recipients[0]!;
    const view = await guestView(guest.accessToken);
    expect([view.run, view.pastRuns]).toEqual([null, []]);
    expect((await respond(guest.accessToken, { item: plain.checklist.items[0]!.id, key: 'complete', value: true })).status).toBe(200);
    expect((await respond(guest.accessToken, { item: plain.checklist.items[1]!.id, key: 'complete', value: true, runId: day1.id })).status).toBe(409);
    expect(ticks(await guestView(guest.accessToken))).toEqual([true, false, false]);
  });

  it('a run is completed once every item is done (late after its due moment) with run.completed and recipient.completed carrying the run; an untick opens it again; carried notes start the next run', async () => {
    t.clock.set(Date.parse('2026-09-07T06:00:00Z'));
    const { owner, checklist, recipients } = await scheduled(1, { rrule: 'FREQ=DAILY', startsAt: '2026-09-07T08:00', timeZone: 'UTC', dueAfterHours: 1, carryNotes: true });
    const me = recipients[0]!;
    await addWebhook(t.api, owner.token, receiver.url, ['run.completed', 'recipient.completed']);
    await at('2026-09-07T08:01:00Z');
    const run = (await guestView(me.accessToken)).run!;
    expect((await respond(me.accessToken, { item: checklist.items[0]!.id, key: 'notes', value: 'Check the back door' })).status).toBe(200);
    for (const item of checklist.items) expect((await respond(me.accessToken, { item: item.id, key: 'complete', value: true })).status).toBe(200);
    // Saved now, long after its due moment (09:00 on 7 September 2026): late.
    expect((await guestView(me.accessToken)).run).toEqual({ ...run, status: 'completed', completedLate: true });
    const mine = (got: Received[]) => got.map((r) => r.payload as WebhookPayload<'run.completed' | 'recipient.completed'>).filter((p) => p.data.checklist.id === checklist.id);
    const events = mine(await receiver.waitFor((got) => mine(got).length >= 2));
    const completedRun = { id: run.id, occurrenceId: run.occurrenceId, startsAt: run.startsAt, dueAt: '2026-09-07T09:00:00.000Z', status: 'completed' };
    expect(events.map((p) => [p.type, p.data.run]).sort(([a], [b]) => String(a).localeCompare(String(b)))).toEqual([['recipient.completed', completedRun], ['run.completed', completedRun]]);

    // The current run, completed, still takes an untick: it is open again.
    expect((await respond(me.accessToken, { item: checklist.items[2]!.id, key: 'complete', value: false })).status).toBe(200);
    expect((await guestView(me.accessToken)).run!.status).toBe('open');
    expect((await respond(me.accessToken, { item: checklist.items[2]!.id, key: 'complete', value: true })).status).toBe(200);
    // The list's status filters read the current run: completed now, in progress again once the next run starts.
    const listed = async (status: string) => (await t.api.get<ChecklistPage>(`/api/checklist?status=${status}`, owner.token)).body.items.map((c) => c.id);
    expect(await listed('completed')).toContain(checklist.id);

    await at('2026-09-08T08:01:00Z');
    expect(await listed('completed')).not.toContain(checklist.id);
    expect(await listed('in_progress')).toContain(checklist.id);
    const next = await guestView(me.accessToken);
    expect(next.checklist.items.map((i) => i.response && [i.response.complete, i.response.notes])).toEqual([[false, 'Check the back door'], null, null]);
    expect(next.pastRuns.map((r) => [r.id, r.status, r.completedLate])).toEqual([[run.id, 'completed', true]]);
    const done = await respond(me.accessToken, { item: checklist.items[0]!.id, key: 'complete', value: false, runId: run.id });
    expect([done.status, done.body]).toEqual([409, { message: RUN_MESSAGES.runNotOpen }]);
  });

  it('the owner\'s results, CSV, insight and flagged count read the current run; ?occurrence= reads an earlier occurrence\'s runs', async () => {
    t.clock.set(Date.parse('2026-09-07T06:00:00Z'));
    const items = [{ text: 'Lights off', displayOrder: 1 }, { text: 'Fire exit clear?', displayOrder: 2, kind: 'yesno', settings: { flagOn: 'no' } }];
    const { owner, checklist, recipients } = await scheduled(1, { rrule: 'FREQ=DAILY', startsAt: '2026-09-07T08:00', timeZone: 'UTC' }, { items });
    const me = recipients[0]!;
    const [lights, exit] = [checklist.items[0]!, checklist.items[1]!];
    await at('2026-09-07T08:01:00Z');
    const day1 = (await guestView(me.accessToken)).run!;
    expect((await respond(me.accessToken, { item: lights.id, key: 'complete', value: true })).status).toBe(200);
    expect((await respond(me.accessToken, { item: exit.id, key: 'answer', value: 'no' })).body.response.flagged).toBe(true);
    await at('2026-09-08T08:01:00Z');
    expect((await respond(me.accessToken, { item: exit.id, key: 'answer', value: 'yes' })).status).toBe(200);

    const get = <T>(path: string) => t.api.get<T>(`/api/checklist/${checklist.id}${path}`, owner.token);
    /** [item, done, answer] of each row, or a recipient's [done, of] in the summary. */
    const csv = async (file: string, query = '') => {
      const res = await get<string>(`/${file}${query}`);
      expect(res.status).toBe(200);
      return parseCsv(res.body).slice(1).filter((row) => row.length > 1);
    };
    const { yes, no } = RESULTS_TEXTS;
    expect((await csv('results.csv')).map((r) => [r[3], r[4], r[8]])).toEqual([['Lights off', no, ''], ['Fire exit clear?', yes, 'Yes']]);
    expect((await csv('results-summary.csv')).map((r) => [r[2], r[3]])).toEqual([['1', '2']]);
    expect((await get<ChecklistInsightResponse>('/insight')).body.insight.items.map((i) => i.done)).toEqual([0, 1]);
    expect((await get<{ checklist: { counts: { flagged: number } } }>('')).body.checklist.counts.flagged).toBe(0);

    const first = `?occurrence=${day1.occurrenceId}`;
    expect((await csv('results.csv', first)).map((r) => [r[3], r[4], r[8]])).toEqual([['Lights off', yes, ''], ['Fire exit clear?', yes, 'No']]);
    expect((await csv('results-summary.csv', first)).map((r) => [r[2], r[3]])).toEqual([['2', '2']]);
    const unknown = await get('/results.csv?occurrence=00000000-0000-4000-8000-000000000000');
    expect([unknown.status, unknown.body]).toEqual([404, { message: RUN_MESSAGES.occurrenceNotFound }]);
    const malformed = await get('/results.csv?occurrence=yesterday');
    expect([malformed.status, malformed.body]).toEqual([422, { message: 'Validation failed', errors: { occurrence: [RUN_MESSAGES.occurrenceIdInvalid] } }]);

    // ?from=&to=: a row per run started on those days (in ?tz=), the Run and Run starts columns added.
    const ranged = parseCsv((await get<string>('/results.csv?from=2026-09-07&to=2026-09-08')).body).filter((row) => row.length > 1);
    expect(ranged[0]!.slice(-2)).toEqual(['Run', 'Run starts (UTC)']);
    expect(ranged.slice(1).map((r) => [r[3], r[4], r[10]])).toEqual([
      ['Lights off', yes, '2026-09-07 08:00'], ['Fire exit clear?', yes, '2026-09-07 08:00'], ['Lights off', no, '2026-09-08 08:00'], ['Fire exit clear?', yes, '2026-09-08 08:00'],
    ]);
    expect((await csv('results-summary.csv', '?from=2026-09-08&to=2026-09-08')).map((r) => [r[2], r[8]])).toEqual([['1', '2026-09-08 08:00']]);
    // 8 September in Kiritimati (UTC+14) began at 10:00 UTC on the 7th, after day 1's run.
    expect((await csv('results-summary.csv', '?from=2026-09-08&to=2026-09-08&tz=Pacific/Kiritimati')).map((r) => r[8])).toEqual(['2026-09-08 22:00']);
    const refused = async (query: string) => {
      const res = await get<{ errors: Record<string, string[]> }>(`/results.csv${query}`);
      return [res.status, res.body.errors];
    };
    expect(await refused('?from=2026-02-30&to=2026-09-08')).toEqual([422, { from: [RESULTS_TEXTS.dateInvalid] }]);
    expect(await refused('?from=2026-09-08&to=2026-09-07')).toEqual([422, { to: [RESULTS_TEXTS.rangeInvalid] }]);
    expect(await refused('?from=2026-09-08')).toEqual([422, { to: [RESULTS_TEXTS.rangeInvalid] }]);
    expect(await refused(`${first}&from=2026-09-07&to=2026-09-08`)).toEqual([422, { occurrence: [RESULTS_TEXTS.occurrenceWithRange] }]);

    // The account export holds each recipient's runs with their done items; the share's own are the current run's.
    const exported = await t.api.get<AccountExport>('/api/user/export-data', owner.token);
    const share = exported.body.checklists.find((c) => c.id === checklist.id)!.shares[0]!;
    expect(share.runs!.map((r) => [r.startsAt, r.status, r.completedItems!.map((i) => i.itemId)])).toEqual([
      ['2026-09-07T08:00:00.000Z', 'completed', [lights.id, exit.id]], ['2026-09-08T08:00:00.000Z', 'open', [exit.id]],
    ]);
    expect(share.completedItems).toEqual([{ itemId: exit.id }]);
  });

  it('a recipient in their own zone (set by the owner, or by the guest\'s "Use my time zone") gets runs on their wall clock, across daylight saving', async () => {
    t.clock.set(Date.parse('2027-03-12T12:00:00Z'));
    const { owner, checklist, recipients } = await scheduled(3, { rrule: 'FREQ=DAILY', startsAt: '2027-03-12T02:30', timeZone: 'Europe/London', dueAfterHours: 4 });
    const [london, newYork, tokyo] = recipients as [Recipient, Recipient, Recipient];
    const row = `/api/checklist/${checklist.id}/shares/${newYork.shareId}`;
    const bad = await t.api.put<{ errors: Record<string, string[]> }>(row, { timeZone: 'Mars/Olympus' }, owner.token);
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['timeZone']]);
    const set = await t.api.put<OwnerShareResponse>(row, { timeZone: 'America/New_York' }, owner.token);
    expect([set.status, set.body.share.timeZone, set.body.share.dueAt]).toEqual([200, 'America/New_York', null]);
    const guestZone = `/api/guest/shared/${tokyo.accessToken}/time-zone`;
    const refused = await t.api.put<{ errors: Record<string, string[]> }>(guestZone, { timeZone: 'Tokyo' });
    expect([refused.status, Object.keys(refused.body.errors)]).toEqual([422, ['timeZone']]);
    expect((await t.api.put(guestZone, { timeZone: 'Asia/Tokyo' })).body).toEqual({ timeZone: 'Asia/Tokyo' });
    expect((await t.api.get<GuestShareResponse>(`/api/guest/shared/${tokyo.accessToken}`)).body.share.timeZone).toBe('Asia/Tokyo');
    expect((await t.api.get<GuestShareResponse>(`/api/guest/shared/${london.accessToken}`)).body.share).not.toHaveProperty('timeZone');

    // 02:30 on each wall clock; New York skips 02:30 on 14 March 2027 (clocks go to 03:00), London keeps GMT.
    for (const moment of ['2027-03-12T17:31', '2027-03-13T02:31', '2027-03-13T07:31', '2027-03-13T17:31', '2027-03-14T02:31', '2027-03-14T06:59', '2027-03-14T07:01', '2027-03-14T17:31', '2027-03-15T02:31', '2027-03-15T06:31']) {
      await at(`${moment}:00Z`);
    }
    const starts = async (r: Recipient) => (await runsOf(r.shareId)).map(([startsAt]) => startsAt);
    expect(await starts(london)).toEqual(['2027-03-13T02:30:00.000Z', '2027-03-14T02:30:00.000Z', '2027-03-15T02:30:00.000Z']);
    expect(await starts(newYork)).toEqual(['2027-03-13T07:30:00.000Z', '2027-03-14T07:00:00.000Z', '2027-03-15T06:30:00.000Z']);
    expect(await starts(tokyo)).toEqual(['2027-03-12T17:30:00.000Z', '2027-03-13T17:30:00.000Z', '2027-03-14T17:30:00.000Z']);
    expect((await runsOf(newYork.shareId)).map(([, status]) => status)).toEqual(['missed', 'missed', 'open']);
    // Each run's mail is written on the recipient's clock.
    await waitFor(() => runMails(newYork.email).length === 3 && runMails(tokyo.email).length === 3);
    const nyMail = runMails(newYork.email).find((m) => m.subject === 'Your Closing checks for Sunday 14 March are ready');
    expect(nyMail!.text).toMatch(/Due Sunday, 14 March 2027 at 07:00 Eastern Daylight Time/);
    expect(runMails(tokyo.email).map((m) => m.subject)).toContain('Your Closing checks for Saturday 13 March are ready');
  }, 120_000);

  it('reminders follow each run\'s due moment: none with the run\'s own mail, one before it is due, overdue ones until the next run takes over, then the next run\'s', async () => {
    t.clock.set(Date.parse('2027-07-05T06:00:00Z')); // Monday
    const { recipients } = await scheduled(1, { rrule: 'FREQ=WEEKLY;BYDAY=MO', startsAt: '2027-07-05T08:00', timeZone: 'UTC', dueAfterHours: 48 });
    const r = recipients[0]!;
    // Default rules: a day before the due moment (Tuesday), at it (Wednesday), then every 2 days, 3 in all.
    /** Mails so far once `expected` have arrived: the server's own scheduler pass may be the one that sent it, its mail still on the way. */
    const remindersAt = async (iso: string, expected: number) => {
      await at(iso);
      await runReminders(t.server, Date.parse(iso));
      await waitFor(() => followUpMailsTo(t.server, r.email).length >= expected);
      return followUpMailsTo(t.server, r.email).length;
    };
    expect(await remindersAt('2027-07-05T08:01:00Z', 0)).toBe(0);
    expect(await remindersAt('2027-07-06T07:59:00Z', 0)).toBe(0);
    expect(await remindersAt('2027-07-06T08:00:00Z', 1)).toBe(1);
    expect(await remindersAt('2027-07-07T08:00:00Z', 2)).toBe(2);
    expect(await remindersAt('2027-07-09T08:00:00Z', 3)).toBe(3);
    expect(await remindersAt('2027-07-11T08:00:00Z', 4)).toBe(4);
    // The next run (Monday 12 July) takes over: no more reminders of the first, the second's come on its own days.
    expect(await remindersAt('2027-07-12T08:01:00Z', 4)).toBe(4);
    expect(await remindersAt('2027-07-13T08:00:00Z', 5)).toBe(5);
    const mails = followUpMailsTo(t.server, r.email);
    expect(mails[0]!.text).toMatch(/Due Wednesday, 7 July 2027 at 08:00/);
    expect(mails[1]!.text).toMatch(/Overdue since Wednesday, 7 July 2027 at 08:00/);
    expect(mails[4]!.text).toMatch(/Due Wednesday, 14 July 2027 at 08:00/);
  }, 120_000);
});
