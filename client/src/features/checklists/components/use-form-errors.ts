import { useCallback, useState } from 'react';
import { reindexAfterInsert, reindexAfterMove, reindexAfterRemove, type FormErrors } from '../form/checklist-form-model';

/**
 * The checklist form's errors, keyed like the API's (title, items, items[i].text …), so client
 * rules and a 422 land in the same place. They follow a task when it moves, is removed or tasks are
 * inserted before it.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<FormErrors>({});

  const clear = useCallback((...keys: string[]) => {
    setErrors((prev) => {
      if (!keys.some((k) => k in prev)) return prev;
      const next = { ...prev };
      keys.forEach((k) => delete next[k]);
      return next;
    });
  }, []);

  const afterMove = useCallback((from: number, to: number) => setErrors((prev) => reindexAfterMove(prev, from, to)), []);
  const afterRemove = useCallback((index: number) => setErrors((prev) => reindexAfterRemove(prev, index)), []);

  const afterInsert = useCallback((at: number, count: number) => setErrors((prev) => reindexAfterInsert(prev, at, count)), []);

  return { errors, setErrors, clear, afterMove, afterRemove, afterInsert };
}
