import { forwardRef, useId, useState } from 'react';
import { errorLines, FieldErrors, FieldLabel, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A password input with a Show/Hide toggle. The toggle is a real button (aria-pressed, a label
 * naming what it does) placed after the input so tab order stays input → toggle.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, required, id, className, inputClassName, ...inputProps },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const autoId = useId();
  const inputId = id ?? `f${autoId.replace(/:/g, '')}`;
  const lines = errorLines(error);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = lines.length ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId, inputProps['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      {hint && (
        <span id={hintId} className="hint">
          {hint}
        </span>
      )}
      <div className="password-field">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={inputClassName ? `input ${inputClassName}` : 'input'}
          aria-required={required || undefined}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          {...inputProps}
          aria-invalid={lines.length ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="btn btn--ghost btn--small toggle"
          aria-pressed={visible}
          aria-controls={inputId}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      <FieldErrors id={errorId} lines={lines} />
    </div>
  );
});
