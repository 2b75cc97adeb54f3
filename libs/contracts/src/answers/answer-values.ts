import { textLength } from '../text/text-length';
import type { ItemKind, ItemSettings } from './item-kinds';

/** A recipient's answer to an item, typed by its kind (issue 46); null: no answer. */
export type AnswerValue = boolean | 'yes' | 'no' | 'na' | number | string | string[] | { name: string; fileId?: string } | null;

export const ANSWER_MESSAGES = {
  checkInvalid: 'Must be true or false',
  yesNoInvalid: "Must be 'yes' or 'no'",
  yesNoNaInvalid: "Must be 'yes', 'no' or 'na'",
  numberInvalid: 'Must be a number',
  decimalsTooMany: (decimals: number) => (decimals === 0 ? 'Must be a whole number' : `Must have at most ${decimals} decimals`),
  dateInvalid: 'Must be a date (YYYY-MM-DD)',
  choiceInvalid: 'Must be one of the options',
  choiceOneOnly: 'Choose one option',
  textInvalid: 'Must be text',
  textTooLong: (max: number) => `Must be at most ${max} characters long`,
  filesInvalid: 'Must be a list of files uploaded to this item',
  signatureInvalid: 'Must be the signer\'s name, with the drawn signature\'s file when there is one',
  signatureNameRequired: 'The signer\'s name is required',
  headingNotAnswerable: 'A heading asks nothing',
  completeOnlyForCheck: "This item takes an answer: save it with key 'answer'",
} as const;

export const SIGNATURE_NAME_MAX = 200;

export type AnswerCheck = { ok: true; value: AnswerValue } | { ok: false; message: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isCalendarDate = (v: string) => {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
};
/** Decimals a JSON number was written with (as JavaScript prints it back). */
const decimalsOf = (n: number) => {
  const [, fraction = ''] = String(n).split('.');
  const exp = /e-(\d+)$/.exec(String(n));
  return exp ? Number(exp[1]) + (fraction.replace(/e.*$/, '').length) : fraction.length;
};

/**
 * Checks a value for an item of `kind` with `settings` (null always clears). Files are checked
 * against the item's uploads by the caller (`fileIds`: the ids uploaded to this item by this share).
 */
export function checkAnswer(kind: ItemKind, settings: ItemSettings, value: unknown, fileIds: ReadonlySet<string> = new Set()): AnswerCheck {
  const M = ANSWER_MESSAGES;
  if (value === null) return { ok: true, value: null };
  const fail = (message: string): AnswerCheck => ({ ok: false, message });
  switch (kind) {
    case 'check':
      return typeof value === 'boolean' ? { ok: true, value } : fail(M.checkInvalid);
    case 'yesno':
      if (value === 'yes' || value === 'no' || (value === 'na' && settings.naAllowed)) return { ok: true, value };
      return fail(settings.naAllowed ? M.yesNoNaInvalid : M.yesNoInvalid);
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail(M.numberInvalid);
      const decimals = settings.decimals ?? 0;
      return decimalsOf(value) > decimals ? fail(M.decimalsTooMany(decimals)) : { ok: true, value };
    }
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? { ok: true, value } : fail(M.dateInvalid);
    case 'choice': {
      const options = settings.options ?? [];
      if (!Array.isArray(value) || value.length === 0 || value.some((v) => typeof v !== 'string' || !options.includes(v))) return fail(M.choiceInvalid);
      const chosen = options.filter((o) => (value as string[]).includes(o));
      if (chosen.length > 1 && !settings.multiple) return fail(M.choiceOneOnly);
      return { ok: true, value: chosen };
    }
    case 'text': {
      if (typeof value !== 'string') return fail(M.textInvalid);
      const max = settings.maxLength ?? 500;
      return textLength(value) > max ? fail(M.textTooLong(max)) : { ok: true, value };
    }
    case 'photo':
    case 'file': {
      const max = settings.maxCount ?? (kind === 'photo' ? 10 : 5);
      if (!Array.isArray(value) || value.length > max || value.some((v) => typeof v !== 'string' || !fileIds.has(v.toLowerCase()))) return fail(M.filesInvalid);
      return { ok: true, value: [...new Set((value as string[]).map((v) => v.toLowerCase()))] };
    }
    case 'signature': {
      if (typeof value !== 'object' || Array.isArray(value)) return fail(M.signatureInvalid);
      const { name, fileId, ...rest } = value as Record<string, unknown>;
      if (Object.keys(rest).length || typeof name !== 'string' || (fileId !== undefined && (typeof fileId !== 'string' || !fileIds.has(fileId.toLowerCase())))) {
        return fail(M.signatureInvalid);
      }
      const trimmed = name.trim();
      if (!trimmed) return fail(M.signatureNameRequired);
      if (textLength(trimmed) > SIGNATURE_NAME_MAX) return fail(M.textTooLong(SIGNATURE_NAME_MAX));
      return { ok: true, value: fileId ? { name: trimmed, fileId: (fileId as string).toLowerCase() } : { name: trimmed } };
    }
    case 'heading':
      return fail(M.headingNotAnswerable);
  }
}

/** An answer satisfies its item: a tick; any yes/no/na; a number; a date; an option; text; enough files; a name. */
export function isAnswerDone(kind: ItemKind, settings: ItemSettings, value: AnswerValue): boolean {
  if (value === null) return false;
  switch (kind) {
    case 'check':
      return value === true;
    case 'text':
      return typeof value === 'string' && value.trim().length > 0;
    case 'photo':
    case 'file':
      return Array.isArray(value) && value.length >= (settings.minCount ?? 1);
    case 'heading':
      return false;
    default:
      return true;
  }
}

/** An answer the owner should look at: the flagged yes/no, a number outside its range, a flagged option. */
export function isAnswerFlagged(kind: ItemKind, settings: ItemSettings, value: AnswerValue): boolean {
  if (value === null) return false;
  if (kind === 'yesno') return settings.flagOn != null && value === settings.flagOn;
  if (kind === 'number' && typeof value === 'number') return (settings.min !== undefined && value < settings.min) || (settings.max !== undefined && value > settings.max);
  if (kind === 'choice' && Array.isArray(value) && Array.isArray(settings.flagOn)) return value.some((v) => (settings.flagOn as string[]).includes(v));
  return false;
}
