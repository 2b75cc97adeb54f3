import type { AnswerValue, GuestShareResponse, RespondResponse } from '@ticklist/contracts';
import { toShareReview } from '../review/review.mapper';
import type { GuestShareView } from './guest-share.service';
import type { SavedResponse } from './responses.service';

export function toGuestShareResponse(view: GuestShareView): GuestShareResponse {
  const { share, items, files } = view;
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
          response: i.has_response ? { complete: i.complete === true, notes: i.notes, answer: guestAnswer(i), files: files?.get(i.id) ?? [] } : null,
        })),
        closedAt: share.closed_at ? new Date(share.closed_at).toISOString() : null,
      },
      dueAt: share.due_at ? new Date(share.due_at).toISOString() : null,
      // Only when the moment has a zone: today's answer stays as it was for a moment in UTC.
      ...(share.due_at && share.due_time_zone ? { dueTimeZone: share.due_time_zone } : {}),
      // Issue 45: only when the recipient has their own zone.
      ...(share.time_zone ? { timeZone: share.time_zone } : {}),
      run: view.run ?? null,
      pastRuns: view.pastRuns ?? [],
      // Issue 48: only when the share has a review.
      ...(share.review ? { review: toShareReview(share.review) } : {}),
    },
  };
}

export function toRespondResponse(saved: SavedResponse): RespondResponse {
  return {
    response: {
      item: saved.itemId,
      complete: saved.complete,
      notes: saved.notes,
      updatedAt: saved.updatedAt,
      // Only on an answer save (issue 46): today's tick and note answers stay as they were.
      ...(saved.answer !== undefined ? { answer: saved.answer as AnswerValue, files: saved.files ?? [], flagged: saved.flagged ?? false } : {}),
    },
  };
}

/** A tick box's answer is its tick (saved as `complete` or as an answer); other kinds keep theirs. */
function guestAnswer(item: GuestShareView['items'][number]): AnswerValue {
  if (item.kind === 'check') return item.complete === true;
  return (item.answer ?? null) as AnswerValue;
}
