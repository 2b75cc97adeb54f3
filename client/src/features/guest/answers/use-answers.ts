import { useCallback, useRef, useState } from 'react';
import { isAnswerableKind, SHARING_MESSAGES as M, type AnswerValue, type GuestItem } from '@ticklist/contracts';
import { ApiError } from '@/lib/api-client';
import { sortFieldErrors } from '@/lib/form-errors';
import { getOrCreate } from '@/lib/get-or-create';
import { useLatest } from '@/lib/use-latest';
import { LatestWriter, type WriteResult } from '../latest-writer';
import { answerDone, answerFlagged, answerOf } from './answer-input';

/** Saves one answer (key 'answer'); rejects when not saved. */
export type SaveAnswer = (itemId: string, value: AnswerValue) => Promise<unknown>;

/** The message a refused answer save shows under its field: the server's 422 on `value`, a 409's, or a plain failure. */
function answerFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return error.message;
  return sortFieldErrors(error, (key) => (key === 'value' || key === 'key' ? 'value' : null))?.fields.value?.[0] ?? M.tickFailed;
}

/**
 * The guest's answers to items that are not tick boxes (issue 46), saved like ticks: shown at once,
 * one save in flight per item and only the latest value sent next, a refusal said under the field
 * (and the shown answer back to the server's).
 */
export function useAnswers(save: SaveAnswer) {
  const [pending, setPending] = useState<Record<string, AnswerValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saveRef = useLatest(save);
  const writers = useRef(new Map<string, LatestWriter<AnswerValue>>());

  const writer = useCallback(
    (itemId: string) =>
      getOrCreate(writers.current, itemId, () =>
        new LatestWriter<AnswerValue>(
          (value) => saveRef.current(itemId, value),
          (result: WriteResult) => {
            setPending(({ [itemId]: _done, ...rest }) => rest);
            if (!result.ok) setErrors((e) => ({ ...e, [itemId]: answerFailure(result.error) }));
          },
        ),
      ),
    [saveRef],
  );

  const answer = useCallback(
    (item: GuestItem, value: AnswerValue) => {
      setPending((p) => ({ ...p, [item.id]: value }));
      setErrors(({ [item.id]: _cleared, ...rest }) => rest);
      writer(item.id).write(value);
    },
    [writer],
  );

  return {
    errors,
    answer,
    answerOf: (item: GuestItem) => answerOf(item, pending),
    /** Done with the answer shown (a pending one first), as the server counts it. */
    isDone: (item: GuestItem) => (item.id in pending ? answerDone(item, pending[item.id]!) : (item.response?.complete ?? false)),
    isFlagged: (item: GuestItem) => answerFlagged(item, answerOf(item, pending)),
  };
}

/** The items the progress counts: answerable and required (headings never; a tick box always). */
export const countedItems = (items: readonly GuestItem[]) => items.filter((i) => isAnswerableKind(i.kind ?? 'check') && i.required !== false);

/** The list asks for more than ticks: the page then says answers are shared with the owner. */
export const hasAnswerKinds = (items: readonly GuestItem[]) => items.some((i) => (i.kind ?? 'check') !== 'check');
