import { FOLLOW_UP_MESSAGES as F, REMINDER_DEFAULTS } from '@ticklist/contracts';
import { dueFormKey, dueFromChecklist, dueRequestFields, emptyDue, prepareDue, remindersForm } from './due-reminders-model';

describe('due date and reminders in the checklist form', () => {
  it('starts with no due date and the default rules prefilled', () => {
    const due = emptyDue();
    expect(due.dueAt).toBe('');
    expect(due.reminders).toEqual({ beforeDueOn: true, beforeDueDays: '1', overdueOn: true, overdueEveryDays: '2', overdueMax: '3' });
  });

  it('loads a checklist’s due moment in local time and its rules, a rule that is off showing the default', () => {
    const due = dueFromChecklist({ dueAt: new Date(2026, 2, 3, 14, 0).toISOString(), reminders: { beforeDueDays: null, overdueEveryDays: 4, overdueMax: 2 } });
    expect(due.dueAt).toBe('2026-03-03T14:00');
    expect(due.reminders).toMatchObject({ beforeDueOn: false, beforeDueDays: '1', overdueOn: true, overdueEveryDays: '4', overdueMax: '2' });
  });

  it('sends nothing on create without a due date, and the due moment with the rules when set', () => {
    expect(dueRequestFields(prepareDue(emptyDue()), null)).toEqual({});
    const prepared = prepareDue({ ...emptyDue(), dueAt: '2026-03-03T14:00' });
    const fields = dueRequestFields(prepared, null);
    expect(new Date(fields.dueAt!).getHours()).toBe(14);
    expect(fields.reminders).toEqual(REMINDER_DEFAULTS);
  });

  it('turns a rule that is switched off into null', () => {
    const prepared = prepareDue({ dueAt: '2026-03-03T14:00', reminders: { ...remindersForm(), beforeDueOn: false, overdueOn: false } });
    expect(prepared.reminders).toEqual({ beforeDueDays: null, overdueEveryDays: null, overdueMax: null });
  });

  it('refuses numbers outside the limits under their fields, only while a due date is set', () => {
    const reminders = { ...remindersForm(), beforeDueDays: '31', overdueEveryDays: '1.5', overdueMax: '' };
    expect(prepareDue({ dueAt: '2026-03-03T14:00', reminders }).errors).toEqual({
      'reminders.beforeDueDays': F.reminderRuleRange(0, 30),
      'reminders.overdueEveryDays': F.reminderRuleRange(1, 30),
      'reminders.overdueMax': F.reminderRuleRange(1, 10),
    });
    expect(prepareDue({ dueAt: '', reminders }).errors).toEqual({});
    expect(prepareDue({ dueAt: '2026-02-31T10:00', reminders: remindersForm() }).errors).toEqual({ dueAt: F.dueAtIncomplete });
  });

  it('on edit sends only what changed: a removed due date as null, changed rules', () => {
    const loaded = dueFromChecklist({ dueAt: new Date(2026, 2, 3, 14, 0).toISOString(), reminders: REMINDER_DEFAULTS });
    expect(dueRequestFields(prepareDue(loaded), loaded.dueOriginal)).toEqual({});
    expect(dueRequestFields(prepareDue({ ...loaded, dueAt: '' }), loaded.dueOriginal)).toEqual({ dueAt: null });
    const changed = prepareDue({ ...loaded, reminders: { ...loaded.reminders, overdueMax: '5' } });
    expect(dueRequestFields(changed, loaded.dueOriginal)).toEqual({ reminders: { ...REMINDER_DEFAULTS, overdueMax: 5 } });
  });

  it('a due moment set or changed goes with the zone it was chosen in (the browser’s)', () => {
    const created = dueRequestFields(prepareDue({ ...emptyDue(), dueAt: '2026-12-15T23:30' }), null, 'America/New_York');
    expect(created.dueTimeZone).toBe('America/New_York');
    const loaded = dueFromChecklist({ dueAt: new Date(2026, 2, 3, 14, 0).toISOString(), reminders: REMINDER_DEFAULTS });
    const moved = dueRequestFields(prepareDue({ ...loaded, dueAt: '2026-03-04T14:00' }), loaded.dueOriginal, 'Europe/Berlin');
    expect(moved).toEqual({ dueAt: expect.any(String), dueTimeZone: 'Europe/Berlin' });
  });

  it('maps the server’s error keys onto the form', () => {
    expect(dueFormKey('dueAt')).toBe('dueAt');
    expect(dueFormKey('reminders.overdueMax')).toBe('reminders.overdueMax');
    expect(dueFormKey('reminders')).toBe('reminders');
    expect(dueFormKey('title')).toBeNull();
  });
});
