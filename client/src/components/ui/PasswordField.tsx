import { forwardRef, useState } from 'react';
import { FieldFrame, useFieldWiring, type TextFieldProps } from './TextField';

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
  const wiring = useFieldWiring({ id, hint, error, describedBy: inputProps['aria-describedby'] });
  return (
    <FieldFrame wiring={wiring} label={label} required={required} hint={hint} className={className}>
      <div className="password-field">
        <input
          ref={ref}
          id={wiring.inputId}
          type={visible ? 'text' : 'password'}
          className={inputClassName ? `input ${inputClassName}` : 'input'}
          aria-required={required || undefined}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          {...inputProps}
          {...wiring.aria}
        />
        <button
          type="button"
          className="btn btn--ghost btn--small toggle"
          aria-pressed={visible}
          aria-controls={wiring.inputId}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </FieldFrame>
  );
});
