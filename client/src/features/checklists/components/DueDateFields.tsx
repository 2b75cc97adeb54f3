import { useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { FOLLOW_UP_MESSAGES as F, REMINDER_LIMITS } from '@ticklist/contracts';
import type { ChecklistFormValues, FormErrors } from '../form/checklist-form-model';
import { reminderField, type RuleKey } from '../form/due-reminders-model';
import { FieldError } from './TaskRow';

interface Props {
  uid: string;
  errors: FormErrors;
  control: Control<ChecklistFormValues>;
  register: UseFormRegister<ChecklistFormValues>;
  setValue: UseFormSetValue<ChecklistFormValues>;
  onEdited: (...keys: string[]) => void;
}

const errorProps = (errors: FormErrors, key: string, id: string) =>
  errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/**
 * The form's due date card (issue 17): an optional date and time in the owner's own time zone,
 * and, once one is set, the reminder rules with their defaults prefilled.
 */
export function DueDateFields({ uid, errors, control, register, setValue, onEdited }: Props) {
  const dueAt = useWatch({ control, name: 'dueAt' });
  const id = `${uid}-dueAt`;
  return (
    <section className="card stack-sm" aria-labelledby={`${uid}-due`}>
      <h2 id={`${uid}-due`}>{F.dueHeading}</h2>
      <div className="field">
        <label htmlFor={id}>{F.dueAtLabel}</label>
        <span id={`${id}-hint`} className="hint">
          {F.dueAtHint}
        </span>
        <div className="due-field">
          <input
            id={id}
            type="datetime-local"
            className="input due-field__input"
            aria-describedby={[`${id}-hint`, errors.dueAt ? `${id}-error` : ''].filter(Boolean).join(' ')}
            aria-invalid={errors.dueAt ? true : undefined}
            {...register('dueAt', { onChange: () => onEdited('dueAt') })}
          />
          {dueAt && (
            <button
              type="button"
              className="btn btn--small"
              onClick={() => {
                setValue('dueAt', '');
                onEdited('dueAt', 'reminders', ...(['beforeDueDays', 'overdueEveryDays', 'overdueMax'] as const).map(reminderField));
                document.getElementById(id)?.focus();
              }}
            >
              {F.clearDueAt}
            </button>
          )}
        </div>
        <FieldError id={`${id}-error`} message={errors.dueAt} />
      </div>
      {dueAt && <RemindersFieldset uid={uid} errors={errors} control={control} register={register} onEdited={onEdited} />}
    </section>
  );
}

function RemindersFieldset({ uid, errors, control, register, onEdited }: Omit<Props, 'setValue'>) {
  const beforeOn = useWatch({ control, name: 'reminders.beforeDueOn' });
  const overdueOn = useWatch({ control, name: 'reminders.overdueOn' });
  const numberField = (rule: RuleKey, label: string, on: boolean) => {
    const key = reminderField(rule);
    const id = `${uid}-${rule}`;
    const { min, max } = REMINDER_LIMITS[rule];
    return (
      <div className="field reminder-rule__number">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          className="input"
          disabled={!on}
          {...errorProps(errors, key, id)}
          {...register(key, { onChange: () => onEdited(key, 'reminders') })}
        />
        <FieldError id={`${id}-error`} message={errors[key]} />
      </div>
    );
  };
  return (
    <fieldset className="reminders">
      <legend>{F.remindersLegend}</legend>
      <FieldError id={`${uid}-reminders-error`} message={errors.reminders} />
      <div className="reminder-rule">
        <label className="checkbox">
          <input type="checkbox" {...register('reminders.beforeDueOn', { onChange: () => onEdited(reminderField('beforeDueDays')) })} />
          <span>{F.beforeDueLabel}</span>
        </label>
        <div className="reminder-rule__numbers">{numberField('beforeDueDays', F.beforeDueDaysLabel, beforeOn)}</div>
      </div>
      <div className="reminder-rule">
        <label className="checkbox">
          <input
            type="checkbox"
            {...register('reminders.overdueOn', { onChange: () => onEdited(reminderField('overdueEveryDays'), reminderField('overdueMax')) })}
          />
          <span>{F.overdueLabel}</span>
        </label>
        <div className="reminder-rule__numbers">
          {numberField('overdueEveryDays', F.overdueEveryDaysLabel, overdueOn)}
          {numberField('overdueMax', F.overdueMaxLabel, overdueOn)}
        </div>
      </div>
    </fieldset>
  );
}
