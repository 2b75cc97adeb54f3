import type { ShareMessage } from '@ticklist/contracts';
import type { MessageRow } from './share-messages.repository';

/** Exactly the contract's fields of a message. */
export function toShareMessage(row: MessageRow): ShareMessage {
  return {
    id: row.id,
    author: row.author,
    authorName: row.author_name,
    text: row.text,
    itemId: row.item_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
