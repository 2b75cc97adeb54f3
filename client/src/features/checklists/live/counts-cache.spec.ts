import type { ChecklistCounts } from '@ticklist/contracts';
import type { ListedChecklist } from '../api/listed-checklist';
import { countsNeedServer, patchCountsInList } from './counts-cache';
import { dashboardFixture, shareFixture, summaryFixture } from './dashboard-cache.fixture';
import { applyProgressToList } from './progress-cache';

const items = ['i1', 'i2'].map((id, n) => ({ id, text: id, description: null, displayOrder: n + 1 }));
const zero: ChecklistCounts = { recipients: 0, done: 0, inProgress: 0, notOpened: 0, overdue: 0, flagged: 0, active: 0, itemsDone: 0 };

/** A light-list checklist: 7 recipients counted, two rows loaded (ann ticked i1, bob nothing; both past due). */
const listed = (): ListedChecklist => ({
  ...summaryFixture('c1', items, [
    shareFixture('ann', { completedItems: [{ itemId: 'i1' }] }),
    shareFixture('bob'),
  ]),
  dueAt: '2026-11-03T00:00:00.000Z',
  counts: { ...zero, recipients: 7, inProgress: 3, notOpened: 4, overdue: 5, active: 7, itemsDone: 3 },
  sharesNextCursor: 'next',
});

const countsIn = (data: ReturnType<typeof dashboardFixture> | undefined) => (data!.pages[0]!.items[0] as ListedChecklist).counts;
const tick = (shareId: string, completed: string[]) => ({
  checklistId: 'c1',
  shareId,
  recipientEmail: `${shareId}@example.com`,
  itemId: completed[0] ?? 'i1',
  complete: true,
  completedItems: completed.map((itemId) => ({ itemId })),
  totalItems: 2,
  updatedAt: '2026-11-05T00:00:00.000Z',
});

describe('the dashboard counts follow share:progress (issue 44)', () => {
  it('a loaded row moves the summary at once: done, in progress, not opened, overdue and the items done', () => {
    const data = dashboardFixture(listed());
    const annDone = applyProgressToList(data, tick('ann', ['i1', 'i2']));
    expect(countsIn(annDone)).toEqual({ ...zero, recipients: 7, done: 1, inProgress: 2, notOpened: 4, overdue: 4, active: 7, itemsDone: 4 });
    const bobStarted = applyProgressToList(annDone, tick('bob', ['i2']));
    expect(countsIn(bobStarted)).toEqual({ ...zero, recipients: 7, done: 1, inProgress: 3, notOpened: 3, overdue: 4, active: 7, itemsDone: 5 });
  });

  it('a recipient whose row is not loaded: the counts are the server\'s to say', () => {
    const data = dashboardFixture(listed());
    expect(applyProgressToList(data, tick('cid', ['i1']))).toBe(data);
    expect(countsNeedServer(data, 'c1', 'cid')).toBe(true);
    expect(countsNeedServer(data, 'c1', 'ann')).toBe(false);
    const fresh = { ...zero, recipients: 7, inProgress: 4, notOpened: 3, overdue: 5, active: 7, itemsDone: 4 };
    expect(countsIn(patchCountsInList(data, 'c1', fresh))).toEqual(fresh);
    expect(patchCountsInList(data, 'c1', listed().counts!)).toBe(data);
  });
});
