import type { PointerEvent as ReactPointerEvent } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { CHECKLIST_UI as T, itemField } from '@ticklist/contracts';
import type { ChecklistFormValues, FormErrors, ItemFormValue } from '../form/checklist-form-model';
import { TaskResponseBadges } from './TaskResponseBadges';

export interface TaskRowProps {
  /** Prefix of every id in the form (one per form instance). */
  uid: string;
  /** react-hook-form's stable key of the row (follows the task when it moves). */
  rowKey: string;
  index: number;
  count: number;
  item: ItemFormValue;
  locked: boolean;
  dragging: boolean;
  errors: FormErrors;
  register: UseFormRegister<ChecklistFormValues>;
  onEdited: (index: number, field: 'text' | 'description') => void;
  onHandlePointerDown: (index: number, event: ReactPointerEvent<HTMLElement>) => void;
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (index: number) => void;
  onUnlock: (index: number) => void;
  onChoosePolicy: (index: number) => void;
}

/**
 * One task of the form: its heading and tools (drag handle, move up/down, remove), the lock
 * of a task that has responses, and the text and help-text fields with their errors.
 */
export function TaskRow({
  uid,
  rowKey,
  index,
  count,
  item,
  locked,
  dragging,
  errors,
  register,
  onEdited,
  onHandlePointerDown,
  onMove,
  onRemove,
  onUnlock,
  onChoosePolicy,
}: TaskRowProps) {
  const n = index + 1;
  const textId = `${uid}-item-${index}-text`;
  const descId = `${uid}-item-${index}-description`;
  const textKey = itemField(index, 'text');
  const descKey = itemField(index, 'description');
  const policyKey = itemField(index, 'responsePolicy');
  const lockedHintId = `${uid}-item-${index}-locked`;
  const describe = (key: string, id: string) =>
    [errors[key] ? `${id}-error` : '', locked ? lockedHintId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <li className={`task${dragging ? ' task--dragging' : ''}${locked ? ' task--locked' : ''}`} data-testid="task">
      <div role="group" aria-labelledby={`${uid}-heading-${index}`} className="task__inner">
        <div className="task__head">
          {count > 1 && (
            <span
              className="task__handle"
              aria-hidden="true"
              title="Drag to reorder"
              data-drag-handle
              onPointerDown={(e) => onHandlePointerDown(index, e)}
            >
              ⋮⋮
            </span>
          )}
          <h3 id={`${uid}-heading-${index}`} className="task__title" tabIndex={-1}>
            {T.task(n)}
          </h3>
          <TaskResponseBadges uid={uid} index={index} item={item} onChoosePolicy={() => onChoosePolicy(index)} />
          {count > 1 && (
            <div className="task__tools">
              <button
                type="button"
                className="btn btn--small btn--icon"
                aria-label={T.moveUp(n)}
                aria-disabled={index === 0}
                data-move={`${rowKey}-up`}
                onClick={() => onMove(index, -1)}
              >
                <span aria-hidden="true">↑</span>
              </button>
              <button
                type="button"
                className="btn btn--small btn--icon"
                aria-label={T.moveDown(n)}
                aria-disabled={index === count - 1}
                data-move={`${rowKey}-down`}
                onClick={() => onMove(index, 1)}
              >
                <span aria-hidden="true">↓</span>
              </button>
              {!locked && (
                <button type="button" className="btn btn--small task__remove" aria-label={T.removeItem(n)} onClick={() => onRemove(index)}>
                  {T.remove}
                </button>
              )}
            </div>
          )}
        </div>

        {locked && (
          <div className="task__lock row">
            <p id={lockedHintId} className="hint">
              {T.locked}
            </p>
            <button type="button" className="btn btn--small" onClick={() => onUnlock(index)}>
              {T.unlock}
            </button>
          </div>
        )}

        <div className="field">
          <label htmlFor={textId}>
            {T.itemTextLabel} <span className="required" aria-hidden="true">*</span>
          </label>
          <input
            id={textId}
            className="input"
            autoComplete="off"
            aria-required="true"
            readOnly={locked}
            aria-invalid={!!errors[textKey]}
            aria-describedby={describe(textKey, textId)}
            {...register(`items.${index}.text`, { onChange: () => onEdited(index, 'text') })}
          />
          <FieldError id={`${textId}-error`} message={errors[textKey]} />
        </div>
        <div className="field">
          <label htmlFor={descId}>{T.itemDescriptionLabel}</label>
          <textarea
            id={descId}
            className="textarea"
            rows={2}
            placeholder={T.itemDescriptionPlaceholder}
            readOnly={locked}
            aria-invalid={!!errors[descKey]}
            aria-describedby={describe(descKey, descId)}
            {...register(`items.${index}.description`, { onChange: () => onEdited(index, 'description') })}
          />
          <FieldError id={`${descId}-error`} message={errors[descKey]} />
        </div>
        <FieldError message={errors[policyKey]} />
      </div>
    </li>
  );
}

/** A field's error line, announced when it appears; nothing when there is no error. */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  );
}
