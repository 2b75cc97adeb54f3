import { formatAgo } from './format-ago';

describe('formatAgo', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => formatAgo(new Date(now - ms).toISOString(), now, 'en-GB');

  it('says how long ago, coarser with time', () => {
    expect(ago(10_000)).toBe('just now');
    expect(ago(5 * 60_000)).toBe('5 min ago');
    expect(ago(2 * 3_600_000 + 59 * 60_000)).toBe('2 h ago');
    expect(ago(3 * 86_400_000)).toBe('3 d ago');
    expect(ago(10 * 86_400_000)).toBe('on 28/02/2026');
  });

  it('a moment a little ahead of the clock is just now; a non-date stays as it was', () => {
    expect(ago(-5_000)).toBe('just now');
    expect(formatAgo('soon', now)).toBe('soon');
  });
});
