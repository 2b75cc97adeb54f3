import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { CHECKLIST_UI as T, itemField, type ResponsePolicy } from '@ticklist/contracts';
import { ApiError } from '@/lib/api-client';
import {
  firstUnresolvedIndex,
  hasResponses,
  isChanged,
  mapServerErrors,
  newItem,
  prepare,
  reindexAfterMove,
  reindexAfterRemove,
  type ChecklistFormValues,
  type FormErrors,
  type Prepared,
} from '../form/checklist-form-model';
import { ResponsePolicyModal } from './ResponsePolicyModal';
import { usePointerReorder } from './use-pointer-reorder';
import '../checklists.css';

export interface ChecklistFormProps {
  mode: 'create' | 'edit';
  initialValues: ChecklistFormValues;
  submitLabel: string;
  submittingLabel: string;
  /** Sends the validated form; throws ApiError / NetworkError on failure. */
  onSave: (prepared: Prepared, values: ChecklistFormValues) => Promise<void>;
  /** The banner text for a failure that is not a field error. */
  failureMessage: (error: unknown) => string;
  onCancel: () => void;
}

/**
 * The create / edit form of spec sections 2 and 5: details card, tasks that can be added,
 * removed (never the last), reordered by drag or by keyboard, client validation with errors
 * keyed like the API's (items[i].text), and in edit the lock / Modified / response policy flow.
 */
