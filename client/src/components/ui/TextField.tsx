import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { userText } from './UserText';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the input, tied to it with aria-describedby; marks the input aria-invalid. */
  error?: string | string[] | null;
  /** Help text under the label, also read by screen readers. */
  hint?: ReactNode;
  /** Shows the * marker and sets aria-required (the native attribute is left to the caller). */
  required?: boolean;
  id?: string;
  className?: string;
  inputClassName?: string;
}

/** Normalises a field error (server sends a list per field) into lines to show. */
export function errorLines(error: string | string[] | null | undefined): string[] {
  if (!error) return [];
  return (Array.isArray(error) ? error : [error]).filter(Boolean);
}

/** The ids and ARIA wiring every field computes the same way: input id, hint, error lines. */
export function useFieldWiring({ id, hint, error, describedBy }: { id?: string; hint?: ReactNode; error?: string | string[] | null; describedBy?: string }) {
  const autoId = useId();
  const inputId = id ?? `f${autoId.replace(/:/g, '')}`;
  const lines = errorLines(error);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = lines.length ? `${inputId}-error` : undefined;
  return {
    inputId,
    lines,
    hintId,
    errorId,
    /** aria-invalid and aria-describedby for the control. */
    aria: {
      'aria-invalid': lines.length ? (true as const) : undefined,
      'aria-describedby': [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** The frame of a field: label with its marker, hint, the control itself, then the error lines. */
export function FieldFrame({
  wiring,
  label,
  required,
  hint,
  className,
  children,
}: {
  wiring: ReturnType<typeof useFieldWiring>;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <FieldLabel htmlFor={wiring.inputId} required={required}>
        {label}
      </FieldLabel>
      {hint && (
        <span id={wiring.hintId} className="hint">
          {hint}
        </span>
      )}
      {children}
      <FieldErrors id={wiring.errorId} lines={wiring.lines} />
    </div>
  );
}

/**
 * A labelled input: label tied with htmlFor, required marker, hint and errors announced through
 * aria-describedby. What is typed takes its own direction (userText) unless the caller sets `dir`.
 * Forwards its ref so react-hook-form's register() can be spread onto it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, required, id, className, inputClassName, type = 'text', ...inputProps },
  ref,
) {
  const wiring = useFieldWiring({ id, hint, error, describedBy: inputProps['aria-describedby'] });
  return (
    <FieldFrame wiring={wiring} label={label} required={required} hint={hint} className={className}>
      <input
        ref={ref}
        id={wiring.inputId}
        type={type}
        className={inputClassName ? `input ${inputClassName}` : 'input'}
        aria-required={required || undefined}
        {...userText}
        {...inputProps}
        {...wiring.aria}
      />
    </FieldFrame>
  );
});

/**
 * A field's label with the required marker beside it, outside the <label>, so the accessible
 * name is exactly the label text (the marker is visual; aria-required tells screen readers).
 */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <span className="field-label">
      <label htmlFor={htmlFor}>{children}</label>
      {required && <RequiredMark />}
    </span>
  );
}

/** The visible * on required fields; hidden from screen readers, which get aria-required instead. */
export function RequiredMark() {
  return (
    <span className="required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** Error lines under a field (one paragraph per message). */
export function FieldErrors({ id, lines }: { id?: string; lines: string[] }) {
  if (!lines.length) return null;
  return (
    <div id={id} className="field-errors">
      {lines.map((line) => (
        <p key={line} className="field-error">
          {line}
        </p>
      ))}
    </div>
  );
}
