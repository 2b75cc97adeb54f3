import type { GuestShareResponse } from '@ticklist/contracts';

type GuestItem = GuestShareResponse['share']['checklist']['items'][number];

/** A guest page's data for specs: share s1 of checklist c1 ('Trip', from owner@example.com) with these items. */
export const guestShareFixture = (items: GuestItem[]): GuestShareResponse => ({
  share: {
    id: 's1',
    sharedBy: { email: 'owner@example.com' },
    sharedAt: '2026-11-02T00:00:00.000Z',
    checklist: { id: 'c1', title: 'Trip', description: null, items },
  },
});