export function ChecklistForm({ mode, initialValues, submitLabel, submittingLabel, onSave, failureMessage, onCancel }: ChecklistFormProps) {
  const uid = useId().replace(/:/g, '');
  const { register, control, handleSubmit, getValues, setValue, formState } = useForm<ChecklistFormValues>({
    defaultValues: initialValues,
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' }) ?? [];
  const [errors, setErrors] = useState<FormErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [unlocked, setUnlocked] = useState<Set<string>>(() => new Set());
  const [policyIndex, setPolicyIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const saving = formState.isSubmitting;

  // Focus that must wait for the re-render after a move or removal.
  useEffect(() => {
    if (!pendingFocus.current) return;
    const el = document.getElementById(pendingFocus.current) ?? document.querySelector<HTMLElement>(pendingFocus.current);
    pendingFocus.current = null;
    el?.focus();
  });

  const clearError = (...keys: string[]) => {
    setErrors((prev) => {
      if (!keys.some((k) => k in prev)) return prev;
      const next = { ...prev };
      keys.forEach((k) => delete next[k]);
      return next;
    });
  };

  const onItemEdited = (index: number, field: 'text' | 'description') => {
    clearError(itemField(index, field), ...(field === 'text' ? ['items'] : []));
    const item = getValues(`items.${index}`);
    if (item.original) setValue(`items.${index}.modified`, isChanged(item));
  };

  const doMove = (from: number, to: number) => {
    if (to < 0 || to >= fields.length || from === to) return;
    move(from, to);
    setErrors((prev) => reindexAfterMove(prev, from, to));
  };

  const moveByKeyboard = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= fields.length) return;
    const key = fields[index].id;
    doMove(index, to);
    setAnnouncement(T.moved(to + 1, fields.length));
    // Keep focus on the same control of the moved task, or its other arrow at the ends.
    const edge = (delta === -1 && to === 0) || (delta === 1 && to === fields.length - 1);
    const dir = edge ? (delta === -1 ? 'down' : 'up') : delta === -1 ? 'up' : 'down';
    pendingFocus.current = `[data-move="${key}-${dir}"]`;
  };

  const { dragging, onHandlePointerDown } = usePointerReorder({
    getRows: () => Array.from(listRef.current?.children ?? []) as HTMLElement[],
    onMove: doMove,
    onDrop: (at) => setAnnouncement(T.moved(at + 1, fields.length)),
  });

  const removeItem = (index: number) => {
    if (fields.length <= 1) return;
    remove(index);
    setErrors((prev) => reindexAfterRemove(prev, index));
    setAnnouncement(T.removed(index + 1));
    const next = Math.min(index, fields.length - 2);
    pendingFocus.current = `${uid}-heading-${next}`;
  };

  const addItem = () => {
    append(newItem());
    setAnnouncement(T.added(fields.length + 1));
    clearError('items');
  };

  const choosePolicy = (policy: ResponsePolicy) => {
    if (policyIndex === null) return;
    setValue(`items.${policyIndex}.responsePolicy`, policy);
    setValue(`items.${policyIndex}.modified`, false);
    clearError(itemField(policyIndex, 'responsePolicy'));
    setPolicyIndex(null);
  };

  const focusFirstError = (errs: FormErrors) => {
    let id: string | null = null;
    if (errs.title) id = `${uid}-title`;
    else if (errs.description) id = `${uid}-description`;
    else {
      const index = fields.findIndex((_, i) => errs[itemField(i, 'text')] || errs[itemField(i, 'description')]);
      if (index >= 0) id = errs[itemField(index, 'text')] ? `${uid}-item-${index}-text` : `${uid}-item-${index}-description`;
      else if (errs.items) id = `${uid}-add-item`;
    }
    if (id) window.setTimeout(() => document.getElementById(id!)?.focus(), 0);
  };

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    const prepared = prepare(values);
    if (Object.keys(prepared.errors).length) {
      setErrors(prepared.errors);
      focusFirstError(prepared.errors);
      return;
    }
    if (mode === 'edit') {
      const unresolved = firstUnresolvedIndex(values.items);
      if (unresolved >= 0) {
        setPolicyIndex(unresolved);
        return;
      }
    }
    setErrors({});
    try {
      await onSave(prepared, values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.errors) {
        const { fields: fieldErrors, other } = mapServerErrors(error.errors, prepared.sent);
        if (Object.keys(fieldErrors).length) {
          setErrors(fieldErrors);
          if (other.length) setBanner(other.join(' '));
          // Responses arrived after the form was loaded: ask for the choice the server needs.
          const needsPolicy = values.items.findIndex((_, i) => fieldErrors[itemField(i, 'responsePolicy')]);
          if (needsPolicy >= 0) setPolicyIndex(needsPolicy);
          else focusFirstError(fieldErrors);
          return;
        }
      }
      setBanner(failureMessage(error));
    }
  });

  const errorProps = (key: string, id: string) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : { 'aria-invalid': false as const };

  const policyItem = policyIndex !== null ? items[policyIndex] : undefined;

  return (
    <form className="checklist-form stack" onSubmit={submit} noValidate aria-busy={saving}>
      {banner && (
        <div className="alert alert--error" role="alert">
          {banner}
        </div>
      )}

      <section className="card stack-sm" aria-labelledby={`${uid}-details`}>
        <h2 id={`${uid}-details`}>{T.details}</h2>
        <div className="field">
          <label htmlFor={`${uid}-title`}>
            {T.titleLabel} <span className="required" aria-hidden="true">*</span>
          </label>
          <input
            id={`${uid}-title`}
            className="input"
            autoComplete="off"
            placeholder={T.titlePlaceholder}
            aria-required="true"
            {...errorProps('title', `${uid}-title`)}
            {...register('title', { onChange: () => clearError('title') })}
          />
          {errors.title && (
            <p id={`${uid}-title-error`} className="field-error" role="alert">
              {errors.title}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${uid}-description`}>{T.descriptionLabel}</label>
          <textarea
            id={`${uid}-description`}
            className="textarea"
            rows={3}
            placeholder={T.descriptionPlaceholder}
            {...errorProps('description', `${uid}-description`)}
            {...register('description', { onChange: () => clearError('description') })}
          />
          {errors.description && (
            <p id={`${uid}-description-error`} className="field-error" role="alert">
              {errors.description}
            </p>
          )}
        </div>
      </section>

      <section className="card stack-sm" aria-labelledby={`${uid}-items`}>
        <div className="row row--between">
          <h2 id={`${uid}-items`}>{T.itemsHeading}</h2>
        </div>
        {mode === 'edit' && <p className="hint">{T.responsesTip}</p>}
        {fields.length > 1 && <p className="hint">{T.dragHint}</p>}
        {errors.items && (
          <p id={`${uid}-items-error`} className="field-error" role="alert">
            {errors.items}
          </p>
        )}

        <ol className="task-list" ref={listRef}>
          {fields.map((field, index) => {
            const item = items[index] ?? field;
            const n = index + 1;
            const responded = hasResponses(item);
            const locked = responded && !!item.itemId && !unlocked.has(item.itemId);
            const textId = `${uid}-item-${index}-text`;
            const descId = `${uid}-item-${index}-description`;
            const textKey = itemField(index, 'text');
            const descKey = itemField(index, 'description');
            const policyKey = itemField(index, 'responsePolicy');
            const lockedHintId = `${uid}-item-${index}-locked`;
            const describe = (key: string, id: string) =>
              [errors[key] ? `${id}-error` : '', locked ? lockedHintId : ''].filter(Boolean).join(' ') || undefined;
            return (
              <li
                key={field.id}
                className={`task${dragging === index ? ' task--dragging' : ''}${locked ? ' task--locked' : ''}`}
                data-testid="task"
              >
                <div role="group" aria-labelledby={`${uid}-heading-${index}`} className="task__inner">
                  <div className="task__head">
                    {fields.length > 1 && (
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
                    <div className="task__badges">
                      {responded && <span className="badge badge--warning">{T.hasResponses}</span>}
                      {item.modified && <span className="badge badge--primary">{T.modified}</span>}
                      {item.responsePolicy && (
                        <button
                          type="button"
                          className={`badge task__policy ${item.responsePolicy === 'reset' ? 'badge--danger' : 'badge--success'}`}
                          aria-describedby={`${uid}-item-${index}-policy-hint`}
                          onClick={() => setPolicyIndex(index)}
                        >
                          {item.responsePolicy === 'reset' ? T.resetResponsesBadge : T.keepResponsesBadge}
                        </button>
                      )}
                      {item.responsePolicy && (
                        <span id={`${uid}-item-${index}-policy-hint`} className="visually-hidden">
                          {T.changePolicy(n)}
                        </span>
                      )}
                    </div>
                    {fields.length > 1 && (
                      <div className="task__tools">
                        <button
                          type="button"
                          className="btn btn--small btn--icon"
                          aria-label={T.moveUp(n)}
                          aria-disabled={index === 0}
                          data-move={`${field.id}-up`}
                          onClick={() => moveByKeyboard(index, -1)}
                        >
                          <span aria-hidden="true">↑</span>
                        </button>
                        <button
                          type="button"
                          className="btn btn--small btn--icon"
                          aria-label={T.moveDown(n)}
                          aria-disabled={index === fields.length - 1}
                          data-move={`${field.id}-down`}
                          onClick={() => moveByKeyboard(index, 1)}
                        >
                          <span aria-hidden="true">↓</span>
                        </button>
                        {!locked && (
                          <button
                            type="button"
                            className="btn btn--small task__remove"
                            aria-label={T.removeItem(n)}
                            onClick={() => removeItem(index)}
                          >
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
                      <button
                        type="button"
                        className="btn btn--small"
                        onClick={() => {
                          setUnlocked((prev) => new Set(prev).add(item.itemId!));
                          pendingFocus.current = textId;
                        }}
                      >
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
                      {...register(`items.${index}.text`, { onChange: () => onItemEdited(index, 'text') })}
                    />
                    {errors[textKey] && (
                      <p id={`${textId}-error`} className="field-error" role="alert">
                        {errors[textKey]}
                      </p>
                    )}
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
                      {...register(`items.${index}.description`, { onChange: () => onItemEdited(index, 'description') })}
                    />
                    {errors[descKey] && (
                      <p id={`${descId}-error`} className="field-error" role="alert">
                        {errors[descKey]}
                      </p>
                    )}
                  </div>
                  {errors[policyKey] && (
                    <p className="field-error" role="alert">
                      {errors[policyKey]}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>

        <button type="button" id={`${uid}-add-item`} className="btn" onClick={addItem}>
          <span aria-hidden="true">+</span> {T.addItem}
        </button>
      </section>

      <div className="form-actions row">
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? submittingLabel : submitLabel}
        </button>
        <button type="button" className="btn" onClick={onCancel} disabled={saving}>
          {T.cancel}
        </button>
      </div>

      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {saving ? submittingLabel : ''}
      </p>

      <ResponsePolicyModal
        target={
          policyItem && policyIndex !== null
            ? { number: policyIndex + 1, text: policyItem.text.trim() || policyItem.original?.text || '', emails: policyItem.responseEmails }
            : null
        }
        onChoose={choosePolicy}
        onCancel={() => setPolicyIndex(null)}
      />
    </form>
  );
}
