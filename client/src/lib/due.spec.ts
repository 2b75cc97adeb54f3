import type { ChecklistSummary, Share } from '@ticklist/contracts';
import { activeShares, canNudge, effectiveDueAt, hasWorkLeft, isPast, isShareOverdue, overdueCount } from './due';

const NOW = Date.parse('2026-03-03T12:00:00Z');
const PAST = '2026-03-02T12:00:00Z';
const FUTURE = '2026-03-04T12:00:00Z';

const share = (id: string, over: Partial<Share> = {}): Share => ({
  id,
  recipientUser: { email: `${id}@example.com` },
  sharedAt: '2026-03-01T00:00:00Z',
  completedItems: [],
  ...over,
});

const checklist = (over: Partial<ChecklistSummary> = {}): ChecklistSummary => ({
  id: 'c1',
  title: 'Onboarding',
  description: null,
  createdAt: '2026-03-01T00:00:00Z',
  items: [
    { id: 'i1', text: 'a', description: null, displayOrder: 1 },
    { id: 'i2', text: 'b', description: null, displayOrder: 2 },
  ],
  shares: [],
  ...over,
});

describe('due and overdue', () => {
  it('takes the recipient’s own due moment over the checklist’s', () => {
    expect(effectiveDueAt(share('s', { dueAt: FUTURE }), { dueAt: PAST })).toBe(FUTURE);
    expect(effectiveDueAt(share('s', { dueAt: null }), { dueAt: PAST })).toBe(PAST);
    expect(effectiveDueAt(share('s'), {})).toBeNull();
  });

  it('counts work left over the checklist’s current items only', () => {
    const c = checklist();
    expect(hasWorkLeft(share('s', { completedItems: [{ itemId: 'i1' }, { itemId: 'gone' }] }), c)).toBe(true);
    expect(hasWorkLeft(share('s', { completedItems: [{ itemId: 'i1' }, { itemId: 'i2' }] }), c)).toBe(false);
  });

  it('is overdue only past the due moment with items left', () => {
    const c = checklist({ dueAt: PAST });
    expect(isShareOverdue(share('s'), c, NOW)).toBe(true);
    expect(isShareOverdue(share('s', { dueAt: FUTURE }), c, NOW)).toBe(false);
    expect(isShareOverdue(share('s', { completedItems: [{ itemId: 'i1' }, { itemId: 'i2' }] }), c, NOW)).toBe(false);
    expect(isPast('not a date', NOW)).toBe(false);
  });

  it('counts the overdue recipients of a checklist', () => {
    const c = checklist({
      dueAt: PAST,
      shares: [share('a'), share('b', { dueAt: FUTURE }), share('c', { completedItems: [{ itemId: 'i1' }, { itemId: 'i2' }] }), share('d')],
    });
    expect(overdueCount(c, NOW)).toBe(2);
    expect(overdueCount(checklist({ shares: [share('a')] }), NOW)).toBe(0);
  });

  it('leaves revoked recipients out: never overdue, not in the overall progress', () => {
    const revoked = share('r', { revokedAt: PAST });
    const c = checklist({ dueAt: PAST, shares: [share('a'), revoked] });
    expect(isShareOverdue(revoked, c, NOW)).toBe(false);
    expect(overdueCount(c, NOW)).toBe(1);
    expect(activeShares(c.shares).map((s) => s.id)).toEqual(['a']);
  });

  it('offers a nudge only where it can work: items left, link working, checklist open', () => {
    const c = checklist();
    expect(canNudge(share('a'), c)).toBe(true);
    expect(canNudge(share('a', { revokedAt: PAST }), c)).toBe(false);
    expect(canNudge(share('a'), checklist({ closedAt: PAST }))).toBe(false);
    expect(canNudge(share('a', { completedItems: [{ itemId: 'i1' }, { itemId: 'i2' }] }), c)).toBe(false);
  });
});
