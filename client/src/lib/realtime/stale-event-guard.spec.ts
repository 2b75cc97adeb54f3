import { StaleEventGuard } from './stale-event-guard';

const event = (shareId: string, updatedAt: string, seq?: number) => ({ shareId, updatedAt, seq });

describe('StaleEventGuard', () => {
  it('applies events in time order per share and drops older ones', () => {
    const guard = new StaleEventGuard();
    expect(guard.accept(event('s1', '2026-11-25T10:00:01.000Z'))).toBe(true);
    expect(guard.accept(event('s1', '2026-11-25T10:00:00.500Z'))).toBe(false);
    expect(guard.accept(event('s1', '2026-11-25T10:00:01.000Z'))).toBe(true); // same instant: not older
    expect(guard.accept(event('s2', '2026-11-25T09:00:00.000Z'))).toBe(true); // another share
    expect(guard.accept(event('s1', 'not a date'))).toBe(false);
    guard.clear();
    expect(guard.accept(event('s1', '2026-11-25T09:00:00.000Z'))).toBe(true);
  });

  it('takes a share with nothing saved (null) only while no event of it was applied', () => {
    const guard = new StaleEventGuard();
    expect(guard.accept({ shareId: 's1', updatedAt: null })).toBe(true);
    expect(guard.accept(event('s1', '2026-11-25T10:00:00.000Z'))).toBe(true);
    expect(guard.accept({ shareId: 's1', updatedAt: null })).toBe(false);
  });

  it('orders by seq when both carry it: saves within one millisecond are told apart, and seq wins over time', () => {
    const guard = new StaleEventGuard();
    expect(guard.accept(event('s1', '2026-11-25T10:00:00.000300Z', 7))).toBe(true);
    // Same millisecond, earlier save: time alone cannot tell, seq can.
    expect(guard.accept(event('s1', '2026-11-25T10:00:00.000100Z', 6))).toBe(false);
    expect(guard.accept(event('s1', '2026-11-25T10:00:00.000400Z', 8))).toBe(true);
    // The same event twice is not older.
    expect(guard.accept(event('s1', '2026-11-25T10:00:00.000400Z', 8))).toBe(true);
    // A higher seq is newer whatever its time says.
    expect(guard.accept(event('s1', '2026-11-25T09:59:59.000Z', 9))).toBe(true);
    expect(guard.accept(event('s1', '2026-11-25T11:00:00.000Z', 5))).toBe(false);
  });

  it('falls back to time when either side has no seq', () => {
    const guard = new StaleEventGuard();
    expect(guard.accept(event('s1', '2026-11-25T10:00:01.000Z', 3))).toBe(true);
    expect(guard.accept(event('s1', '2026-11-25T10:00:00.000Z'))).toBe(false);
    expect(guard.accept(event('s1', '2026-11-25T10:00:02.000Z'))).toBe(true);
    // The last applied had no seq: time decides.
    expect(guard.accept(event('s1', '2026-11-25T10:00:01.500Z', 99))).toBe(false);
    expect(guard.accept(event('s1', '2026-11-25T10:00:02.000Z', 4))).toBe(true);
  });
});
