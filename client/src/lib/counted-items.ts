import { isAnswerableKind, type ItemKind } from '@ticklist/contracts';

/**
 * How many items progress counts (issue 46): answerable, required ones. Headings never count; a
 * list of tick boxes counts every item, as the spec's formulas say.
 */
export const countedItemCount = (items: readonly { kind?: ItemKind; required?: boolean }[]): number =>
  items.filter((i) => isAnswerableKind(i.kind ?? 'check') && i.required !== false).length;
