import { Injectable } from '@nestjs/common';
import type { MessageAuthor } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import type { KeysetCursor } from '../../common/keyset-cursor';
import { epochMicros, fromEpochMicros, isoTimestamp } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import { checklistRefJson, shareRefJson, webhookOutboxCtes } from '../webhooks/webhook-outbox.sql';

/** A message as the routes answer it, with where it belongs. */
export interface MessageRow {
  id: string;
  share_id: string;
  checklist_id: string;
  item_id: string | null;
  author: MessageAuthor;
  author_name: string;
  text: string;
  created_at: Date;
}

export type MessagePageRow = MessageRow & { at_us: string };

/** One recipient of one owner's checklist, as the owner's message routes need it. */
export interface OwnedThreadRow {
  share_id: string;
  closed_at: Date | null;
}

/** Messages one mail carries: one thread (share and item), one direction. */
export interface ClaimedThreadRow {
  share_id: string;
  item_id: string | null;
  author: MessageAuthor;
  message_ids: string[];
}

/** A message to mail, with what the mail says around it. */
export interface MailedMessageRow {
  id: string;
  share_id: string;
  checklist_id: string;
  item_id: string | null;
  item_text: string | null;
  author: MessageAuthor;
  text: string;
  title: string;
  owner_id: string;
  owner_email: string;
  owner_name: string | null;
  owner_mails: boolean;
  recipient_id: string;
  recipient_email: string;
  recipient_mails: boolean;
  access_token_encrypted: string;
}

/** The message's columns with its author's name: the owner by username (else address), the recipient by address. */
const MESSAGE_COLUMNS = (m: string) => `${m}.id, ${m}.share_id, s.checklist_id, ${m}.item_id, ${m}.author, ${m}.text, ${m}.created_at,
  CASE ${m}.author WHEN 'owner' THEN COALESCE(NULLIF(o.username, ''), o.email) ELSE r.email END AS author_name`;
const JOIN_PEOPLE = `JOIN shares s ON s.id = m.share_id JOIN checklists c ON c.id = s.checklist_id
  JOIN users o ON o.id = c.owner_id JOIN users r ON r.id = s.recipient_id`;

/** Every statement on `share_messages`. The (share_id, created_at, id) index serves each page as one range scan. */
@Injectable()
export class ShareMessagesRepository extends SqlRepository {
  /** The share when it is on the owner's checklist, with the checklist's closing. */
  async ownedThread(ownerId: string, checklistId: string, shareId: string): Promise<OwnedThreadRow | null> {
    const rows: OwnedThreadRow[] = await this.db().query(
      `SELECT s.id AS share_id, c.closed_at FROM shares s JOIN checklists c ON c.id = s.checklist_id
        WHERE s.id = $1 AND s.checklist_id = $2 AND c.owner_id = $3`,
      [shareId, checklistId, ownerId],
    );
    return rows[0] ?? null;
  }

  /**
   * Stores a message and, in the same statement, its `message.created` webhook events (the outbox
   * commits with it). Null when `itemId` is not an item of the share's checklist.
   */
  async insert(shareId: string, itemId: string | null, author: MessageAuthor, text: string): Promise<MessageRow | null> {
    const rows: MessageRow[] = await this.db().query(
      `WITH m AS (
         INSERT INTO share_messages (share_id, item_id, author, text)
         SELECT s.id, $2::uuid, $3, $4 FROM shares s
          WHERE s.id = $1 AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM checklist_items i WHERE i.id = $2::uuid AND i.checklist_id = s.checklist_id))
         RETURNING *
       ),
       message AS (SELECT ${MESSAGE_COLUMNS('m')}, c.owner_id FROM m ${JOIN_PEOPLE}),
       ${webhookOutboxCtes(`
         SELECT msg.owner_id, 'message.created'::text AS type, s.id AS share_id,
                jsonb_build_object('checklist', ${checklistRefJson('c')}, 'share', ${shareRefJson('s', 'r')},
                  'message', jsonb_build_object('id', msg.id, 'author', msg.author, 'authorName', msg.author_name, 'text', msg.text,
                                                'itemId', msg.item_id, 'createdAt', ${isoTimestamp('msg.created_at')})) AS data
           FROM message msg JOIN shares s ON s.id = msg.share_id JOIN checklists c ON c.id = s.checklist_id JOIN users r ON r.id = s.recipient_id`)}
       SELECT id, share_id, checklist_id, item_id, author, text, created_at, author_name FROM message`,
      [shareId, itemId, author, text],
    );
    return rows[0] ?? null;
  }

