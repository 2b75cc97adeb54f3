import { CHECKLIST_MESSAGES as M, LIMITS, itemField, textLength as length, type ResponsePolicy } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';
import { isUuid } from '../../common/uuid';
import type { CreateChecklistDto, ItemInputDto } from './dto/checklist-input.dto';
import { withoutNul } from '../../common/text';
import { checkSomethingAsked, readItemKind, type ItemKindInput } from '../answers/item-kind-input';

export interface ChecklistItemInput {
  /** Position in the request's items array: the index its field errors are keyed by. */
  index: number;
  id: string | null;
  text: string;
  description: string | null;
  /** 1..n in the order the request gave (by its displayOrder, then by position). */
  displayOrder: number;
  responsePolicy: ResponsePolicy | null;
  /** Its kind, requirement and settings (issue 46); null parts are left as they are by an update. */
  answer: ItemKindInput;
}

export interface ChecklistInput {
  title: string;
  description: string | null;
  items: ChecklistItemInput[];
}

/**
 * The spec's rules for create and edit (section 5), applied to a type-checked body: texts trimmed,
 * blank descriptions null, title and at least one item with text required, each item's text
 * required, bounded lengths and count. Throws one 422 with every failing field (with those already in `errors`).
 */
export function normaliseChecklist(dto: CreateChecklistDto, mode: 'create' | 'update', errors = new FieldErrors()): ChecklistInput {

  const title = clean(dto.title);
  if (!title) errors.add('title', M.titleRequired);
  else if (length(title) > LIMITS.checklistTitleMax) errors.add('title', M.titleTooLong);

  const description = clean(dto.description) || null;
  if (description && length(description) > LIMITS.checklistDescriptionMax) errors.add('description', M.descriptionTooLong);

  const given: ItemInputDto[] = dto.items ?? [];
  if (given.length > LIMITS.itemsMax) {
    errors.add('items', M.tooManyItems);
    errors.throwIfAny();
  }
  const items = given.map((item, index) => normaliseItem(item, index, mode, errors));
  // The form drops blank items before sending; a body with none left (or only headings) asks nothing.
  checkSomethingAsked(items.map((item) => ({ text: item.text, kind: item.answer.kind })), errors);
  errors.throwIfAny();

  const ordered = [...items].sort((a, b) => a.displayOrder - b.displayOrder || a.index - b.index);
  ordered.forEach((item, i) => (item.displayOrder = i + 1));
  return { title, description, items: ordered };
}

function normaliseItem(item: ItemInputDto, index: number, mode: 'create' | 'update', errors: FieldErrors): ChecklistItemInput {
  const text = clean(item.text);
  if (!text) errors.add(itemField(index, 'text'), M.itemTextRequired);
  else if (length(text) > LIMITS.itemTextMax) errors.add(itemField(index, 'text'), M.itemTextTooLong);

  const description = clean(item.description) || null;
  if (description && length(description) > LIMITS.itemDescriptionMax) {
    errors.add(itemField(index, 'description'), M.itemDescriptionTooLong);
  }

  // Ids (and policies) only mean something on update; a create never reuses rows.
  const id = mode === 'update' ? (item.id ?? null) : null;
  if (id !== null && !isUuid(id)) errors.add(itemField(index, 'id'), M.itemIdInvalid);

  return {
    index,
    id: id?.toLowerCase() ?? null,
    text,
    description,
    displayOrder: item.displayOrder ?? index + 1,
    responsePolicy: mode === 'update' ? (item.responsePolicy ?? null) : null,
    answer: readItemKind(item, index, id === null, errors),
  };
}

/** Trimmed, without NUL characters (PostgreSQL text cannot hold them). */
function clean(value: string | null | undefined): string {
  return withoutNul(value ?? '').trim();
}
