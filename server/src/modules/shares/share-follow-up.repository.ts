import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { hasWorkLeft, returnedRows } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import { insertActivity, type RecordedActivityRow } from './share-activity.sql';
import { inCurrentRun } from '../responses/response-run.sql';
import { countsTowardDone } from '../answers/counted-items.sql';
import { REMINDER_DUE, REMINDER_DUE_ZONE } from './reminder-due.sql';

/** A share as follow-through sees it: whether its recipient has work left and can be mailed. */
export interface ShareFollowUpRow {
  id: string;
  checklist_id: string;
  email: string;
  work_left: boolean;
  /** Not unsubscribed, e-mail and share notifications on. */
  reachable: boolean;
  last_nudged_at: Date | null;
  last_reminded_at: Date | null;
  /** When the owner closed the checklist (no nudges then); null: open. */
  closed_at: Date | null;
}

/** What one send changed on the share (the counters the owner sees), with the activity entry it recorded. */
export interface ShareRemindedRow extends Partial<RecordedActivityRow> {
  checklist_id: string;
  reminders_sent: number;
  last_reminded_at: Date;
}

/** What a reminder or nudge mail needs, read again when it is sent. */
export interface ReminderMailRow {
  recipient_id: string;
  recipient_email: string;
  reachable: boolean;
  access_token_encrypted: string;
  title: string;
  owner_email: string;
  /** The owner's username (the Profile's name others see); null: none. */
  owner_name: string | null;
  /** Replies go to the owner (Reply-To), unless they turned it off (issue 48). */
  reply_to_owner: boolean;
  due_at: Date | null;
  /** The zone of that due moment; null: UTC. */
  due_time_zone: string | null;
  done: number;
  total: number;
}

/** A recipient who may get mail from follow-through: not unsubscribed, both notification settings on. */
export const REACHABLE = `(r.unsubscribed_at IS NULL AND r.share_notifications AND r.email_notifications)`;

/**
 * The follow-through statements on `shares` (due moment, reminder counters, the nudge and quiet
 * rules), apart from SharesRepository to keep each file short. The rules are conditions of the
 * UPDATE itself, so two replicas, two clicks or a Redis outage cannot lift them. Times come from
 * the app's clock (`now`), never from PostgreSQL's, so tests can move time.
 */
/** A recipient follow-through may mail: reachable, and the link not revoked (issue 18: no reminder or nudge then). */
const MAILABLE = `(${REACHABLE} AND s.revoked_at IS NULL)`;

/** A share the reminder job may mail now (aliases s, c, r). Issue 18 (revoked links) and 19 (closed checklists) added their conditions. */
export const REMINDABLE = `${MAILABLE} AND ${hasWorkLeft('s')} AND c.closed_at IS NULL`;

/** A counting UPDATE of one share ($2: the send's moment) that also records the send in share_activity (issue 18). */
const withActivity = (kind: 'reminder_sent' | 'nudge_sent', update: string) => `
  WITH counted AS (${update} RETURNING id, checklist_id, reminders_sent, last_reminded_at),
  act AS (${insertActivity(`SELECT id, '${kind}', NULL::uuid, $2::timestamptz FROM counted`)})
  SELECT counted.checklist_id, counted.reminders_sent, counted.last_reminded_at, act.* FROM counted LEFT JOIN act ON true`;

/** A share "nudge all" counted, with the activity entry it recorded. */
export interface ShareNudgedRow extends ShareRemindedRow {
  share_id: string;
}

/**
 * `work_left (id)`: the shares of checklist $1 whose recipient has not ticked every item, read from
 * their maintained state (as hasWorkLeft reads one share) rather than counting every tick again.
 */
const WORK_LEFT_CTES = `
  work_left AS (SELECT s.id FROM shares s WHERE s.checklist_id = $1 AND ${hasWorkLeft('s')})`;

@Injectable()
export class ShareFollowUpRepository extends SqlRepository {
  /** The share when it is on that checklist and the checklist is the owner's; null otherwise. */
  async findOwned(ownerId: string, checklistId: string, shareId: string, m?: EntityManager): Promise<ShareFollowUpRow | null> {
    const rows: ShareFollowUpRow[] = await this.db(m).query(
      `SELECT s.id, s.checklist_id, r.email, ${hasWorkLeft('s')} AS work_left, ${MAILABLE} AS reachable, s.last_nudged_at, s.last_reminded_at,
              c.closed_at
         FROM shares s JOIN checklists c ON c.id = s.checklist_id JOIN users r ON r.id = s.recipient_id
        WHERE s.id = $1 AND s.checklist_id = $2 AND c.owner_id = $3`,
      [shareId, checklistId, ownerId],
    );
    return rows[0] ?? null;
  }

  /** A recipient's own due moment with the zone it was chosen in (null: UTC). */
  async setDueAt(shareId: string, dueAt: Date | null, dueTimeZone: string | null): Promise<void> {
    await this.db().query(`UPDATE shares SET due_at = $2, due_time_zone = $3 WHERE id = $1`, [shareId, dueAt, dueTimeZone]);
  }

