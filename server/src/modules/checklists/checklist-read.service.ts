import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHECKLIST_PAGE_SIZE, CHECKLIST_MESSAGES, type ChecklistSummary } from '@ticklist/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { notFound } from '../../common/domain-error';
import { ChecklistEntity } from './checklist.entity';
import { OWNED_SUMMARY_SQL, PAGE_SQL, isoTimestamp } from './checklist-summary.sql';

/** One recipient's response to one item, for the edit page. */
export interface ItemResponseRow {
  itemId: string;
  recipientEmail: string;
  complete: boolean;
  notes: string | null;
  updatedAt: string;
}

export interface ChecklistWithResponses {
  summary: ChecklistSummary;
  responses: ItemResponseRow[];
}

export interface ChecklistPageResult {
  summaries: ChecklistSummary[];
  page: number;
  total: number;
}

/**
 * The owner's reads. Every lookup is scoped to the owner: someone else's checklist is "not found".
 * A page is one statement whatever it holds: PostgreSQL builds the summaries (checklist-summary.sql.ts).
 */
@Injectable()
export class ChecklistReadService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(ownerId: string, page: number): Promise<ChecklistPageResult> {
    const [row]: { total: number; items: ChecklistSummary[] }[] = await this.dataSource.query(PAGE_SQL, [
      ownerId,
      CHECKLIST_PAGE_SIZE,
      (page - 1) * CHECKLIST_PAGE_SIZE,
    ]);
    return { summaries: row!.items, page, total: row!.total };
  }

  /** The owner's checklist as a summary, or 404 'Checklist not found' (also for someone else's). */
  async summary(ownerId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<ChecklistSummary> {
    const [row]: { summary: ChecklistSummary }[] = await manager.query(OWNED_SUMMARY_SQL, [id, ownerId]);
    if (!row) throw notFound(CHECKLIST_MESSAGES.notFound);
    return row.summary;
  }

  async forEdit(ownerId: string, id: string): Promise<ChecklistWithResponses> {
    const summary = await this.summary(ownerId, id);
    const rows: RawResponse[] = await this.dataSource.query(
      `SELECT r.item_id, u.email, r.complete, r.notes, ${isoTimestamp('r.updated_at')} AS updated_at
         FROM item_responses r
         JOIN shares s ON s.id = r.share_id
         JOIN users u ON u.id = s.recipient_id
        WHERE s.checklist_id = $1
        ORDER BY s.shared_at, s.id`,
      [id],
    );
    const responses = rows.map((r) => ({
      itemId: r.item_id,
      recipientEmail: r.email,
      complete: r.complete,
      notes: r.notes,
      updatedAt: r.updated_at,
    }));
    return { summary, responses };
  }

  /** The owner's checklist, or 404 'Checklist not found' (also for someone else's). */
  async findOwned(ownerId: string, id: string, manager: EntityManager, lock = false): Promise<ChecklistEntity> {
    const query = manager
      .getRepository(ChecklistEntity)
      .createQueryBuilder('c')
      .where('c.id = :id AND c.owner_id = :ownerId', { id, ownerId });
    if (lock) query.setLock('pessimistic_write');
    const checklist = await query.getOne();
    if (!checklist) throw notFound(CHECKLIST_MESSAGES.notFound);
    return checklist;
  }
}

interface RawResponse {
  item_id: string;
  email: string;
  complete: boolean;
  notes: string | null;
  updated_at: string;
}
