import type { AnswerValue, Item } from '@ticklist/contracts';

/** The owner's words for answers (issue 46). */
export const OWNER_ANSWER_TEXTS = {
  yes: 'Yes',
  no: 'No',
  na: 'N/A',
  flagged: 'Flagged',
  signedBy: (name: string) => `Signed by ${name}`,
  noAnswer: 'No answer yet',
} as const;

/**
 * An answer as the owner reads it beside its item: yes/no/n.a., a number with its unit, a date,
 * the options chosen, the text, the signer. Files (photos) are shown apart; null: nothing to say.
 */
export function answerText(item: Pick<Item, 'kind' | 'settings'>, answer: AnswerValue | undefined): string | null {
  if (answer === null || answer === undefined) return null;
  switch (item.kind) {
    case 'yesno':
      return answer === 'yes' ? OWNER_ANSWER_TEXTS.yes : answer === 'no' ? OWNER_ANSWER_TEXTS.no : OWNER_ANSWER_TEXTS.na;
    case 'number':
      return typeof answer === 'number' ? (item.settings?.unit ? `${answer} ${item.settings.unit}` : String(answer)) : null;
    case 'choice':
      return Array.isArray(answer) ? answer.join(', ') : null;
    case 'date':
    case 'text':
      return typeof answer === 'string' ? answer : null;
    case 'signature':
      return typeof answer === 'object' && !Array.isArray(answer) ? OWNER_ANSWER_TEXTS.signedBy(answer.name) : null;
    default:
      return null;
  }
}

/** Items in the order the owner reads a recipient's answers: flagged ones first, then as listed. */
export function flaggedFirst<T extends { id: string }>(items: readonly T[], flagged: ReadonlySet<string>): T[] {
  return [...items.filter((i) => flagged.has(i.id)), ...items.filter((i) => !flagged.has(i.id))];
}
