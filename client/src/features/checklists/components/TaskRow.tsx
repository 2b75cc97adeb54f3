import type { ClipboardEvent, ReactNode, PointerEvent as ReactPointerEvent } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { CHECKLIST_UI as T, itemField } from '@ticklist/contracts';
import type { ChecklistFormValues, FormErrors, ItemFormValue } from '../form/checklist-form-model';
import { TaskResponseBadges } from './TaskResponseBadges';
import { TaskTools } from './TaskTools';
import { userText } from '@/components/ui/UserText';

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
  /** A paste into the task's text field (a pasted list becomes tasks). */
  onPaste: (index: number, event: ClipboardEvent<HTMLInputElement>) => void;
  /** Enter in the task's text: go on to the next task (a new one at the end). */
  onEnter: (index: number) => void;
  onHandlePointerDown: (index: number, event: ReactPointerEvent<HTMLElement>) => void;
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (index: number) => void;
  onUnlock: (index: number) => void;
  onChoosePolicy: (index: number) => void;
  /** Issue 46: the row's title and text label when not a task's ('Section' for a heading). */
  title?: string;
  textLabel?: string;
  /** Issue 46: the answer type and its settings, under the help text. */
  kindFields?: ReactNode;
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
  onPaste,
  onEnter,
  onHandlePointerDown,
  onMove,
  onRemove,
  onUnlock,
  onChoosePolicy,
  title,
  textLabel,
  kindFields,
}: TaskRowProps) {
  const n = index + 1;
  const lockedHintId = `${uid}-item-${index}-locked`;

  /** What the text and help-text fields wire the same way: ids, lock, error and registration. */
  const field = (name: 'text' | 'description') => {
    const id = `${uid}-item-${index}-${name}`;
    const error = errors[itemField(index, name)];
    const errorId = `${id}-error`;
    const props = {
      id,
      ...userText,
      readOnly: locked,
      'aria-invalid': !!error,
      'aria-describedby': [error ? errorId : '', locked ? lockedHintId : ''].filter(Boolean).join(' ') || undefined,
      ...register(`items.${index}.${name}`, { onChange: () => onEdited(index, name) }),
    };
    return { id, error, errorId, props };
  };
  const text = field('text');
  const description = field('description');

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
            {title ?? T.task(n)}
          </h3>
          <TaskResponseBadges uid={uid} index={index} item={item} onChoosePolicy={() => onChoosePolicy(index)} />
          {count > 1 && (
            <TaskTools rowKey={rowKey} index={index} count={count} locked={locked} onMove={(delta) => onMove(index, delta)} onRemove={() => onRemove(index)} />
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
          <label htmlFor={text.id}>
            {textLabel ?? T.itemTextLabel} <span className="required" aria-hidden="true">*</span>
          </label>
          <input
            className="input"
            autoComplete="off"
            aria-required="true"
            enterKeyHint="next"
            {...text.props}
            onPaste={(e) => onPaste(index, e)}
            onKeyDown={(e) => {
              // Enter goes on to the next task instead of submitting the form (an IME's Enter composes).
              if (e.key !== 'Enter' || e.shiftKey || e.ctrlKey || e.metaKey || e.altKey || e.nativeEvent.isComposing) return;
              e.preventDefault();
              onEnter(index);
            }}
          />
          <FieldError id={text.errorId} message={text.error} />
        </div>
        <div className="field">
          <label htmlFor={description.id}>{T.itemDescriptionLabel}</label>
          <textarea className="textarea" rows={2} placeholder={T.itemDescriptionPlaceholder} {...description.props} />
          <FieldError id={description.errorId} message={description.error} />
        </div>
        {kindFields}
        <FieldError message={errors[itemField(index, 'responsePolicy')]} />
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
