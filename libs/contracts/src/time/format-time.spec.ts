import { canonicalTimeZone, formatAgo, formatDate, formatDateTime, formatDueMoment, timeZoneName } from './format-time';

describe('the one time formatter', () => {
  it("a due moment chosen in New York at 23:30 stays Tuesday 15 December 23:30, with New York's zone named", () => {
    const dueAt = new Date('2026-12-15T23:30:00-05:00').toISOString();
    expect(formatDueMoment(dueAt, 'America/New_York', 'en-GB')).toBe('Tuesday, 15 December 2026 at 23:30 Eastern Standard Time');
    expect(formatDueMoment(dueAt, 'America/New_York', 'en-US')).toBe('Tuesday, December 15, 2026 at 11:30 PM Eastern Standard Time');
  });

  it('a due moment without a zone, or with one the runtime does not know, reads in UTC, named', () => {
    expect(formatDueMoment('2026-03-10T17:00:00.000Z', null, 'en-GB')).toBe('Tuesday, 10 March 2026 at 17:00 UTC');
    expect(formatDueMoment('2026-03-10T17:00:00.000Z', 'Mars/Olympus', 'en-GB')).toBe('Tuesday, 10 March 2026 at 17:00 UTC');
  });

  it('names the zone as it is at that moment (summer time)', () => {
    expect(timeZoneName('2026-07-01T12:00:00Z', 'Europe/Berlin', 'en-GB')).toBe('Central European Summer Time');
    expect(timeZoneName('2026-07-01T12:00:00Z', 'Etc/UTC', 'en-GB')).toBe('UTC');
  });

  it('knows IANA zones, whatever their case, and nothing else', () => {
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    for (const bad of ['Mars/Olympus', '', 'x'.repeat(65), 42, null, '+05:00 but not a zone']) expect(canonicalTimeZone(bad)).toBeNull();
  });

  it('writes dates one way, month in words, in the reader’s locale', () => {
    expect(formatDate('2026-11-29T03:58:00Z', 'en-GB')).toBe('29 Nov 2026');
    expect(formatDate('2026-11-29T03:58:00Z', 'en-US')).toBe('Nov 29, 2026');
    expect(formatDateTime('2026-11-29T03:58:00Z', 'en-GB')).toMatch(/^29 Nov 2026, \d{2}:\d{2}$/);
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('says how long ago in words where recency matters', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const ago = (ms: number) => formatAgo(new Date(now - ms).toISOString(), now, 'en-GB');
    expect(ago(10_000)).toBe('just now');
    expect(ago(-5_000)).toBe('just now');
    expect(ago(2 * 60_000)).toBe('2 minutes ago');
    expect(ago(3 * 3_600_000 + 59 * 60_000)).toBe('3 hours ago');
    expect(ago(86_400_000)).toBe('yesterday');
    expect(ago(3 * 86_400_000)).toBe('3 days ago');
    expect(ago(10 * 86_400_000)).toBe('on 28 Feb 2026');
    expect(formatAgo('soon', now)).toBe('soon');
  });
});