  /** Counts a reminder unless one went out within the quiet hours; null when the rule held it back. */
  async recordReminder(shareId: string, now: Date, quietHours: number, m: EntityManager): Promise<ShareRemindedRow | null> {
    const rows = returnedRows<ShareRemindedRow>(
      await m.query(
        withActivity(
          'reminder_sent',
          `UPDATE shares SET reminders_sent = reminders_sent + 1, last_reminded_at = $2
            WHERE id = $1 AND (last_reminded_at IS NULL OR last_reminded_at <= $2::timestamptz - make_interval(hours => $3))`,
        ),
        [shareId, now, quietHours],
      ),
    );
    return rows[0] ?? null;
  }

  /** Counts a nudge unless one went out within `nudgeHours` or any reminder within `quietHours`; null when held back. */
  async recordNudge(shareId: string, now: Date, nudgeHours: number, quietHours: number, m: EntityManager): Promise<ShareRemindedRow | null> {
    const rows = returnedRows<ShareRemindedRow>(
      await m.query(
        withActivity(
          'nudge_sent',
          `UPDATE shares SET reminders_sent = reminders_sent + 1, last_reminded_at = $2, last_nudged_at = $2
            WHERE id = $1
              AND (last_nudged_at IS NULL OR last_nudged_at <= $2::timestamptz - make_interval(hours => $3))
              AND (last_reminded_at IS NULL OR last_reminded_at <= $2::timestamptz - make_interval(hours => $4))`,
        ),
        [shareId, now, nudgeHours, quietHours],
      ),
    );
    return rows[0] ?? null;
  }

  /**
   * "Nudge all" as one statement (issue 43): every share of the checklist whose recipient has work
   * left, can be mailed and is outside the nudge and quiet rules is counted as nudged and recorded in
   * share_activity. Work left is worked out once for the checklist (items, and ticks per share), not
   * per share; the rules are conditions on the updated row itself, so of two concurrent nudges one wins.
   */
  async recordNudgeAll(checklistId: string, now: Date, nudgeHours: number, quietHours: number, m: EntityManager): Promise<ShareNudgedRow[]> {
    return returnedRows<ShareNudgedRow>(
      await m.query(
        `WITH ${WORK_LEFT_CTES},
         counted AS (
           UPDATE shares s SET reminders_sent = s.reminders_sent + 1, last_reminded_at = $2, last_nudged_at = $2
             FROM work_left w, users r
            WHERE s.id = w.id AND r.id = s.recipient_id AND ${MAILABLE}
              AND (s.last_nudged_at IS NULL OR s.last_nudged_at <= $2::timestamptz - make_interval(hours => $3))
              AND (s.last_reminded_at IS NULL OR s.last_reminded_at <= $2::timestamptz - make_interval(hours => $4))
            RETURNING s.id, s.checklist_id, s.reminders_sent, s.last_reminded_at),
         act AS (${insertActivity(`SELECT id, 'nudge_sent', NULL::uuid, $2::timestamptz FROM counted`)})
         SELECT counted.id AS share_id, counted.checklist_id, counted.reminders_sent, counted.last_reminded_at, act.*
           FROM counted LEFT JOIN act ON act.share_id = counted.id`,
        [checklistId, now, nudgeHours, quietHours],
      ),
    );
  }

  /** How many of the checklist's recipients have work left (set-based, as recordNudgeAll reads it). */
  async countWorkLeft(checklistId: string, m: EntityManager): Promise<number> {
    const rows: Array<{ n: number }> = await m.query(`WITH ${WORK_LEFT_CTES} SELECT count(*)::int AS n FROM work_left`, [checklistId]);
    return rows[0]?.n ?? 0;
  }

  /** What a reminder or nudge mail says, read when it is sent (or retried): closed, revoked or unsubscribed by then means no mail. */
  async forReminderMail(shareId: string): Promise<ReminderMailRow | null> {
    const rows: ReminderMailRow[] = await this.db().query(
      `SELECT s.recipient_id, r.email AS recipient_email, (${MAILABLE} AND c.closed_at IS NULL) AS reachable, s.access_token_encrypted, c.title,
              o.email AS owner_email, o.username AS owner_name, o.reply_to_owner, ${REMINDER_DUE} AS due_at,
              ${REMINDER_DUE_ZONE} AS due_time_zone,
              (SELECT count(*) FROM item_responses ir JOIN checklist_items ci ON ci.id = ir.item_id
                WHERE ir.share_id = s.id AND ${inCurrentRun('ir', 's')} AND ir.complete AND ci.checklist_id = s.checklist_id AND ${countsTowardDone('ci')})::int AS done,
              (SELECT count(*) FROM checklist_items ci WHERE ci.checklist_id = s.checklist_id AND ${countsTowardDone('ci')})::int AS total
         FROM shares s JOIN checklists c ON c.id = s.checklist_id JOIN users r ON r.id = s.recipient_id JOIN users o ON o.id = c.owner_id
        WHERE s.id = $1`,
      [shareId],
    );
    return rows[0] ?? null;
  }
}
