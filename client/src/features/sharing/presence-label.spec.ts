import { RECIPIENT_UI_TEXTS as R } from '@ticklist/contracts';
import { formatDuration } from './insight-format';
import { presenceLabel } from './presence-label';

const now = Date.parse('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('presence label', () => {
  it('viewing wins over any last sighting', () => {
    expect(presenceLabel({ viewing: true, lastSeenAt: ago(3_600_000) }, now)).toBe(R.viewingNow);
  });
  it('never seen: nothing to say', () => {
    expect(presenceLabel({ viewing: false, lastSeenAt: null }, now)).toBeNull();
    expect(presenceLabel({}, now)).toBeNull();
  });
  it('within a minute: just now; then how long ago', () => {
    expect(presenceLabel({ viewing: false, lastSeenAt: ago(5_000) }, now)).toBe(R.lastSeenJustNow);
    expect(presenceLabel({ viewing: false, lastSeenAt: ago(5 * 60_000) }, now)).toBe(R.lastSeen('5 minutes ago'));
    expect(presenceLabel({ viewing: false, lastSeenAt: ago(2 * 3_600_000 + 1) }, now)).toBe(R.lastSeen('2 hours ago'));
    expect(presenceLabel({ viewing: false, lastSeenAt: ago(3 * 86_400_000) }, now)).toBe(R.lastSeen('3 days ago'));
  });
});

describe('median durations', () => {
  it('seconds, minutes, hours and days, rounded', () => {
    expect(formatDuration(40.4)).toBe('40 s');
    expect(formatDuration(12 * 60 + 10)).toBe('12 min');
    expect(formatDuration(3 * 3600)).toBe('3 h');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(formatDuration(2 * 86400 + 4 * 3600)).toBe('2 d 4 h');
  });
});
