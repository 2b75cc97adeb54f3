import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isoMicros, returnedRows } from '../../database/sql-fragments';
import type { ShareReview } from '@ticklist/contracts';
import { reviewJsonb } from '../review/review-json.sql';
import { SqlRepository } from '../../database/sql-repository';
import { insertActivity, type RecordedActivityRow } from './share-activity.sql';

export interface ShareAccessRow {
  id: string;
  checklist_id: string;
  recipient_id: string;
  revoked_at: Date | null;
}

/** The share a guest opens, with the `opened` entry when this opening recorded one. */
/** `first_open`: this statement recorded the share's very first opening. */
export type ShareOpenedRow = ShareAccessRow & Partial<RecordedActivityRow> & { first_open?: boolean };

/** What an invitation mail needs, read again at each attempt. */
export interface ShareMailRow {
  recipient_id: string;
  recipient_email: string;
  unsubscribed_at: Date | null;
  /** Share mails go out only while both e-mail notifications and share notifications are on. */
  share_notifications: boolean;
  access_token_encrypted: string;
  title: string;
  owner_email: string;
  /** The owner's username (the Profile's name others see); null: none. */
  owner_name: string | null;
  /** Replies go to the owner (Reply-To), unless they turned it off (issue 48). */
  reply_to_owner: boolean;
}

/** The share as its guest sees it. */
export interface GuestShareRow {
  id: string;
  shared_at: Date;
  owner_email: string;
  /** The owner's username (the Profile's name others see); null when they have none. */
  owner_name: string | null;
  checklist_id: string;
  title: string;
  description: string | null;
  /** The recipient's due moment: their own, else the checklist's. */
  due_at: Date | null;
  /** The zone of that moment; null: UTC. */
  due_time_zone: string | null;
  /** When the owner closed the checklist; null: open. */
  closed_at: Date | null;
  /** Issue 48: the share's review; null: none. */
  review: ShareReview | null;
  /** Issue 45: the recipient's own zone; null: none. */
  time_zone?: string | null;
}

/** A share with its recipient's address and PostgreSQL's clock now (a progress event's time). */
export interface ShareRecipientAtRow {
  id: string;
  email: string;
  /** The share's raised progress stamp: its time (ISO 8601 with microseconds) and seq (a bigint as text). */
  at: string;
  seq: string;
}

export interface ShareMadeExportRow {
  id: string;
  checklist_id: string;
  email: string;
  shared_at: Date;
  due_at: Date | null;
  due_time_zone: string | null;
}

export interface ShareReceivedExportRow {
  id: string;
  shared_at: Date;
  owner_email: string;
  checklist_id: string;
  title: string;
}

/** Every statement on `shares`. Access tokens are looked up by their SHA-256 only. */
@Injectable()
export class SharesRepository extends SqlRepository {
  async findByTokenHash(tokenHash: string): Promise<ShareAccessRow | null> {
    const rows: ShareAccessRow[] = await this.db().query('SELECT id, checklist_id, recipient_id, revoked_at FROM shares WHERE access_token_hash = $1', [tokenHash]);
    return rows[0] ?? null;
  }

