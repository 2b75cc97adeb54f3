import { DASHBOARD_TEXTS as D, type DashboardView } from '@ticklist/contracts';

/** "Cards | Table": two toggle buttons, the pressed one is the view shown. */
export function DashboardViewSwitch({ value, onChange }: { value: DashboardView; onChange: (next: DashboardView) => void }) {
  return (
    <div className="list-filter view-switch" role="group" aria-label={D.viewLabel}>
      {(['cards', 'table'] as const).map((view) => (
        <button key={view} type="button" className="btn btn--small list-filter__option" aria-pressed={value === view} onClick={() => value !== view && onChange(view)}>
          {view === 'cards' ? D.cards : D.table}
        </button>
      ))}
    </div>
  );
}
