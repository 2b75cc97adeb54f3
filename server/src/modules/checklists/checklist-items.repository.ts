import { Injectable } from '@nestjs/common';
import type { ItemKind, ItemSettings } from '@ticklist/contracts';
import { In, type EntityManager } from 'typeorm';
import { ofRun } from '../responses/response-run.sql';
import { itemOrder } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import { ChecklistItemEntity } from './checklist-item.entity';

export interface NewItem {
  text: string;
  description: string | null;
  displayOrder: number;
  kind: ItemKind;
  required: boolean;
  settings: ItemSettings;
}

export interface ItemExportRow {
  id: string;
  checklist_id: string;
  text: string;
  description: string | null;
  display_order: number;
  kind: ItemKind;
  required: boolean;
  settings: ItemSettings;
}

/** An item as a guest sees it through a share, with that share's response when there is one. */
export interface SharedItemRow {
  id: string;
  text: string;
  description: string | null;
  display_order: number;
  kind: ItemKind;
  required: boolean;
  settings: ItemSettings;
  has_response: boolean;
  complete: boolean | null;
  notes: string | null;
  answer: unknown;
}

/** Every statement on `checklist_items`. */
@Injectable()
export class ChecklistItemsRepository extends SqlRepository {
  ofChecklist(checklistId: string, m: EntityManager): Promise<ChecklistItemEntity[]> {
    return m.find(ChecklistItemEntity, { where: { checklistId } });
  }

  async insertMany(checklistId: string, items: NewItem[], m: EntityManager): Promise<void> {
    if (items.length === 0) return;
    await m.save(items.map((item) => m.create(ChecklistItemEntity, { checklistId, ...item })));
  }

  async update(id: string, item: NewItem, m: EntityManager): Promise<void> {
    await m.update(ChecklistItemEntity, { id }, item);
  }

  /** Their responses go with them (ON DELETE CASCADE). */
  async deleteByIds(ids: string[], m: EntityManager): Promise<void> {
    if (ids.length) await m.delete(ChecklistItemEntity, { id: In(ids) });
  }

  /** The checklist's items in the owner's order, each with this share's response in the run `runId` (null: no schedule) if any (the guest page). */
  withResponsesOfShare(checklistId: string, shareId: string, m: EntityManager, runId: string | null = null): Promise<SharedItemRow[]> {
    return m.query(
      `SELECT i.id, i.text, i.description, i.display_order, i.kind, i.required, i.settings,
              r.id IS NOT NULL AS has_response, r.complete, r.notes, r.answer
         FROM checklist_items i
         LEFT JOIN item_responses r ON r.item_id = i.id AND r.share_id = $2 AND ${ofRun('r', '$3::uuid')}
        WHERE i.checklist_id = $1
        ORDER BY ${itemOrder('i')}`,
      [checklistId, shareId, runId],
    );
  }

}
