import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHECKLIST_STATUSES, firstCodePoints, SEARCH_QUERY_MAX, type ChecklistStatus } from '@ticklist/contracts';
import type { ChecklistsFilter } from './api/get-checklists';

const isStatus = (value: string | null): value is ChecklistStatus => !!value && (CHECKLIST_STATUSES as readonly string[]).includes(value);

/**
 * The dashboard's status filter and search, kept in the URL (`?status=overdue&q=trip`) so a
 * reload or a shared link keeps them. An unknown status means the full list. `?ws=` names the
 * workspace (issue 47; absent: the personal one).
 */
export function useChecklistsFilter(): [ChecklistsFilter, (next: Partial<ChecklistsFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: ChecklistsFilter = {
    status: isStatus(status) ? status : 'all',
    q: firstCodePoints((params.get('q') ?? '').trim(), SEARCH_QUERY_MAX),
    ws: params.get('ws') || null,
  };
  const setFilter = useCallback(
    (next: Partial<ChecklistsFilter>) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next.status !== undefined) {
            if (next.status === 'all') out.delete('status');
            else out.set('status', next.status);
          }
          if (next.q !== undefined) {
            if (next.q.trim()) out.set('q', next.q.trim());
            else out.delete('q');
          }
          return out;
        },
        { replace: next.q !== undefined },
      ),
    [setParams],
  );
  return [filter, setFilter];
}
