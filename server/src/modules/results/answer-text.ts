import type { ItemKind, ItemSettings } from '@ticklist/contracts';

/** A file of an answer as the CSV names it: its name and the digest of its stored bytes. */
export interface AnswerFileName {
  name: string;
  sha256: string;
}

const YES_NO: Record<string, string> = { yes: 'Yes', no: 'No', na: 'N/A' };
const fileText = (f: AnswerFileName) => `${f.name} (sha256 ${f.sha256})`;

/**
 * The Answer column of results.csv (issue 46): a typed answer in words, files by name and sha256;
 * empty for a tick box (its Done column says it) and for no answer.
 */
export function answerText(kind: ItemKind, settings: ItemSettings | null, answer: unknown, files: AnswerFileName[]): string {
  if (kind === 'photo' || kind === 'file') return files.map(fileText).join('; ');
  if (answer === null || answer === undefined) return '';
  switch (kind) {
    case 'yesno':
      return YES_NO[String(answer)] ?? '';
    case 'number':
      return settings?.unit ? `${String(answer)} ${settings.unit}` : String(answer);
    case 'choice':
      return Array.isArray(answer) ? answer.join('; ') : '';
    case 'date':
    case 'text':
      return typeof answer === 'string' ? answer : '';
    case 'signature': {
      const name = (answer as { name?: string }).name ?? '';
      return [name, ...files.map(fileText)].filter(Boolean).join('; ');
    }
    default:
      return '';
  }
}
