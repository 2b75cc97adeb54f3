import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CHECKLIST_UI as T, LIMITS, itemField, type ResponsePolicy } from '@ticklist/contracts';
import {
  firstUnresolvedIndex,
  hasResponses,
  isChanged,
  mapServerErrors,
  newItem,
  prepare,
  type ChecklistFormValues,
  type FormErrors,
  type Prepared,
} from '../form/checklist-form-model';
import { pastedTasks, planPaste } from '../form/pasted-list';
import { ChecklistDetailsFields } from './ChecklistDetailsFields';
import { ItemKindFields } from './ItemKindFields';
import { kindRowTexts } from '../form/kind-row-texts';
import { KIND_FORM_TEXTS as K } from '../form/kind-texts';
import { DueDateFields } from './DueDateFields';
import { ScheduleFields } from '../schedule/ScheduleFields';
import { firstScheduleErrorId } from '../schedule/schedule-error-focus';
import { ResponsePolicyModal } from './ResponsePolicyModal';
import { FieldError, TaskRow } from './TaskRow';
import { useFormErrors } from './use-form-errors';
import { useTaskList } from './use-task-list';
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
  /** Whether the form holds changes not saved yet (the route asks before dropping them). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The create / edit form of spec sections 2 and 5: details card, tasks that can be added,
 * removed (never the last), reordered by drag or by keyboard, client validation with errors
 * keyed like the API's (items[i].text), and in edit the lock / Modified / response policy flow.
 */
