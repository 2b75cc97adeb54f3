import { ApiError } from '@/lib/api-client';
import { SCHEDULE_UI as S, type Schedule } from '@ticklist/contracts';
import { emptySchedule, prepareSchedule, scheduleFormKey, scheduleFromChecklist, scheduleRequestFields, type ScheduleFormValue } from './schedule-model';
import { emptyForm, formFromChecklist, mapServerErrors, prepare, toCreateRequest, toUpdateRequest } from './checklist-form-model';

const NOW = new Date(2026, 2, 1, 10, 0);
const on = (patch: Partial<ScheduleFormValue>): ScheduleFormValue => ({ ...emptySchedule(NOW, 'Europe/London'), on: true, ...patch });
const rruleOf = (patch: Partial<ScheduleFormValue>) => prepareSchedule(on(patch)).schedule?.rrule;
const stored = (patch: Partial<Schedule>): Schedule => ({
  rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  startsAt: '2026-03-02T17:30',
  timeZone: 'Europe/London',
  opensBeforeHours: 0,
  dueAfterHours: null,
  missedPolicy: 'missed',
  carryNotes: false,
  paused: false,
  description: 'Every weekday at 17:30, Europe/London',
  ...patch,
});

describe('the checklist form’s Repeat card', () => {
  it('starts off; switched on, weekdays at 09:00 from tomorrow in the browser’s zone', () => {
    const card = emptySchedule(NOW, 'Europe/London');
    expect(prepareSchedule(card)).toEqual({ errors: {}, schedule: null });
    expect(prepareSchedule({ ...card, on: true }).schedule).toEqual({
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
      startsAt: '2026-03-02T09:00',
      timeZone: 'Europe/London',
      opensBeforeHours: 0,
      dueAfterHours: null,
      missedPolicy: 'missed',
      carryNotes: false,
      paused: false,
    });
  });

  it('writes each kind the product offers as an RRULE, with its end', () => {
    expect(rruleOf({ kind: 'daily' })).toBe('FREQ=DAILY');
    expect(rruleOf({ kind: 'everyNDays', interval: '3' })).toBe('FREQ=DAILY;INTERVAL=3');
    expect(rruleOf({ kind: 'weekly', weekdays: ['FR', 'MO'] })).toBe('FREQ=WEEKLY;BYDAY=MO,FR');
    expect(rruleOf({ kind: 'monthlyDay', monthDay: '15' })).toBe('FREQ=MONTHLY;BYMONTHDAY=15');
    expect(rruleOf({ kind: 'monthlyWeekday', ordinal: '-1', weekday: 'FR' })).toBe('FREQ=MONTHLY;BYDAY=-1FR');
    expect(rruleOf({ kind: 'yearly' })).toBe('FREQ=YEARLY');
    expect(rruleOf({ kind: 'daily', end: 'count', count: '5' })).toBe('FREQ=DAILY;COUNT=5');
    expect(rruleOf({ kind: 'daily', end: 'until', until: '2026-12-31' })).toBe('FREQ=DAILY;UNTIL=20261231T235900');
  });

  it('refuses what it can tell is wrong, under the API’s keys', () => {
    expect(prepareSchedule(on({ kind: 'weekly', weekdays: [] })).errors).toEqual({ 'schedule.rrule': S.weekdaysRequired });
    expect(prepareSchedule(on({ kind: 'everyNDays', interval: '1' })).errors).toEqual({ 'schedule.rrule': S.wholeNumber(2, 365) });
    expect(prepareSchedule(on({ end: 'until', until: '' })).errors).toEqual({ 'schedule.rrule': S.untilRequired });
    expect(Object.keys(prepareSchedule(on({ time: '' })).errors)).toEqual(['schedule.startsAt']);
    expect(Object.keys(prepareSchedule(on({ opensBeforeHours: '-1', dueAfterHours: '0' })).errors)).toEqual(['schedule.opensBeforeHours', 'schedule.dueAfterHours']);
    expect(prepareSchedule(on({ dueAfterHours: ' 12 ' })).schedule?.dueAfterHours).toBe(12);
  });

  it('loads a stored schedule into its fields, and a rule it cannot show as one kept as it is', () => {
    const card = scheduleFromChecklist(stored({ rrule: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=6', opensBeforeHours: 2, dueAfterHours: 8 }), NOW);
    expect(card).toMatchObject({ on: true, kind: 'monthlyWeekday', ordinal: '2', weekday: 'TU', end: 'count', count: '6', startDate: '2026-03-02', time: '17:30', opensBeforeHours: '2', dueAfterHours: '8' });
    expect(prepareSchedule(card).schedule?.rrule).toBe('FREQ=MONTHLY;BYDAY=2TU;COUNT=6');
    const custom = scheduleFromChecklist(stored({ rrule: 'FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=-1', description: 'Repeats on a custom rule at 17:30, Europe/London' }), NOW);
    expect(custom).toMatchObject({ kind: 'custom', customWords: 'Repeats on a custom rule at 17:30, Europe/London' });
    expect(prepareSchedule(custom).schedule?.rrule).toBe('FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=-1');
  });

  it('sends a schedule only when set or changed, null when switched off, and drops a due date it replaces', () => {
    const original = stored({});
    const loaded = scheduleFromChecklist(original, NOW);
    expect(scheduleRequestFields(prepareSchedule(emptySchedule(NOW)), null, false)).toEqual({});
    expect(scheduleRequestFields(prepareSchedule(loaded), original, false)).toEqual({});
    expect(scheduleRequestFields(prepareSchedule({ ...loaded, on: false }), original, false)).toEqual({ schedule: null });
    expect(scheduleRequestFields(prepareSchedule({ ...loaded, time: '18:00' }), original, false).schedule?.startsAt).toBe('2026-03-02T18:00');
    expect(scheduleRequestFields(prepareSchedule(on({})), null, true)).toMatchObject({ dueAt: null });
  });

  it('maps into the create and update requests: a repeating checklist sends no due date fields', () => {
    const values = { ...emptyForm(), title: 'Closing checks', items: [{ ...emptyForm().items[0]!, text: 'Lock the door' }], dueAt: '2026-03-03T14:00', schedule: on({ kind: 'daily' }) };
    const create = toCreateRequest(prepare(values));
    expect(create).not.toHaveProperty('dueAt');
    expect(create.schedule?.rrule).toBe('FREQ=DAILY');
    const checklist = { id: 'c1', title: 'Closing checks', description: null, items: [], dueAt: '2026-03-03T14:00:00Z', schedule: null } as unknown as Parameters<typeof formFromChecklist>[0];
    const edit = { ...formFromChecklist(checklist), items: values.items, schedule: on({ kind: 'daily' }) };
    expect(toUpdateRequest('c1', prepare(edit), edit)).toMatchObject({ dueAt: null, schedule: { rrule: 'FREQ=DAILY' } });
  });

  it('shows the server’s 422 on the schedule at its fields', () => {
    expect(scheduleFormKey('schedule.timeZone')).toBe('schedule.timeZone');
    expect(scheduleFormKey('schedule')).toBe('schedule.rrule');
    expect(scheduleFormKey('title')).toBeNull();
    const mapped = mapServerErrors(new ApiError(422, 'Validation failed', { 'schedule.rrule': ['This schedule has no occurrence in the future'] }), []);
    expect(mapped?.fields).toEqual({ 'schedule.rrule': 'This schedule has no occurrence in the future' });
  });
});
