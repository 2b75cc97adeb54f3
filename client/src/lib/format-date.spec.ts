import { formatDate } from './format-date';

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
