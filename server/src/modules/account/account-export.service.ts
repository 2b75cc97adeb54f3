import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AccountExport } from '@ticklist/contracts';
import { toUserDto } from '../users/user.mapper';
import { UserEntity } from '../users/user.entity';
import { toNotificationSettings } from './account.mapper';

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * GET /api/user/export-data: everything the account holds. For shares it made, each recipient's
 * address and ticks (their progress on this owner's checklist) but never their private notes;
 * for shares it received, its own ticks and notes.
 */
@Injectable()
export class AccountExportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async export(userId: string, now = new Date()): Promise<AccountExport> {
    const q = this.dataSource;
    const user = await q.getRepository(UserEntity).findOneByOrFail({ id: userId });
    const checklists: Array<{ id: string; title: string; description: string | null; created_at: Date; updated_at: Date }> =
      await q.query(
        `SELECT id, title, description, created_at, updated_at FROM checklists WHERE owner_id = $1 ORDER BY created_at DESC, id DESC`,
        [userId],
      );
    const items: Array<{ id: string; checklist_id: string; text: string; description: string | null; display_order: number }> =
      await q.query(
        `SELECT i.id, i.checklist_id, i.text, i.description, i.display_order FROM checklist_items i
           JOIN checklists c ON c.id = i.checklist_id WHERE c.owner_id = $1 ORDER BY i.display_order, i.id`,
        [userId],
      );
    const sharesMade: Array<{ id: string; checklist_id: string; email: string; shared_at: Date }> = await q.query(
      `SELECT s.id, s.checklist_id, u.email, s.shared_at FROM shares s
         JOIN checklists c ON c.id = s.checklist_id JOIN users u ON u.id = s.recipient_id
        WHERE c.owner_id = $1 ORDER BY s.shared_at, s.id`,
      [userId],
    );
    const ticks: Array<{ share_id: string; item_id: string }> = await q.query(
      `SELECT r.share_id, r.item_id FROM item_responses r JOIN shares s ON s.id = r.share_id
         JOIN checklists c ON c.id = s.checklist_id JOIN checklist_items i ON i.id = r.item_id
        WHERE c.owner_id = $1 AND r.complete ORDER BY i.display_order`,
      [userId],
    );
    const received: Array<{ id: string; shared_at: Date; owner_email: string; checklist_id: string; title: string }> = await q.query(
      `SELECT s.id, s.shared_at, o.email AS owner_email, c.id AS checklist_id, c.title FROM shares s
         JOIN checklists c ON c.id = s.checklist_id JOIN users o ON o.id = c.owner_id
        WHERE s.recipient_id = $1 ORDER BY s.shared_at, s.id`,
      [userId],
    );
    const myResponses: Array<{ share_id: string; item_id: string; text: string; complete: boolean; notes: string | null; updated_at: Date }> =
      await q.query(
        `SELECT r.share_id, r.item_id, i.text, r.complete, r.notes, r.updated_at FROM item_responses r
           JOIN shares s ON s.id = r.share_id JOIN checklist_items i ON i.id = r.item_id
          WHERE s.recipient_id = $1 ORDER BY i.display_order`,
        [userId],
      );

    const group = <T, K extends keyof T>(rows: T[], key: K) => {
      const map = new Map<T[K], T[]>();
      for (const row of rows) {
        const list = map.get(row[key]);
        if (list) list.push(row);
        else map.set(row[key], [row]);
      }
      return (k: T[K]) => map.get(k) ?? [];
    };
    const itemsOf = group(items, 'checklist_id');
    const sharesOf = group(sharesMade, 'checklist_id');
    const ticksOf = group(ticks, 'share_id');
    const responsesOf = group(myResponses, 'share_id');
    const dto = toUserDto(user);

    return {
      exportedAt: now.toISOString(),
      profile: {
        id: dto.id,
        username: dto.username,
        email: dto.email,
        accountType: dto.accountType,
        emailValidated: dto.emailValidated,
        createdAt: iso(user.createdAt),
        lastActiveAt: iso(user.lastActiveAt),
      },
      notificationSettings: toNotificationSettings(user),
      checklists: checklists.map((c) => ({
        id: c.id,
        title: c.title,
        description: c.description,
        createdAt: iso(c.created_at),
        updatedAt: iso(c.updated_at),
        items: itemsOf(c.id).map((i) => ({ id: i.id, text: i.text, description: i.description, displayOrder: i.display_order })),
        shares: sharesOf(c.id).map((s) => ({
          id: s.id,
          recipientEmail: s.email,
          sharedAt: iso(s.shared_at),
          completedItems: ticksOf(s.id).map((t) => ({ itemId: t.item_id })),
        })),
      })),
      sharedWithMe: received.map((s) => ({
        shareId: s.id,
        sharedAt: iso(s.shared_at),
        sharedBy: { email: s.owner_email },
        checklist: { id: s.checklist_id, title: s.title },
        responses: responsesOf(s.id).map((r) => ({
          itemId: r.item_id,
          itemText: r.text,
          complete: r.complete,
          notes: r.notes,
          updatedAt: iso(r.updated_at),
        })),
      })),
    };
  }
}
