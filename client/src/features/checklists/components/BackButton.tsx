import { CHECKLIST_UI as T } from '@ticklist/contracts';

/** The header's back button of the create and edit screens. */
export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="btn btn--ghost btn--small" onClick={onClick}>
      <span aria-hidden="true">←</span> {T.back}
    </button>
  );
}
