import type { ChecklistSummary, Share } from '@ticklist/contracts';
import { dashboardFixture, shareFixture, summaryFixture } from './dashboard-cache.fixture';
import { applyDeliveryToList, applyPresenceToList, applyRemindedToList, replaceShare } from './share-cache';

const share = (id: string, over: Partial<Share> = {}): Share =>
  shareFixture(id, { completedItems: [{ itemId: 'i1' }], remindersSent: 0, lastRemindedAt: null, nextNudgeAt: null, ...over });
const summary = (id: string): ChecklistSummary => summaryFixture(id, [{ id: 'i1', text: 'a', description: null, displayOrder: 1 }], [share('s1'), share('s2')]);
const data = () => dashboardFixture(summary('c0'), summary('c1'));

describe('share cache (owner dashboard)', () => {
  it('replaces one share with the server’s answer and leaves the rest as they were', () => {
    const before = data();
    const next = replaceShare(before, 'c1', { ...share('s1', { dueAt: '2026-12-01T10:00:00.000Z' }) })!;
    const [c0, c1] = next.pages[0]!.items;
    expect(c0).toBe(before.pages[0]!.items[0]);
    expect(c1!.shares[0]!.dueAt).toBe('2026-12-01T10:00:00.000Z');
    expect(c1!.shares[1]).toBe(before.pages[0]!.items[1]!.shares[1]);
  });

  it('applies share:reminded: count, last date and a next nudge no earlier than the quiet hours', () => {
    const before = data();
    const event = { checklistId: 'c1', shareId: 's2', remindersSent: 2, lastRemindedAt: '2026-11-25T10:00:00.000Z' };
    const next = applyRemindedToList(before, event)!;
    const s2 = next.pages[0]!.items[1]!.shares[1]!;
    expect(s2.remindersSent).toBe(2);
    expect(s2.lastRemindedAt).toBe('2026-11-25T10:00:00.000Z');
    expect(s2.nextNudgeAt).toBe('2026-11-26T06:00:00.000Z');
    // The same event again (another tab's nudge answer came first) changes nothing.
    expect(applyRemindedToList(next, event)).toBe(next);
  });

  it('share:delivery of a sent invitation: the next nudge a day after it (the invitation counts as one); a failed one changes no nudge', () => {
    const sent = applyDeliveryToList(data(), { checklistId: 'c1', shareId: 's2', delivery: { status: 'sent', at: '2026-11-25T10:00:00.000Z' } })!;
    expect(sent.pages[0]!.items[1]!.shares[1]).toMatchObject({ delivery: { status: 'sent' }, nextNudgeAt: '2026-11-26T10:00:00.000Z' });
    const failed = applyDeliveryToList(data(), { checklistId: 'c1', shareId: 's2', delivery: { status: 'failed', at: '2026-11-25T10:00:00.000Z' } })!;
    expect(failed.pages[0]!.items[1]!.shares[1]!.nextNudgeAt).toBeNull();
  });

  it('keeps an older event from winding the count back', () => {
    const before = dashboardFixture({ ...summary('c1'), shares: [share('s1', { remindersSent: 3, lastRemindedAt: '2026-11-25T10:00:00.000Z' })] });
    const stale = { checklistId: 'c1', shareId: 's1', remindersSent: 2, lastRemindedAt: '2026-11-24T10:00:00.000Z' };
    expect(applyRemindedToList(before, stale)).toBe(before);
  });

  it('leaves other checklists and an empty cache alone', () => {
    const before = data();
    expect(applyRemindedToList(before, { checklistId: 'elsewhere', shareId: 's1', remindersSent: 1, lastRemindedAt: '2026-11-25T10:00:00.000Z' })).toBe(before);
    expect(replaceShare(undefined, 'c1', share('s1'))).toBeUndefined();
  });

  it('share:presence sets viewing and the last sighting; an older event is dropped', () => {
    const before = data();
    const on = applyPresenceToList(before, { checklistId: 'c1', shareId: 's2', viewing: true, lastSeenAt: '2026-11-03T10:00:00.000Z' })!;
    expect(on.pages[0]!.items[1]!.shares[1]).toMatchObject({ viewing: true, lastSeenAt: '2026-11-03T10:00:00.000Z' });
    expect(on.pages[0]!.items[0]).toBe(before.pages[0]!.items[0]);
    const off = applyPresenceToList(on, { checklistId: 'c1', shareId: 's2', viewing: false, lastSeenAt: '2026-11-03T10:05:00.000Z' })!;
    expect(off.pages[0]!.items[1]!.shares[1]).toMatchObject({ viewing: false, lastSeenAt: '2026-11-03T10:05:00.000Z' });
    // The "viewing" of 10:00 arriving late changes nothing.
    expect(applyPresenceToList(off, { checklistId: 'c1', shareId: 's2', viewing: true, lastSeenAt: '2026-11-03T10:00:00.000Z' })).toBe(off);
  });
});