  /**
   * The guest's page opens (one statement, issue 18): the share by its token hash and, for a live
   * link, the first opening kept on the share and an `opened` entry at most once per UTC day. Racing
   * openings of one day record one: the second re-checks `opened_on` after the first's row lock.
   */
  async openByTokenHash(tokenHash: string): Promise<ShareOpenedRow | null> {
    const rows: ShareOpenedRow[] = await this.db().query(
      `WITH found AS (SELECT id, checklist_id, recipient_id, revoked_at, first_opened_at FROM shares WHERE access_token_hash = $1),
       opened AS (
         UPDATE shares s SET first_opened_at = COALESCE(s.first_opened_at, now()), opened_on = (now() AT TIME ZONE 'UTC')::date
           FROM found
          WHERE s.id = found.id AND found.revoked_at IS NULL AND s.opened_on IS DISTINCT FROM (now() AT TIME ZONE 'UTC')::date
         RETURNING s.id
       ),
       act AS (${insertActivity(`SELECT id, 'opened', NULL::uuid, now() FROM opened`)})
       SELECT found.id, found.checklist_id, found.recipient_id, found.revoked_at, act.*,
              (found.first_opened_at IS NULL AND act.activity_id IS NOT NULL) AS first_open
         FROM found LEFT JOIN act ON true`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }

  /** The owner's address when the token is a revoked share's or one a renewal replaced (the 410 page); null otherwise. */
  async ownerOfInactiveToken(tokenHash: string): Promise<string | null> {
    const rows: Array<{ email: string }> = await this.db().query(
      `SELECT o.email FROM shares s JOIN checklists c ON c.id = s.checklist_id JOIN users o ON o.id = c.owner_id
        WHERE (s.access_token_hash = $1 AND s.revoked_at IS NOT NULL)
           OR s.id = (SELECT share_id FROM share_retired_tokens WHERE token_hash = $1)`,
      [tokenHash],
    );
    return rows[0]?.email ?? null;
  }

  /**
   * One share per (checklist, recipient), race-safe: a new one gets the given token, an existing
   * one keeps its token (the same link) and is re-dated, unless its link is revoked (left as it is:
   * the owner restores access by renewing). Returns the share's id, whether this call made it and
   * whether it is revoked. Dated with clock_timestamp(), not the transaction's now(): the addresses
   * of one share call are upserted in the order they were typed, and lists order recipients by shared_at.
   */
  async upsert(checklistId: string, recipientId: string, tokenHash: string, tokenEncrypted: string, m: EntityManager): Promise<{ id: string; created: boolean; revoked: boolean }> {
    const rows: Array<{ id: string; created: boolean; revoked: boolean }> = await m.query(
      `INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted, shared_at)
       VALUES ($1, $2, $3, $4, clock_timestamp())
       ON CONFLICT (checklist_id, recipient_id) DO UPDATE
         SET shared_at = CASE WHEN shares.revoked_at IS NULL THEN EXCLUDED.shared_at ELSE shares.shared_at END
       RETURNING id, access_token_hash = $3 AS created, revoked_at IS NOT NULL AS revoked`,
      [checklistId, recipientId, tokenHash, tokenEncrypted],
    );
    return rows[0]!;
  }

  async forMail(shareId: string): Promise<ShareMailRow | null> {
    const rows: ShareMailRow[] = await this.db().query(
      `SELECT s.recipient_id, r.email AS recipient_email, r.unsubscribed_at, (r.share_notifications AND r.email_notifications) AS share_notifications,
              s.access_token_encrypted, c.title, o.email AS owner_email, o.username AS owner_name, o.reply_to_owner
         FROM shares s
         JOIN users r ON r.id = s.recipient_id
         JOIN checklists c ON c.id = s.checklist_id
         JOIN users o ON o.id = c.owner_id
        WHERE s.id = $1`,
      [shareId],
    );
    return rows[0] ?? null;
  }

  async forGuest(shareId: string, m: EntityManager): Promise<GuestShareRow | null> {
    const rows: GuestShareRow[] = await m.query(
      `SELECT s.id, s.shared_at, o.email AS owner_email, o.username AS owner_name, c.id AS checklist_id, c.title, c.description,
              COALESCE(s.due_at, c.due_at) AS due_at,
              CASE WHEN s.due_at IS NOT NULL THEN s.due_time_zone ELSE c.due_time_zone END AS due_time_zone, c.closed_at,
              ${reviewJsonb('s')} AS review, s.time_zone
         FROM shares s
         JOIN checklists c ON c.id = s.checklist_id
         JOIN users o ON o.id = c.owner_id
        WHERE s.id = $1`,
      [shareId],
    );
    return rows[0] ?? null;
  }

  /** The shares of a checklist and their recipients (deleting the checklist). */
  ofChecklist(checklistId: string, m: EntityManager): Promise<Array<{ id: string; recipient_id: string }>> {
    return m.query('SELECT id, recipient_id FROM shares WHERE checklist_id = $1', [checklistId]);
  }

  /**
   * The shares with their recipients' addresses, each share's progress stamp raised (a progress
   * reset is a change of progress like a tick: its event is newer than the share's last, by time
   * and by seq; migration ShareProgressSeq).
   */
  async withRecipientsRaisingStamps(shareIds: string[], m: EntityManager): Promise<ShareRecipientAtRow[]> {
    return returnedRows<ShareRecipientAtRow>(
      await m.query(
        `UPDATE share_progress p SET seq = p.seq + 1, updated_at = GREATEST(clock_timestamp(), p.updated_at + interval '1 microsecond')
           FROM shares s JOIN users u ON u.id = s.recipient_id
          WHERE p.share_id = s.id AND s.id = ANY($1::uuid[])
         RETURNING s.id, u.email, ${isoMicros('p.updated_at')} AS at, p.seq::text AS seq`,
        [shareIds],
      ),
    );
  }

  /** Whether the user row received any share, whether or not its account proved the address (the verification mail says so). */
  async anyReceivedBy(userId: string): Promise<boolean> {
    const rows: Array<{ received: boolean }> = await this.db().query(`SELECT EXISTS (SELECT 1 FROM shares WHERE recipient_id = $1) AS received`, [userId]);
    return rows[0]?.received === true;
  }

  /** Hands every share received by one user row to another (an unproven account's deletion keeps them for the address). */
  async moveReceived(fromId: string, toId: string, m: EntityManager): Promise<void> {
    await m.query(`UPDATE shares SET recipient_id = $2 WHERE recipient_id = $1`, [fromId, toId]);
  }

  /** Everyone else the owner shared with (account deletion). */
  async recipientIdsOfOwner(ownerId: string, m: EntityManager): Promise<string[]> {
    const rows: Array<{ id: string }> = await m.query(
      `SELECT DISTINCT s.recipient_id AS id FROM shares s JOIN checklists c ON c.id = s.checklist_id
        WHERE c.owner_id = $1 AND s.recipient_id <> $1`,
      [ownerId],
    );
    return rows.map((r) => r.id);
  }

  /** The shares made on the owner's checklists (account deletion). */
  async idsMadeBy(ownerId: string, m: EntityManager): Promise<string[]> {
    const rows: Array<{ id: string }> = await m.query(`SELECT s.id FROM shares s JOIN checklists c ON c.id = s.checklist_id WHERE c.owner_id = $1`, [
      ownerId,
    ]);
    return rows.map((r) => r.id);
  }

  /** The shares the user received (account deletion). */
  async idsReceivedBy(userId: string, m: EntityManager): Promise<string[]> {
    const rows: Array<{ id: string }> = await m.query(`SELECT id FROM shares WHERE recipient_id = $1`, [userId]);
    return rows.map((r) => r.id);
  }
}
