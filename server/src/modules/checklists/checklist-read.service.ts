import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHECKLIST_PAGE_SIZE, CHECKLIST_MESSAGES } from '@ticklist/contracts';
import { DataSource, EntityManager, In } from 'typeorm';
import { notFound } from '../../common/domain-error';
import { ChecklistItemEntity } from './checklist-item.entity';
import { ChecklistEntity } from './checklist.entity';

/** A share as its owner sees it: recipient address and the items it has ticked (in item order). */
export interface OwnerShareRow {
  id: string;
  checklistId: string;
  recipientEmail: string;
  sharedAt: Date;
  completedItemIds: string[];
}

/** One recipient's response to one item, for the edit page. */
export interface ItemResponseRow {
  itemId: string;
  recipientEmail: string;
  complete: boolean;
  notes: string | null;
  updatedAt: Date;
}

export interface ChecklistBundle {
  checklist: ChecklistEntity;
  items: ChecklistItemEntity[];
  shares: OwnerShareRow[];
}

export interface ChecklistEditBundle extends ChecklistBundle {
  responses: ItemResponseRow[];
}

export interface ChecklistPageResult {
  bundles: ChecklistBundle[];
  page: number;
  total: number;
}

/**
 * The owner's reads. Every lookup is scoped to the owner: someone else's checklist is "not found".
 * A page costs a fixed number of queries (count, page, items, shares, completions) whatever it holds.
 */
@Injectable()
export class ChecklistReadService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(ownerId: string, page: number): Promise<ChecklistPageResult> {
    const [checklists, total] = await this.dataSource.getRepository(ChecklistEntity).findAndCount({
      where: { ownerId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * CHECKLIST_PAGE_SIZE,
      take: CHECKLIST_PAGE_SIZE,
    });
    return { bundles: await this.bundles(checklists, this.dataSource.manager), page, total };
  }

  async summary(ownerId: string, id: string): Promise<ChecklistBundle> {
    const checklist = await this.findOwned(ownerId, id, this.dataSource.manager);
    const [bundle] = await this.bundles([checklist], this.dataSource.manager);
    return bundle!;
  }

  async forEdit(ownerId: string, id: string): Promise<ChecklistEditBundle> {
    const bundle = await this.summary(ownerId, id);
    const rows: RawResponse[] = await this.dataSource.query(
      `SELECT r.item_id, u.email, r.complete, r.notes, r.updated_at
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
      updatedAt: new Date(r.updated_at),
    }));
    return { ...bundle, responses };
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

  /** Items and shares of several checklists in three queries, grouped back per checklist. */
  async bundles(checklists: ChecklistEntity[], manager: EntityManager): Promise<ChecklistBundle[]> {
    if (checklists.length === 0) return [];
    const ids = checklists.map((c) => c.id);
    const items = await manager.getRepository(ChecklistItemEntity).find({
      where: { checklistId: In(ids) },
      order: { displayOrder: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    const shares = await this.sharesOf(ids, manager);
    const itemsOf = groupBy(items, (i) => i.checklistId);
    const sharesOf = groupBy(shares, (s) => s.checklistId);
    return checklists.map((checklist) => ({
      checklist,
      items: itemsOf.get(checklist.id) ?? [],
      shares: sharesOf.get(checklist.id) ?? [],
    }));
  }

  /** Shares of the given checklists with their recipients and completed items (two queries). */
  private async sharesOf(checklistIds: string[], manager: EntityManager): Promise<OwnerShareRow[]> {
    const shares: RawShare[] = await manager.query(
      `SELECT s.id, s.checklist_id, s.shared_at, u.email
         FROM shares s
         JOIN users u ON u.id = s.recipient_id
        WHERE s.checklist_id = ANY($1::uuid[])
        ORDER BY s.shared_at, s.id`,
      [checklistIds],
    );
    if (shares.length === 0) return [];
    const done: RawCompletion[] = await manager.query(
      `SELECT r.share_id, r.item_id
         FROM item_responses r
         JOIN checklist_items i ON i.id = r.item_id
        WHERE r.share_id = ANY($1::uuid[]) AND r.complete
        ORDER BY i.display_order, i.id`,
      [shares.map((s) => s.id)],
    );
    const completed = groupBy(done, (row) => row.share_id);
    return shares.map((s) => ({
      id: s.id,
      checklistId: s.checklist_id,
      recipientEmail: s.email,
      sharedAt: new Date(s.shared_at),
      completedItemIds: (completed.get(s.id) ?? []).map((row) => row.item_id),
    }));
  }
}

/** Groups rows by key, keeping their order. */
export function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

interface RawShare {
  id: string;
  checklist_id: string;
  shared_at: Date | string;
  email: string;
}

interface RawCompletion {
  share_id: string;
  item_id: string;
}

interface RawResponse {
  item_id: string;
  email: string;
  complete: boolean;
  notes: string | null;
  updated_at: Date | string;
}
