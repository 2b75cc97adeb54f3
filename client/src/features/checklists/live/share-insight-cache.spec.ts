import type { Share } from '@ticklist/contracts';
import { dashboardFixture, shareFixture, summaryFixture } from './dashboard-cache.fixture';
import { applyActivityToList, applyDeliveryToList } from './share-cache';

const share = (id: string, over: Partial<Share> = {}): Share =>
  shareFixture(id, { delivery: { status: 'queued', at: '2026-11-02T00:00:00.000Z' }, firstOpenedAt: null, ...over });
const data = () => dashboardFixture(summaryFixture('c1', [], [share('s1'), share('s2')]));

describe('delivery and activity in the owner dashboard cache', () => {
  it('takes a newer delivery state and ignores an older one', () => {
    const failed = { status: 'failed' as const, at: '2026-11-02T00:00:05.000Z', error: 'the mail server refused this address' };
    const next = applyDeliveryToList(data(), { checklistId: 'c1', shareId: 's1', delivery: failed })!;
    expect(next.pages[0]!.items[0]!.shares[0]!.delivery).toEqual(failed);
    const older = { status: 'queued' as const, at: '2026-11-02T00:00:01.000Z' };
    expect(applyDeliveryToList(next, { checklistId: 'c1', shareId: 's1', delivery: older })).toBe(next);
  });

  it('an opening sets the first one only when none is known; other kinds change nothing', () => {
    const opened = { checklistId: 'c1', shareId: 's2', entry: { id: '1', kind: 'opened' as const, at: '2026-11-03T08:00:00.000Z' } };
    const next = applyActivityToList(data(), opened)!;
    expect(next.pages[0]!.items[0]!.shares[1]!.firstOpenedAt).toBe(opened.entry.at);
    expect(applyActivityToList(next, { ...opened, entry: { ...opened.entry, id: '2', at: '2026-11-04T08:00:00.000Z' } })).toBe(next);
    const before = data();
    expect(applyActivityToList(before, { ...opened, entry: { id: '3', kind: 'item_ticked', at: opened.entry.at, item: null } })).toBe(before);
  });
});
