import { formatDate, formatDateTime, formatDayMonth } from './format-date';

describe('formatDate', () => {
  it('shows an ISO timestamp as the locale writes a date', () => {
    expect(formatDate('2025-11-21T10:00:00.000Z', 'en-GB')).toBe('21/11/2025');
    expect(formatDate('2025-11-21T10:00:00.000Z', 'en-US')).toBe('11/21/2025');
  });

  it('uses the user’s locale by default', () => {
    const iso = '2025-11-21T10:00:00.000Z';
    expect(formatDate(iso)).toBe(new Date(iso).toLocaleDateString());
  });

  it('returns input that is not a date unchanged', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('')).toBe('');
  });
});

describe('formatDateTime and formatDayMonth', () => {
  const iso = '2026-03-03T14:05:00.000Z';

  it('writes the date with its time, in the reader’s zone and locale', () => {
    const local = new Date(iso);
    const text = formatDateTime(iso, 'en-GB');
    expect(text).toContain(String(local.getDate()));
    expect(text).toContain(`${String(local.getHours()).padStart(2, '0')}:05`);
    expect(text).toContain('2026');
  });

  it('writes day and month only', () => {
    expect(formatDayMonth('2026-03-03T12:00:00.000Z', 'en-GB')).toMatch(/^[2-4] Mar$/);
  });

  it('returns input that is not a date unchanged', () => {
    expect(formatDateTime('nope')).toBe('nope');
    expect(formatDayMonth('nope')).toBe('nope');
  });
});
