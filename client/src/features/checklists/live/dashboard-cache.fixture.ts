import type { ChecklistPage, ChecklistSummary, Item, Share } from '@ticklist/contracts';

/** A share for specs: recipient `<id>@example.com`, nothing done yet, with `over` on top. */
export const shareFixture = (id: string, over: Partial<Share> = {}): Share => ({
  id,
  recipientUser: { email: `${id}@example.com` },
  sharedAt: '2026-11-02T00:00:00.000Z',
  completedItems: [],
  ...over,
});

/** A checklist titled `id` with these items and shares. */
export const summaryFixture = (id: string, items: Item[], shares: Share[]): ChecklistSummary => ({
  id,
  title: id,
  description: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  items,
  shares,
});

/** The dashboard query's data: one first page holding these checklists. */
export const dashboardFixture = (...summaries: ChecklistSummary[]) => ({
  pages: [{ items: summaries, pagination: { page: 1, per_page: 10, total: summaries.length, has_next: false, next_page: null } } satisfies ChecklistPage],
  pageParams: [1],
});
