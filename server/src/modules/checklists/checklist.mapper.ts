import type { AnswerValue, ChecklistCountedPage, ChecklistForEdit, ChecklistPage, EditItem } from '@ticklist/contracts';
import { CHECKLIST_PAGE_SIZE } from '@ticklist/contracts';
import type { JsonText } from '../../common/json-text';
import type { ChecklistPageResult, ChecklistWithResponses } from './checklist-read.service';

/**
 * Entities never reach the wire. Summaries come ready-made from PostgreSQL
 * (checklists.repository.ts); these add what a summary lacks: the responses and the pagination.
 */
export function toChecklistForEdit({ summary, responses }: ChecklistWithResponses): ChecklistForEdit {
  const byItem = new Map<string, EditItem['responses']>();
  for (const r of responses) {
    const list = byItem.get(r.itemId) ?? byItem.set(r.itemId, []).get(r.itemId)!;
    list.push({ user: { email: r.recipientEmail }, complete: r.complete, updatedAt: r.updatedAt, completedAt: r.completedAt, answer: r.answer as AnswerValue, files: r.files ?? [], flagged: r.flagged });
  }
  const items: EditItem[] = summary.items.map((item) => ({
    ...item,
    responsePolicy: null,
    // A tick box's answer is its tick, however it was saved (issue 46).
    responses: (byItem.get(item.id) ?? []).map((r) => (item.kind === 'check' ? { ...r, answer: r.complete } : { ...r, answer: r.answer ?? null })),
  }));
  return { ...summary, items };
}

/** The page's answer, written around the summaries' JSON text as it is. */
export function toChecklistPage({ summaries, page, total, nextCursor }: ChecklistPageResult): JsonText<ChecklistPage | ChecklistCountedPage> {
  const walk = nextCursor !== undefined;
  // A walk: has_next says whether a next page exists, which `next_cursor` fetches (never a page number).
  const hasNext = walk ? nextCursor !== null : page * CHECKLIST_PAGE_SIZE < total;
  const pagination: ChecklistPage['pagination'] = { page, per_page: CHECKLIST_PAGE_SIZE, total, has_next: hasNext, next_page: hasNext && !walk ? page + 1 : null };
  if (walk) pagination.next_cursor = nextCursor;
  return `{"items":${summaries},"pagination":${JSON.stringify(pagination)}}`;
}
