import { REMINDER_DEFAULTS } from '@ticklist/contracts';
import { DomainError, FieldErrors } from '../../common/domain-error';
import { parseMoment, readNudgeMessage, readReminders } from './follow-up-input';

describe('follow-through input', () => {
  it('reads ISO 8601 moments with an offset, kept to the minute, in UTC', () => {
    expect(parseMoment('2030-03-03T17:45:59.999+01:00')?.toISOString()).toBe('2030-03-03T16:45:00.000Z');
    expect(parseMoment('2030-03-03T17:45+0130')?.toISOString()).toBe('2030-03-03T16:15:00.000Z');
    expect(parseMoment('2030-03-03T17:45Z')?.toISOString()).toBe('2030-03-03T17:45:00.000Z');
    for (const bad of ['2030-03-03', '2030-03-03T17:45', '2030-02-29T10:00Z', '2030-13-01T10:00Z', '2030-01-01T24:00Z', '2030-01-01T10:00+25:00', 'soon', '1969-12-31T23:59Z']) {
      expect(parseMoment(bad)).toBeNull();
    }
    expect(parseMoment('2028-02-29T10:00Z')).not.toBeNull();
  });

  it('fills rules left out with their defaults; null turns one off; bad values and types are told apart', () => {
    const types = new FieldErrors();
    const rules = new FieldErrors();
    expect(readReminders({ overdueMax: null }, types, rules)).toEqual({ ...REMINDER_DEFAULTS, overdueMax: null });
    readReminders({ beforeDueDays: 31, overdueEveryDays: '2', extra: 1 }, types, rules);
    expect(types.has('reminders.overdueEveryDays')).toBe(true);
    expect(rules.has('reminders.beforeDueDays') && rules.has('reminders.extra')).toBe(true);
  });

  it('a nudge message is one trimmed line of at most 200 characters, or null', () => {
    expect(readNudgeMessage(' Could you\r\n  finish\tthis? ')).toBe('Could you finish this?');
    expect(readNudgeMessage('   ')).toBeNull();
    expect(readNudgeMessage(undefined)).toBeNull();
    expect(readNudgeMessage('é'.repeat(200))).toHaveLength(200);
    expect(() => readNudgeMessage('x'.repeat(201))).toThrow(DomainError);
  });
});
