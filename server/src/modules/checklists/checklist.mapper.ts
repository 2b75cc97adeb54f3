import type { ChecklistForEdit, ChecklistPage, ChecklistSummary, EditItem, Item, Share } from '@ticklist/contracts';
import { CHECKLIST_PAGE_SIZE } from '@ticklist/contracts';
import type { ChecklistItemEntity } from './checklist-item.entity';
import type { ChecklistBundle, ChecklistEditBundle, ChecklistPageResult, OwnerShareRow } from './checklist-read.service';

/** Entities never reach the wire: each response is built here, field by field. */
export function toItem(item: ChecklistItemEntity): Item {
  return { id: item.id, text: item.text, description: item.description, displayOrder: item.displayOrder };
}

export function toOwnerShare(share: OwnerShareRow): Share {
  return {
    id: share.id,
    recipientUser: { email: share.recipientEmail },
    sharedAt: share.sharedAt.toISOString(),
    completedItems: share.completedItemIds.map((itemId) => ({ itemId })),
  };
}

export function toChecklistSummary({ checklist, items, shares }: ChecklistBundle): ChecklistSummary {
  return {
    id: checklist.id,
    title: checklist.title,
    description: checklist.description,
    createdAt: checklist.createdAt.toISOString(),
    items: items.map(toItem),
    shares: shares.map(toOwnerShare),
  };
}

export function toChecklistForEdit(bundle: ChecklistEditBundle): ChecklistForEdit {
  const byItem = new Map<string, EditItem['responses']>();
  for (const r of bundle.responses) {
    const list = byItem.get(r.itemId) ?? byItem.set(r.itemId, []).get(r.itemId)!;
    list.push({ user: { email: r.recipientEmail }, complete: r.complete, notes: r.notes, updatedAt: r.updatedAt.toISOString() });
  }
  const items: EditItem[] = bundle.items.map((item) => ({
    ...toItem(item),
    responsePolicy: null,
    responses: byItem.get(item.id) ?? [],
  }));
  return { ...toChecklistSummary(bundle), items };
}

export function toChecklistPage({ bundles, page, total }: ChecklistPageResult): ChecklistPage {
  const hasNext = page * CHECKLIST_PAGE_SIZE < total;
  return {
    items: bundles.map(toChecklistSummary),
    pagination: { page, per_page: CHECKLIST_PAGE_SIZE, total, has_next: hasNext, next_page: hasNext ? page + 1 : null },
  };
}