  /** Up to `limit` messages of the share older than `before`, newest first. */
  page(shareId: string, before: KeysetCursor | null, limit: number): Promise<MessagePageRow[]> {
    return this.db().query(
      `SELECT ${MESSAGE_COLUMNS('m')}, ${epochMicros('m.created_at')}::text AS at_us
         FROM share_messages m ${JOIN_PEOPLE}
        WHERE m.share_id = $1
          AND ($2::bigint IS NULL OR (m.created_at, m.id) < (${fromEpochMicros('$2')}, $3::uuid))
        ORDER BY m.created_at DESC, m.id DESC
        LIMIT $4`,
      [shareId, before?.atUs ?? null, before?.id ?? null, limit],
    );
  }

  /**
   * Deletes the author's own message of the share if it was written at or after `notBefore`.
   * `found`: it is theirs (on this share); `deleted`: it was deleted.
   */
  async deleteOwn(shareId: string, messageId: string, author: MessageAuthor, notBefore: Date): Promise<{ found: boolean; deleted: boolean }> {
    const rows: { found: number; deleted: number }[] = await this.db().query(
      `WITH own AS (SELECT id, created_at FROM share_messages WHERE id = $1 AND share_id = $2 AND author = $3),
            gone AS (DELETE FROM share_messages x USING own WHERE x.id = own.id AND own.created_at >= $4 RETURNING x.id)
       SELECT (SELECT count(*) FROM own)::int AS found, (SELECT count(*) FROM gone)::int AS deleted`,
      [messageId, shareId, author, notBefore],
    );
    return { found: rows[0]!.found > 0, deleted: rows[0]!.deleted > 0 };
  }

  /**
   * Inside the mail job's transaction: marks as mailed (at `now`) every message not mailed yet of
   * each thread and direction whose last mail was before `quietSince` (or that never had one), at
   * most `limit` threads; answers them. The marks and the mails commit together.
   */
  claimThreadsToMail(now: Date, quietSince: Date, limit: number, m: EntityManager): Promise<ClaimedThreadRow[]> {
    return m.query(
      `WITH due AS (
         SELECT u.share_id, u.item_id, u.author FROM share_messages u
          WHERE u.mailed_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM share_messages p
                             WHERE p.share_id = u.share_id AND p.item_id IS NOT DISTINCT FROM u.item_id
                               AND p.author = u.author AND p.mailed_at > $2)
          GROUP BY u.share_id, u.item_id, u.author
          ORDER BY min(u.created_at)
          LIMIT $3
       ),
       marked AS (
         UPDATE share_messages x SET mailed_at = $1 FROM due d
          WHERE x.mailed_at IS NULL AND x.share_id = d.share_id AND x.item_id IS NOT DISTINCT FROM d.item_id AND x.author = d.author
         RETURNING x.share_id, x.item_id, x.author, x.id, x.created_at
       )
       SELECT share_id, item_id, author, array_agg(id ORDER BY created_at, id)::text[] AS message_ids
         FROM marked GROUP BY share_id, item_id, author`,
      [now, quietSince, limit],
    );
  }

  /** The messages (those still there) with what their mail needs, oldest first. */
  forMail(messageIds: string[]): Promise<MailedMessageRow[]> {
    return this.db().query(
      `SELECT m.id, m.share_id, c.id AS checklist_id, m.item_id, i.text AS item_text, m.author, m.text, c.title,
              o.id AS owner_id, o.email AS owner_email, o.username AS owner_name,
              (o.email_notifications AND o.unsubscribed_at IS NULL AND o.deletion_started_at IS NULL) AS owner_mails,
              r.id AS recipient_id, r.email AS recipient_email,
              (r.share_notifications AND r.email_notifications AND r.unsubscribed_at IS NULL AND s.revoked_at IS NULL) AS recipient_mails,
              s.access_token_encrypted
         FROM share_messages m ${JOIN_PEOPLE} LEFT JOIN checklist_items i ON i.id = m.item_id
        WHERE m.id = ANY($1::uuid[])
        ORDER BY m.created_at, m.id`,
      [messageIds],
    );
  }
}
