import type { ShareProgressEvent } from '@ticklist/contracts';

/** A `share:progress` event for specs: share s1 of checklist c1, item i2 just ticked (i1, i2 of 3 done). */
export const progressEvent = (over: Partial<ShareProgressEvent> = {}): ShareProgressEvent => ({
  checklistId: 'c1',
  shareId: 's1',
  recipientEmail: 'ann@example.com',
  itemId: 'i2',
  complete: true,
  completedItems: [{ itemId: 'i1' }, { itemId: 'i2' }],
  totalItems: 3,
  updatedAt: '2026-11-25T10:00:00.000000Z',
  seq: 2,
  ...over,
});
