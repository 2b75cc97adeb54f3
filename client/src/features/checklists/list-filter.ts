import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ChecklistsFilter } from './api/get-checklists';

/**
 * The dashboard's list filter, kept in the URL (`?status=overdue`) so a reload or a shared link
 * keeps it. Anything else in the URL means the full list.
 */
export function useChecklistsFilter(): [ChecklistsFilter, (next: ChecklistsFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter: ChecklistsFilter = params.get('status') === 'overdue' ? 'overdue' : 'all';
  const setFilter = useCallback(
    (next: ChecklistsFilter) =>
      setParams((prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'all') out.delete('status');
        else out.set('status', next);
        return out;
      }),
    [setParams],
  );
  return [filter, setFilter];
}
