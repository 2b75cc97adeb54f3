import { ANSWER_MESSAGES, checkAnswer, isAnswerDone, isAnswerFlagged, type AnswerValue, type GuestItem, type ItemSettings } from '@ticklist/contracts';

/**
 * The value a field's input stands for (issue 46), checked with the server's rules so the guest
 * reads a mistake under the field before anything is sent. Blank clears the answer (null).
 */
export type FieldValue = { ok: true; value: AnswerValue } | { ok: false; message: string };

/** A number as typed (a decimal comma too) → the number; blank → null. */
export function numberFromInput(text: string, settings: ItemSettings): FieldValue {
  const t = text.trim();
  if (!t) return { ok: true, value: null };
  const normalised = t.replace(/\s/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return { ok: false, message: ANSWER_MESSAGES.numberInvalid };
  return checkAnswer('number', settings, Number(normalised));
}

/** Text, a date or a typed signature name; blank clears. */
export function textFromInput(kind: 'text' | 'date', text: string, settings: ItemSettings): FieldValue {
  if (!text.trim()) return { ok: true, value: null };
  return checkAnswer(kind, settings, kind === 'date' ? text.trim() : text);
}

/** The options chosen after one is (un)checked, in the options' order; none left clears. */
export function toggleOption(settings: ItemSettings, chosen: readonly string[], option: string, on: boolean): AnswerValue {
  if (!settings.multiple) return on ? [option] : null;
  const next = new Set(chosen);
  if (on) next.add(option);
  else next.delete(option);
  const ordered = (settings.options ?? []).filter((o) => next.has(o));
  return ordered.length ? ordered : null;
}

/** The answer as the view shows it: the guest's own not yet confirmed, else the server's. */
export const answerOf = (item: GuestItem, pending: Record<string, AnswerValue>): AnswerValue =>
  item.id in pending ? pending[item.id]! : (item.response?.answer ?? null);

/** An item counts as done with its answer (a heading never counts; see the issue). */
export const answerDone = (item: GuestItem, answer: AnswerValue) => isAnswerDone(item.kind ?? 'check', item.settings ?? {}, answer);

export const answerFlagged = (item: GuestItem, answer: AnswerValue) => isAnswerFlagged(item.kind ?? 'check', item.settings ?? {}, answer);
