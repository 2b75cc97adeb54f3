import { fromDateTimeLocal, sameMinute, toDateTimeLocal } from './date-time-local';

describe('datetime-local conversions', () => {
  it('round-trips a wall-clock value through an ISO moment with the local offset', () => {
    const iso = fromDateTimeLocal('2026-03-03T14:05')!;
    expect(iso).toMatch(/^2026-03-03T14:05:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getHours()).toBe(14);
    expect(toDateTimeLocal(iso)).toBe('2026-03-03T14:05');
  });

  it('keeps the minute, dropping seconds', () => {
    expect(fromDateTimeLocal('2026-07-01T09:30:45')).toMatch(/^2026-07-01T09:30:00/);
  });

  it('shows a server moment in local time', () => {
    const d = new Date(2026, 10, 25, 8, 7);
    expect(toDateTimeLocal(d.toISOString())).toBe('2026-11-25T08:07');
  });

  it('refuses empty, partial and impossible values', () => {
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('2026-03-03')).toBeNull();
    expect(fromDateTimeLocal('2026-02-31T10:00')).toBeNull();
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal('garbage')).toBe('');
  });

  it('compares moments to the minute', () => {
    expect(sameMinute('2026-03-03T14:05:00Z', '2026-03-03T15:05:30+01:00')).toBe(true);
    expect(sameMinute('2026-03-03T14:05:00Z', '2026-03-03T14:06:00Z')).toBe(false);
    expect(sameMinute(null, undefined)).toBe(true);
    expect(sameMinute(null, '2026-03-03T14:05:00Z')).toBe(false);
  });
});
