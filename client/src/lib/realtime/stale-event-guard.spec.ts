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

  it('takes a share with nothing saved (null) only while no event of it was applied', () => {
    const guard = new StaleEventGuard();
    expect(guard.accept({ shareId: 's1', updatedAt: null })).toBe(true);
    expect(guard.accept(event('s1', '2026-11-25T10:00:00.000Z'))).toBe(true);
    expect(guard.accept({ shareId: 's1', updatedAt: null })).toBe(false);
  });
});
