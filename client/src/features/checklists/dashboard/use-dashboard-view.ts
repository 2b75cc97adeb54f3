import { useCallback, useState } from 'react';
import { DASHBOARD_VIEW_STORAGE_KEY, type DashboardView } from '@ticklist/contracts';

function readView(): DashboardView {
  try {
    return localStorage.getItem(DASHBOARD_VIEW_STORAGE_KEY) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

/** Cards or Table on the dashboard (issue 44), remembered in this browser. */
export function useDashboardView(): [DashboardView, (next: DashboardView) => void] {
  const [view, setView] = useState<DashboardView>(readView);
  const choose = useCallback((next: DashboardView) => {
    setView(next);
    try {
      localStorage.setItem(DASHBOARD_VIEW_STORAGE_KEY, next);
    } catch {
      // Storage refused (private mode, full): the choice holds for this visit.
    }
  }, []);
  return [view, choose];
}
