import { useEffect } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { CHECKLIST_UI as T } from '@ticklist/contracts';
import type { ChecklistFormValues, FormErrors } from '../form/checklist-form-model';
import { FieldError } from './TaskRow';
import { userText } from '@/components/ui/UserText';

/** The form's 'Checklist Details' card: title (required) and description. */
export function ChecklistDetailsFields({
  uid,
  errors,
  register,
  onEdited,
  focusTitle = false,
}: {
  uid: string;
  errors: FormErrors;
  register: UseFormRegister<ChecklistFormValues>;
  onEdited: (field: 'title' | 'description') => void;
  /** Focus starts in the title (the create page: the first thing to type, issue 44). */
  focusTitle?: boolean;
}) {
  // The page exists to type a checklist: no focus hunt past the templates. On arriving, the
  // layout's focus move picks the marked title (RootLayout); when a template refills the form, this effect.
  useEffect(() => {
    if (focusTitle) document.getElementById(`${uid}-title`)?.focus();
  }, [focusTitle, uid]);

  const errorProps = (key: 'title' | 'description', id: string) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : { 'aria-invalid': false as const };

  return (
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
          {...userText}
          aria-required="true"
          data-autofocus={focusTitle || undefined}
          {...errorProps('title', `${uid}-title`)}
          {...register('title', { onChange: () => onEdited('title') })}
        />
        <FieldError id={`${uid}-title-error`} message={errors.title} />
      </div>
      <div className="field">
        <label htmlFor={`${uid}-description`}>{T.descriptionLabel}</label>
        <textarea
          id={`${uid}-description`}
          className="textarea"
          rows={3}
          placeholder={T.descriptionPlaceholder}
          {...userText}
          {...errorProps('description', `${uid}-description`)}
          {...register('description', { onChange: () => onEdited('description') })}
        />
        <FieldError id={`${uid}-description-error`} message={errors.description} />
      </div>
    </section>
  );
}
