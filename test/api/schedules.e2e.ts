import { SCHEDULE_MESSAGES as M, type ChecklistForEdit, type ChecklistPage, type ChecklistSummary, type SchedulePreview, type ScheduleState } from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { sampleChecklist } from './support/checklists';
import { clockedServer, sharedChecklist } from './support/follow-up';

/**
 * Issue 45, schedules: a checklist may recur. The schedule and its next occurrence ride on the
 * summaries and /edit; a bad rule is a 422 keyed by its field; pause, resume and skip move the next
 * occurrence. The app's clock is moved in-process.
 */
describe('checklist schedules', () => {
  // A database of its own: on a shared PostgreSQL another suite's server, its clock moved, would start these schedules.
  const t = clockedServer({ env: { DATABASE_URL: '' } });
  const MONDAY_NOON = Date.parse('2026-03-02T12:00:00Z');
  const weekdays = { rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', startsAt: '2026-03-02T17:30', timeZone: 'Europe/London' };
  const create = async (extra: Record<string, unknown>) => {
    const owner = await registerVerifiedOwner(t.api, t.server);
    return { owner, res: await t.api.post<ChecklistSummary>('/api/checklist/create', sampleChecklist(2, extra), owner.token) };
  };

  beforeEach(() => t.clock.set(MONDAY_NOON));

  it('a schedule is kept, described in words, and its next occurrence rides on the summary, the list and /edit; none: both null', async () => {
    const { owner, res } = await create({ schedule: weekdays });
    expect(res.status).toBe(201);
    const schedule = {
      ...weekdays, opensBeforeHours: 0, dueAfterHours: null, missedPolicy: 'missed', carryNotes: false, paused: false,
      description: 'Every weekday at 17:30, Europe/London',
    };
    expect(res.body).toMatchObject({ schedule, nextRunAt: '2026-03-02T17:30:00.000Z' });
    const edit = await t.api.get<ChecklistForEdit>(`/api/checklist/${res.body.id}/edit`, owner.token);
    expect(edit.body).toMatchObject({ schedule, nextRunAt: '2026-03-02T17:30:00.000Z' });
    const list = await t.api.get<ChecklistPage>('/api/checklist?shares=none', owner.token);
    expect(list.body.items[0]).toMatchObject({ schedule, nextRunAt: '2026-03-02T17:30:00.000Z' });

    const plain = await create({});
    expect(plain.res.body).toMatchObject({ schedule: null, nextRunAt: null });

    // Update: left out, unchanged; changed; null, removed.
    const body = { title: res.body.title, items: res.body.items.map((i) => ({ ...i })) };
    const update = (extra: Record<string, unknown>) => t.api.put<ChecklistSummary>(`/api/checklist/${res.body.id}/update`, { ...body, ...extra }, owner.token);
    expect((await update({})).body.schedule).toEqual(schedule);
    const monthly = await update({ schedule: { rrule: 'FREQ=MONTHLY;BYDAY=-1FR', startsAt: '2026-03-01T09:00', timeZone: 'America/New_York', dueAfterHours: 48, missedPolicy: 'keep_open' } });
    expect(monthly.body).toMatchObject({
      schedule: { description: 'Every month on the last Friday at 09:00, America/New_York', dueAfterHours: 48, missedPolicy: 'keep_open' },
      nextRunAt: '2026-03-27T13:00:00.000Z', // 09:00 EDT
    });
    expect((await update({ schedule: null })).body).toMatchObject({ schedule: null, nextRunAt: null });
  });

  it('refuses rules more frequent than daily, bad rules, unknown zones, rules with no future occurrence (422 keyed by field), and a due date beside a schedule (422 keyed dueAt)', async () => {
    const refused = async (schedule: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
      const { res } = await create({ schedule: { ...weekdays, ...schedule }, ...extra });
      expect(res.status).toBe(422);
      return (res.body as unknown as { errors: Record<string, string[]> }).errors;
    };
    expect(await refused({ rrule: 'FREQ=HOURLY' })).toEqual({ 'schedule.rrule': [M.rruleTooFrequent] });
    expect(await refused({ rrule: 'FREQ=DAILY;BYHOUR=9,17' })).toEqual({ 'schedule.rrule': [M.rruleTooFrequent] });
    expect(await refused({ rrule: 'FREQ=SOMETIMES' })).toEqual({ 'schedule.rrule': [M.rruleInvalid] });
    expect(await refused({ rrule: 'FREQ=DAILY;UNTIL=20260301T000000' })).toEqual({ 'schedule.rrule': [M.rruleEnded] });
    expect(await refused({ timeZone: 'Mars/Olympus' })).toEqual({ 'schedule.timeZone': [M.timeZoneInvalid] });
    expect(await refused({ timeZone: undefined, startsAt: '2026-02-30T10:00' })).toEqual({ 'schedule.timeZone': [M.timeZoneRequired], 'schedule.startsAt': [M.startsAtInvalid] });
    expect(await refused({}, { dueAt: '2026-03-10T17:00:00Z' })).toEqual({ dueAt: [M.dueAtWithSchedule] });
    // A wrong JSON type is a 400, as elsewhere.
    const { res } = await create({ schedule: { ...weekdays, paused: 'yes' } });
    expect(res.status).toBe(400);

    // On update and on a recipient: a scheduled checklist takes no due date.
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 1);
    const body = { title: checklist.title, items: checklist.items.map((i) => ({ ...i })) };
    expect((await t.api.put(`/api/checklist/${checklist.id}/update`, { ...body, schedule: weekdays }, owner.token)).status).toBe(200);
    const withDue = await t.api.put<{ errors: unknown }>(`/api/checklist/${checklist.id}/update`, { ...body, dueAt: '2026-03-10T17:00:00Z' }, owner.token);
    expect([withDue.status, withDue.body.errors]).toEqual([422, { dueAt: [M.dueAtWithSchedule] }]);
    const share = await t.api.put<{ errors: unknown }>(`/api/checklist/${checklist.id}/shares/${recipients[0]!.shareId}`, { dueAt: '2026-03-10T17:00:00Z' }, owner.token);
    expect([share.status, share.body.errors]).toEqual([422, { dueAt: [M.dueAtWithSchedule] }]);
  });

  it('pause, resume and skip move the next occurrence; no schedule or someone else\'s checklist is 404', async () => {
    const { owner, res } = await create({ schedule: weekdays });
    const id = res.body.id;
    const post = (what: string, token = owner.token) => t.api.post<ScheduleState>(`/api/checklist/${id}/schedule/${what}`, {}, token);

    expect((await post('skip')).body).toMatchObject({ nextRunAt: '2026-03-03T17:30:00.000Z' });
    expect((await post('skip')).body).toMatchObject({ nextRunAt: '2026-03-04T17:30:00.000Z' });
    const paused = await post('pause');
    expect(paused.body).toMatchObject({ schedule: { paused: true }, nextRunAt: null });
    expect((await t.api.get<ChecklistForEdit>(`/api/checklist/${id}/edit`, owner.token)).body.nextRunAt).toBeNull();
    // Resumed on Thursday evening: Friday's occurrence is next, nothing passed while paused is caught up.
    t.clock.set(Date.parse('2026-03-05T18:00:00Z'));
    expect((await post('resume')).body).toMatchObject({ schedule: { paused: false }, nextRunAt: '2026-03-06T17:30:00.000Z' });

    // Closed, no next occurrence; reopened a week later, the next one after then (none caught up).
    expect((await t.api.post<ChecklistSummary>(`/api/checklist/${id}/close`, {}, owner.token)).body.nextRunAt).toBeNull();
    t.clock.set(Date.parse('2026-03-12T09:00:00Z'));
    expect((await t.api.post<ChecklistSummary>(`/api/checklist/${id}/reopen`, {}, owner.token)).body.nextRunAt).toBe('2026-03-12T17:30:00.000Z');

    const stranger = await registerVerifiedOwner(t.api, t.server);
    expect((await post('pause', stranger.token)).status).toBe(404);
    const plain = await create({});
    const none = await t.api.post<{ message: string }>(`/api/checklist/${plain.res.body.id}/schedule/skip`, {}, plain.owner.token);
    expect([none.status, none.body.message]).toEqual([404, M.noSchedule]);
  });

  it('previews a schedule before saving: in words, with its next five occurrences across the clocks going forward', async () => {
    const owner = await registerVerifiedOwner(t.api, t.server);
    t.clock.set(Date.parse('2026-03-26T12:00:00Z'));
    const res = await t.api.post<SchedulePreview>('/api/checklist/schedule/preview', { schedule: { rrule: 'FREQ=DAILY', startsAt: '2026-03-01T01:30', timeZone: 'Europe/London' } }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      schedule: expect.objectContaining({ description: 'Every day at 01:30, Europe/London' }),
      occurrences: ['2026-03-27T01:30:00.000Z', '2026-03-28T01:30:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-30T00:30:00.000Z', '2026-03-31T00:30:00.000Z'],
    });
    const bad = await t.api.post<{ errors: unknown }>('/api/checklist/schedule/preview', { schedule: { ...weekdays, rrule: 'FREQ=MINUTELY' } }, owner.token);
    expect([bad.status, bad.body.errors]).toEqual([422, { 'schedule.rrule': [M.rruleTooFrequent] }]);
  });
});
