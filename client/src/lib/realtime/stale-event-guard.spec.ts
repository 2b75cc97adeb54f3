import { StaleEventGuard } from './stale-event-guard';

const event = (shareId: string, updatedAt: string) => ({ shareId, updatedAt });

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
});
