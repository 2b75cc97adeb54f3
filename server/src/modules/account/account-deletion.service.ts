import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import type { DeletionStatistics } from '@ticklist/contracts';
import { MailQueueService } from '../mail/mail-queue.service';
import { toDeletionStatistics } from './account.mapper';
import { USER_SESSIONS_REVOKED, type UserSessionsRevokedEvent } from '../../realtime/realtime.events';

/**
 * What deleting an account removes, and the deletion itself. The schema cascades from users:
 * checklists → items → responses, checklists → shares → responses, shares received (recipient)
 * → responses, e-mail tokens. On top of that, guests who only existed because of this owner's
 * shares and queued mails about any of it are removed, so nothing of the account is left.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventEmitter2,
    private readonly mailQueue: MailQueueService,
  ) {}

  async preview(userId: string): Promise<DeletionStatistics> {
    const [row] = await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM checklists c WHERE c.owner_id = $1) AS checklists,
         (SELECT count(*) FROM checklist_items i JOIN checklists c ON c.id = i.checklist_id WHERE c.owner_id = $1) AS checklist_items,
         (SELECT count(*) FROM shares s JOIN checklists c ON c.id = s.checklist_id WHERE c.owner_id = $1) AS shares_created,
         (SELECT count(*) FROM shares s WHERE s.recipient_id = $1) AS shares_received,
         (SELECT count(*) FROM item_responses r JOIN shares s ON s.id = r.share_id WHERE s.recipient_id = $1) AS user_responses,
         (SELECT count(*) FROM item_responses r JOIN shares s ON s.id = r.share_id
            JOIN checklists c ON c.id = s.checklist_id WHERE c.owner_id = $1) AS responses_to_user_checklists`,
      [userId],
    );
    return toDeletionStatistics(row);
  }

  /** Deletes the account in one transaction; false if it was already gone. */
  async delete(userId: string): Promise<boolean> {
    const deleted = await this.dataSource.transaction(async (m) => {
      const [user]: Array<{ email: string }> = await m.query(`SELECT email FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      if (!user) return false;
      const recipients: Array<{ id: string }> = await m.query(
        `SELECT DISTINCT s.recipient_id AS id FROM shares s JOIN checklists c ON c.id = s.checklist_id
          WHERE c.owner_id = $1 AND s.recipient_id <> $1`,
        [userId],
      );
      const related: Array<{ id: string }> = await m.query(
        `SELECT id FROM checklists WHERE owner_id = $1
         UNION SELECT s.id FROM shares s JOIN checklists c ON c.id = s.checklist_id WHERE c.owner_id = $1
         UNION SELECT id FROM shares WHERE recipient_id = $1`,
        [userId],
      );

      await m.query(`DELETE FROM users WHERE id = $1`, [userId]);
      // Recipients who were guests only because of this owner's shares, and never opted out
      // (an opt-out must outlive the share, so such a row stays).
      if (recipients.length) {
        await m.query(
          `DELETE FROM users u WHERE u.id = ANY($1::uuid[]) AND u.account_type = 'guest' AND u.password_hash IS NULL
             AND u.unsubscribed_at IS NULL AND NOT EXISTS (SELECT 1 FROM shares s WHERE s.recipient_id = u.id)`,
          [recipients.map((r) => r.id)],
        );
      }
      // Queued mails hold ids (and may hold the address): drop every one that mentions the account.
      await this.mailQueue.dropMentioning(m, [userId, user.email, ...related.map((r) => r.id)]);
      return true;
    });
    if (deleted) {
      this.logger.log(`account ${userId} deleted`);
      this.events.emit(USER_SESSIONS_REVOKED, { userId } satisfies UserSessionsRevokedEvent);
    }
    return deleted;
  }
}
