import {
  CHECKLIST_MESSAGES,
  ITEM_KIND_MESSAGES as M,
  isAnswerableKind,
  isItemKind,
  itemField,
  itemSettingField,
  readItemSettings,
  type ItemKind,
  type ItemSettings,
} from '@ticklist/contracts';
import type { FieldErrors } from '../../common/domain-error';

/** An item's kind, requirement and settings as a request gave them; null where an update leaves them as they are. */
export interface ItemKindInput {
  kind: ItemKind | null;
  required: boolean | null;
  settings: ItemSettings | null;
  /** The settings as given (undefined: left out), kept to be read once an update knows the item's kind. */
  givenSettings: unknown;
}

interface GivenKind {
  kind?: string | null;
  required?: boolean | null;
  settings?: unknown;
}

/** The settings of `kind` as given, their faults added keyed `items[i].settings.x`. */
function settingsOf(kind: ItemKind, given: unknown, index: number, errors: FieldErrors): ItemSettings {
  const read = readItemSettings(kind, given);
  for (const [key, message] of Object.entries(read.errors)) errors.add(key ? itemSettingField(index, key) : `items[${index}].settings`, message);
  return read.settings;
}

function requiredOf<F extends boolean | null>(kind: ItemKind, given: boolean | null | undefined, fallback: F): boolean | F {
  return isAnswerableKind(kind) ? (given ?? fallback) : false;
}

/**
 * Reads the kind part of an item of a request. A new item (on create, or `id: null` on update)
 * takes the defaults (`check`, required, the kind's default settings); an existing one keeps what
 * the request leaves out, resolved by `resolveExistingItemKind` once its row is read.
 */
export function readItemKind(item: GivenKind, index: number, isNew: boolean, errors: FieldErrors): ItemKindInput {
  const given = item.kind ?? null;
  if (given !== null && !isItemKind(given)) {
    errors.add(itemField(index, 'kind'), M.kindInvalid);
    return { kind: null, required: null, settings: null, givenSettings: undefined };
  }
  const kind = given ?? (isNew ? 'check' : null);
  if (kind === null || !isNew) return { kind, required: kind ? requiredOf(kind, item.required, null) : (item.required ?? null), settings: null, givenSettings: item.settings };
  return { kind, required: requiredOf(kind, item.required, true), settings: settingsOf(kind, item.settings, index, errors), givenSettings: item.settings };
}

/** An existing item's kind, requirement and settings after an update: what was given, else what it had. */
export function resolveExistingItemKind(
  input: ItemKindInput,
  old: { kind: ItemKind; required: boolean; settings: ItemSettings },
  index: number,
  errors: FieldErrors,
): { kind: ItemKind; required: boolean; settings: ItemSettings } {
  const kind = input.kind ?? old.kind;
  const settings =
    input.givenSettings !== undefined || kind !== old.kind ? settingsOf(kind, input.givenSettings, index, errors) : old.settings;
  return { kind, required: requiredOf(kind, input.required, old.required), settings };
}

/** 'At least one item is required': a checklist of headings alone asks nothing. */
export function checkSomethingAsked(items: { text: string; kind: ItemKind | null }[], errors: FieldErrors): void {
  if (!items.some((item) => item.text && (item.kind === null || isAnswerableKind(item.kind)))) errors.add('items', CHECKLIST_MESSAGES.itemsRequired);
}
