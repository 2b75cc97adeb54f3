import { REMINDER_DEFAULTS } from '@ticklist/contracts';
import { DAY_MS, latestPassedSlot, reminderSlots } from './reminder-slots';

const due = new Date('2026-03-10T17:00:00.000Z');
const sharedAt = new Date('2026-03-01T09:00:00.000Z');
const at = (offsetMs: number) => new Date(due.getTime() + offsetMs);

describe('reminder slots', () => {
  it('with the defaults: one day before, then at the due moment and every 2 days, 3 times', () => {
    expect(reminderSlots(due, REMINDER_DEFAULTS, sharedAt).map((s) => [s.kind, s.at.toISOString()])).toEqual([
      ['before', '2026-03-09T17:00:00.000Z'],
      ['overdue', '2026-03-10T17:00:00.000Z'],
      ['overdue', '2026-03-12T17:00:00.000Z'],
      ['overdue', '2026-03-14T17:00:00.000Z'],
    ]);
  });

  it('sends only the latest passed slot; none before the first', () => {
    expect(latestPassedSlot(due, REMINDER_DEFAULTS, sharedAt, at(-DAY_MS - 60_000))).toBeNull();
    expect(latestPassedSlot(due, REMINDER_DEFAULTS, sharedAt, at(-DAY_MS))?.key).toBe('before:2026-03-10T17:00:00.000Z');
    expect(latestPassedSlot(due, REMINDER_DEFAULTS, sharedAt, at(3 * DAY_MS))?.key).toBe('overdue:2026-03-10T17:00:00.000Z:1');
    expect(latestPassedSlot(due, REMINDER_DEFAULTS, sharedAt, at(365 * DAY_MS))?.key).toBe('overdue:2026-03-10T17:00:00.000Z:2');
  });

  it('a rule set to null is off; before-due 0 is no reminder before', () => {
    expect(reminderSlots(due, { beforeDueDays: null, overdueEveryDays: null, overdueMax: 3 }, sharedAt)).toEqual([]);
    expect(reminderSlots(due, { beforeDueDays: 0, overdueEveryDays: 1, overdueMax: null }, sharedAt)).toEqual([]);
  });

  it('skips slots from before the share was made', () => {
    const late = at(DAY_MS);
    expect(reminderSlots(due, REMINDER_DEFAULTS, late).map((s) => s.key)).toEqual([
      'overdue:2026-03-10T17:00:00.000Z:1',
      'overdue:2026-03-10T17:00:00.000Z:2',
    ]);
  });
});
