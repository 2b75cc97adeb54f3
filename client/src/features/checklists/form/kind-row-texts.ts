import { CHECKLIST_UI as T, isAnswerableKind, type ItemKind } from '@ticklist/contracts';
import { KIND_FORM_TEXTS as K } from './kind-texts';

/**
 * A form row's title and text label (issue 46): a heading is 'Section'; tasks are numbered
 * 'Task n' counting only answerable items. Nothing for a list without headings (the spec's texts).
 */
export function kindRowTexts(items: readonly { kind?: ItemKind }[], index: number): { title?: string; textLabel?: string } {
  const kind = items[index]?.kind ?? 'check';
  if (kind === 'heading') return { title: K.section, textLabel: K.sectionTextLabel };
  if (!items.some((i) => i.kind === 'heading')) return {};
  const n = items.slice(0, index + 1).filter((i) => isAnswerableKind(i.kind ?? 'check')).length;
  return { title: T.task(n) };
}
