import type { ChecklistPage, ChecklistSummary, GuestShareResponse, ShareProgressEvent } from '@ticklist/contracts';
import { applyProgressToChecklistData, applyProgressToGuestShare, StaleEventGuard } from './progress-cache';

const event = (over: Partial<ShareProgressEvent> = {}): ShareProgressEvent => ({
  checklistId: 'c1',
  shareId: 's1',
  recipientEmail: 'ann@example.com',
  itemId: 'i2',
  complete: true,
  completedItems: [{ itemId: 'i1' }, { itemId: 'i2' }],
  totalItems: 3,
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

const summary = (id: string): ChecklistSummary => ({
  id,
  title: id,
  description: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  items: ['i1', 'i2', 'i3'].map((item, n) => ({ id: item, text: item, description: null, displayOrder: n + 1 })),
  shares: [
    { id: 's1', recipientUser: { email: 'ann@example.com' }, sharedAt: '2026-11-02T00:00:00.000Z', completedItems: [{ itemId: 'i1' }] },
    { id: 's2', recipientUser: { email: 'bob@example.com' }, sharedAt: '2026-11-02T00:00:00.000Z', completedItems: [] },
  ],
});

const page = (...summaries: ChecklistSummary[]): ChecklistPage => ({
  items: summaries,
  pagination: { page: 1, per_page: 10, total: summaries.length, has_next: false, next_page: null },
});

describe('StaleEventGuard', () => {
  it('applies events in time order per share and drops older ones', () => {
    const guard = new StaleEventGuard();
    expect(guard.accept(event({ updatedAt: '2026-11-25T10:00:01.000Z' }))).toBe(true);
    expect(guard.accept(event({ updatedAt: '2026-11-25T10:00:00.500Z' }))).toBe(false);
    expect(guard.accept(event({ updatedAt: '2026-11-25T10:00:01.000Z' }))).toBe(true); // same instant: not older
    expect(guard.accept(event({ shareId: 's2', updatedAt: '2026-11-25T09:00:00.000Z' }))).toBe(true); // another share
    expect(guard.accept(event({ updatedAt: 'not a date' }))).toBe(false);
    guard.clear();
    expect(guard.accept(event({ updatedAt: '2026-11-25T09:00:00.000Z' }))).toBe(true);
  });
});

describe('applyProgressToChecklistData (owner views)', () => {
  it('updates the one share of the one checklist in the dashboard pages, and nothing else', () => {
    const data = { pages: [page(summary('c0'), summary('c1'))], pageParams: [1] };
    const next = applyProgressToChecklistData(data, event());
    expect(next).not.toBe(data);
    const [c0, c1] = next.pages[0]!.items;
    expect(c0).toBe(data.pages[0]!.items[0]); // untouched checklist keeps its identity
    expect(c1!.shares[0]!.completedItems).toEqual([{ itemId: 'i1' }, { itemId: 'i2' }]);
    expect(c1!.shares[1]).toBe(data.pages[0]!.items[1]!.shares[1]);
  });

  it('returns the same object when the event changes nothing (no re-render)', () => {
    const data = { pages: [page(summary('c1'))], pageParams: [1] };
    expect(applyProgressToChecklistData(data, event({ checklistId: 'elsewhere' }))).toBe(data);
    expect(applyProgressToChecklistData(data, event({ completedItems: [{ itemId: 'i1' }] }))).toBe(data);
  });

  it('handles a single page, a single summary and unknown shapes', () => {
    const single = page(summary('c1'));
    expect(applyProgressToChecklistData(single, event()).items[0]!.shares[0]!.completedItems).toHaveLength(2);
    const detail = summary('c1');
    expect(applyProgressToChecklistData(detail, event()).shares[0]!.completedItems).toHaveLength(2);
    const other = { something: 'else' };
    expect(applyProgressToChecklistData(other, event())).toBe(other);
    expect(applyProgressToChecklistData(undefined, event())).toBeUndefined();
  });
});

describe('applyProgressToGuestShare (guest page, other devices)', () => {
  const guestData = (): GuestShareResponse => ({
    share: {
      id: 's1',
      sharedBy: { email: 'owner@example.com' },
      sharedAt: '2026-11-02T00:00:00.000Z',
      checklist: {
        id: 'c1',
        title: 'Trip',
        description: null,
        items: [
          { id: 'i1', text: 'a', description: null, displayOrder: 1, response: null },
          { id: 'i2', text: 'b', description: null, displayOrder: 2, response: { complete: false, notes: 'keep me' } },
          { id: 'i3', text: 'c', description: null, displayOrder: 3, response: { complete: true, notes: null } },
        ],
      },
    },
  });

  it('the event’s item takes its state, the others follow completedItems, notes are kept', () => {
    const next = applyProgressToGuestShare(guestData(), event())!;
    expect(next.share.checklist.items.map((i) => i.response)).toEqual([
      { complete: true, notes: null },
      { complete: true, notes: 'keep me' },
      { complete: false, notes: null },
    ]);
  });

  it('with a local save in flight only the event’s item changes', () => {
    const next = applyProgressToGuestShare(guestData(), event(), true)!;
    expect(next.share.checklist.items.map((i) => i.response?.complete ?? false)).toEqual([false, true, true]);
  });

  it('ignores another share’s events and returns the same object when nothing changes', () => {
    const data = guestData();
    expect(applyProgressToGuestShare(data, event({ shareId: 's9' }))).toBe(data);
    const same = event({ itemId: 'i3', complete: true, completedItems: [{ itemId: 'i3' }] });
    expect(applyProgressToGuestShare(data, same)).toBe(data);
  });
});
