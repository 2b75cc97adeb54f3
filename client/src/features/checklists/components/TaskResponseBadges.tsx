import { CHECKLIST_UI as T } from '@ticklist/contracts';
import { hasResponses, type ItemFormValue } from '../form/checklist-form-model';

/**
 * A task's edit-mode badges: 'has responses', 'Modified', and the chosen keep/reset policy as a
 * button that opens the choice again.
 */
export function TaskResponseBadges({ uid, index, item, onChoosePolicy }: { uid: string; index: number; item: ItemFormValue; onChoosePolicy: () => void }) {
  const hintId = `${uid}-item-${index}-policy-hint`;
  return (
    <div className="task__badges">
      {hasResponses(item) && <span className="badge badge--warning">{T.hasResponses}</span>}
      {item.modified && <span className="badge badge--primary">{T.modified}</span>}
      {item.responsePolicy && (
        <button
          type="button"
          className={`badge task__policy ${item.responsePolicy === 'reset' ? 'badge--danger' : 'badge--success'}`}
          aria-describedby={hintId}
          onClick={onChoosePolicy}
        >
          {item.responsePolicy === 'reset' ? T.resetResponsesBadge : T.keepResponsesBadge}
        </button>
      )}
      {item.responsePolicy && (
        <span id={hintId} className="visually-hidden">
          {T.changePolicy(index + 1)}
        </span>
      )}
    </div>
  );
}
