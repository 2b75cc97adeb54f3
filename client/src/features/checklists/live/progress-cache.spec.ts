import type { ChecklistPage, ChecklistSummary } from '@ticklist/contracts';
import { progressEvent } from '@/lib/realtime/progress-event.fixture';
import { applyProgressToList } from './progress-cache';

const event = progressEvent;

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

describe('applyProgressToList (owner dashboard)', () => {
  it('updates the one share of the one checklist in the dashboard pages, and nothing else', () => {
    const data = { pages: [page(summary('c0'), summary('c1'))], pageParams: [1] };
    const next = applyProgressToList(data, event())!;
    expect(next).not.toBe(data);
    const [c0, c1] = next.pages[0]!.items;
    expect(c0).toBe(data.pages[0]!.items[0]); // untouched checklist keeps its identity
    expect(c1!.shares[0]!.completedItems).toEqual([{ itemId: 'i1' }, { itemId: 'i2' }]);
    expect(c1!.shares[1]).toBe(data.pages[0]!.items[1]!.shares[1]);
  });

  it('returns the same object when the event changes nothing (no re-render)', () => {
    const data = { pages: [page(summary('c1'))], pageParams: [1] };
    expect(applyProgressToList(data, event({ checklistId: 'elsewhere' }))).toBe(data);
    expect(applyProgressToList(data, event({ completedItems: [{ itemId: 'i1' }] }))).toBe(data);
  });

  it('leaves an empty cache empty', () => {
    expect(applyProgressToList(undefined, event())).toBeUndefined();
  });
});
