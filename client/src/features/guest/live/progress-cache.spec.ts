import type { GuestShareResponse } from '@ticklist/contracts';
import { progressEvent } from '@/lib/realtime/progress-event.fixture';
import { guestShareFixture } from '../guest-share.fixture';
import { applyProgressToGuestShare } from './progress-cache';

const event = progressEvent;

describe('applyProgressToGuestShare (guest page, other devices)', () => {
  const guestData = (): GuestShareResponse =>
    guestShareFixture([
      { id: 'i1', text: 'a', description: null, displayOrder: 1, response: null },
      { id: 'i2', text: 'b', description: null, displayOrder: 2, response: { complete: false, notes: 'keep me' } },
      { id: 'i3', text: 'c', description: null, displayOrder: 3, response: { complete: true, notes: null } },
    ]);

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
