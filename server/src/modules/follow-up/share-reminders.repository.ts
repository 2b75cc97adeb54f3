import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SqlRepository } from '../../database/sql-repository';
import type { ShareReminderKind } from './share-reminder.entity';

export interface ShareReminderExportRow {
  share_id: string;
  kind: ShareReminderKind;
  sent_at: Date;
}

/** Every statement on `share_reminders`, the ledger of reminders and nudges sent. */
@Injectable()
export class ShareRemindersRepository extends SqlRepository {
  /** Records a slot as sent; false when it already was (by this or another process). */
  async insert(shareId: string, kind: ShareReminderKind, slot: string, sentAt: Date, m: EntityManager): Promise<boolean> {
    const rows: unknown[] = await m.query(
      `INSERT INTO share_reminders (share_id, kind, slot, sent_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (share_id, slot) DO NOTHING RETURNING id`,
      [shareId, kind, slot, sentAt],
    );
    return rows.length > 0;
  }

  /** Records one slot for many shares at once (a "nudge all"); a slot already there is left as it is. */
  async insertMany(shareIds: string[], kind: ShareReminderKind, slot: string, sentAt: Date, m: EntityManager): Promise<void> {
    if (shareIds.length === 0) return;
    await m.query(
      `INSERT INTO share_reminders (share_id, kind, slot, sent_at) SELECT id, $2, $3, $4 FROM unnest($1::uuid[]) AS id
       ON CONFLICT (share_id, slot) DO NOTHING`,
      [shareIds, kind, slot, sentAt],
    );
  }

}
