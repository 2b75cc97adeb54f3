import type { GuestShareResponse, RespondResponse } from '@ticklist/contracts';
import type { GuestShareView } from './guest-share.service';
import type { SavedResponse } from './responses.service';

export function toGuestShareResponse({ share, items }: GuestShareView): GuestShareResponse {
  return {
    share: {
      id: share.id,
      sharedBy: { email: share.owner_email, ...(share.owner_name ? { name: share.owner_name } : {}) },
      sharedAt: new Date(share.shared_at).toISOString(),
      checklist: {
        id: share.checklist_id,
        title: share.title,
        description: share.description,
        items: items.map((i) => ({
          id: i.id,
          text: i.text,
          description: i.description,
          displayOrder: i.display_order,
          kind: i.kind,
          required: i.required,
          settings: i.settings,
          response: i.has_response ? { complete: i.complete === true, notes: i.notes } : null,
        })),
        closedAt: share.closed_at ? new Date(share.closed_at).toISOString() : null,
      },
      dueAt: share.due_at ? new Date(share.due_at).toISOString() : null,
      // Only when the moment has a zone: today's answer stays as it was for a moment in UTC.
      ...(share.due_at && share.due_time_zone ? { dueTimeZone: share.due_time_zone } : {}),
    },
  };
}

export function toRespondResponse(saved: SavedResponse): RespondResponse {
  return {
    response: { item: saved.itemId, complete: saved.complete, notes: saved.notes, updatedAt: saved.updatedAt.toISOString() },
  };
}