export function ChecklistForm({ mode, initialValues, submitLabel, submittingLabel, onSave, failureMessage, onCancel, onDirtyChange }: ChecklistFormProps) {
  const uid = useId().replace(/:/g, '');
  const { register, control, handleSubmit, getValues, setValue, formState } = useForm<ChecklistFormValues>({
    defaultValues: initialValues,
  });
  const items = useWatch({ control, name: 'items' }) ?? [];
  const repeats = useWatch({ control, name: 'schedule.on' });
  const { errors, setErrors, clear: clearError, afterMove, afterRemove, afterInsert } = useFormErrors();
  const listRef = useRef<HTMLOListElement>(null);
  const tasks = useTaskList({
    control,
    uid,
    listRef,
    onMoved: afterMove,
    onRemoved: afterRemove,
    onAdded: () => clearError('items'),
    onInserted: afterInsert,
  });
  const { fields } = tasks;
  const [banner, setBanner] = useState<string | null>(null);
  const [unlocked, setUnlocked] = useState<Set<string>>(() => new Set());
  const [policyIndex, setPolicyIndex] = useState<number | null>(null);
  /**
   * The Update Confirmation dialog was opened by 'Update Checklist' (contract, "Where the spec
   * describes a defect"): each choice is stored and the update goes on (the next such item, then
   * the send). Opened from an item's badge, a choice only stores.
   */
  const [policyFromSubmit, setPolicyFromSubmit] = useState(false);
  const saving = formState.isSubmitting;
  const { isDirty } = formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  const onItemEdited = (index: number, field: 'text' | 'description') => {
    clearError(itemField(index, field), ...(field === 'text' ? ['items'] : []));
    const item = getValues(`items.${index}`);
    if (item.original) setValue(`items.${index}.modified`, isChanged(item));
  };

  /** A list pasted into a task's text field becomes one task per line there; one line pastes as usual. */
  const pasteList = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const lines = pastedTasks(event.clipboardData.getData('text/plain'));
    if (lines.length === 0 || input.readOnly) return;
    event.preventDefault();
    const end = input.value.length;
    const plan = planPaste(lines, { value: input.value, start: input.selectionStart ?? end, end: input.selectionEnd ?? end }, fields.length, LIMITS.itemsMax);
    setValue(`items.${index}.text`, plan.text);
    input.setSelectionRange(plan.caret, plan.caret);
    onItemEdited(index, 'text');
    tasks.insertPasted(index, plan.insert, plan.leftOut, LIMITS.itemsMax);
  };

  const unlock = (index: number) => {
    const itemId = items[index]?.itemId;
    if (!itemId) return;
    setUnlocked((prev) => new Set(prev).add(itemId));
    tasks.focusAfterRender(`${uid}-item-${index}-text`);
  };

  const choosePolicy = (policy: ResponsePolicy) => {
    if (policyIndex === null) return;
    setValue(`items.${policyIndex}.responsePolicy`, policy);
    setValue(`items.${policyIndex}.modified`, false);
    clearError(itemField(policyIndex, 'responsePolicy'));
    const next = policyFromSubmit ? firstUnresolvedIndex(getValues('items')) : -1;
    if (next >= 0) {
      setPolicyIndex(next);
      return;
    }
    setPolicyIndex(null);
    if (policyFromSubmit) {
      setPolicyFromSubmit(false);
      void submit();
    }
  };

  const focusFirstError = (errs: FormErrors) => {
    // In the order the form shows them: details, due date card, tasks.
    const firstItemErrorId = () => {
      const index = fields.findIndex((_, i) => errs[itemField(i, 'text')] || errs[itemField(i, 'description')]);
      if (index >= 0) return errs[itemField(index, 'text')] ? `${uid}-item-${index}-text` : `${uid}-item-${index}-description`;
      return errs.items ? `${uid}-add-item` : null;
    };
    let id: string | null = null;
    if (errs.title) id = `${uid}-title`;
    else if (errs.description) id = `${uid}-description`;
    else id = firstScheduleErrorId(uid, errs) ?? firstDueErrorId(uid, errs) ?? firstItemErrorId();
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
        setPolicyFromSubmit(true);
        setPolicyIndex(unresolved);
        return;
      }
    }
    setErrors({});
    try {
      await onSave(prepared, values);
    } catch (error) {
      const server = mapServerErrors(error, prepared.sent);
      if (server && Object.keys(server.fields).length) {
        setErrors(server.fields);
        if (server.other.length) setBanner(server.other.join(' '));
        // Responses arrived after the form was loaded: ask for the choice the server needs.
        const needsPolicy = values.items.findIndex((_, i) => server.fields[itemField(i, 'responsePolicy')]);
        if (needsPolicy >= 0) {
          setPolicyFromSubmit(true);
          setPolicyIndex(needsPolicy);
        }
        else focusFirstError(server.fields);
        return;
      }
      setBanner(failureMessage(error));
    }
  });

  const policyItem = policyIndex !== null ? items[policyIndex] : undefined;

  return (
    <form className="checklist-form stack" onSubmit={submit} noValidate aria-busy={saving}>
      {banner && (
        <div className="alert alert--error" role="alert">
          {banner}
        </div>
      )}

      <ChecklistDetailsFields uid={uid} errors={errors} register={register} onEdited={(field) => clearError(field)} focusTitle={mode === 'create'} />

      <ScheduleFields uid={uid} errors={errors} control={control} register={register} onEdited={clearError} />

      {!repeats && <DueDateFields uid={uid} errors={errors} control={control} register={register} setValue={setValue} onEdited={clearError} />}

      <section className="card stack-sm" aria-labelledby={`${uid}-items`}>
        <div className="row row--between">
          <h2 id={`${uid}-items`}>{T.itemsHeading}</h2>
        </div>
        {mode === 'edit' && <p className="hint">{T.responsesTip}</p>}
        {fields.length > 1 && <p className="hint">{T.dragHint}</p>}
        <FieldError id={`${uid}-items-error`} message={errors.items} />

        <ol className="task-list" ref={listRef}>
          {fields.map((field, index) => {
            const item = items[index] ?? field;
            return (
              <TaskRow
                key={field.id}
                uid={uid}
                rowKey={field.id}
                index={index}
                count={fields.length}
                item={item}
                locked={hasResponses(item) && !!item.itemId && !unlocked.has(item.itemId)}
                dragging={tasks.dragging === index}
                errors={errors}
                register={register}
                onEdited={onItemEdited}
                onPaste={pasteList}
                onEnter={(at) => tasks.nextTask(at, (getValues('items') ?? []).map((i) => i.text), LIMITS.itemsMax)}
                onHandlePointerDown={tasks.onHandlePointerDown}
                onMove={tasks.moveByKeyboard}
                onRemove={tasks.removeTask}
                onUnlock={unlock}
                onChoosePolicy={(index) => {
                  setPolicyFromSubmit(false);
                  setPolicyIndex(index);
                }}
                {...kindRowTexts(items, index)}
                kindFields={
                  <ItemKindFields
                    uid={uid}
                    index={index}
                    locked={hasResponses(item) && !!item.itemId && !unlocked.has(item.itemId)}
                    errors={errors}
                    control={control}
                    register={register}
                    onEdited={(at, key) => {
                      clearError(key);
                      const edited = getValues(`items.${at}`);
                      if (edited.original) setValue(`items.${at}.modified`, isChanged(edited));
                    }}
                  />
                }
              />
            );
          })}
        </ol>

        <p className="hint" role="status">
          {tasks.pasteStatus}
        </p>

        <div className="row">
          <button type="button" id={`${uid}-add-item`} className="btn" onClick={() => tasks.addTask()}>
            <span aria-hidden="true">+</span> {T.addItem}
          </button>
          <button type="button" className="btn" onClick={() => tasks.addTask({ ...newItem(), kind: 'heading' })}>
            <span aria-hidden="true">+</span> {K.addSection}
          </button>
        </div>
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
        {tasks.announcement}
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
        onCancel={() => {
          setPolicyFromSubmit(false);
          setPolicyIndex(null);
        }}
      />
    </form>
  );
}

/** The due card's first field with an error, in the order they are shown. */
function firstDueErrorId(uid: string, errs: FormErrors): string | null {
  if (errs.dueAt) return `${uid}-dueAt`;
  const rule = (['beforeDueDays', 'overdueEveryDays', 'overdueMax'] as const).find((r) => errs[`reminders.${r}`]);
  return rule ? `${uid}-${rule}` : null;
}
