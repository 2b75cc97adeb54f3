import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from './Alert';
import { BusyButton } from './BusyButton';

/** The frame of a form that creates something: its heading, the failure banner, the fields, then the submit button. */
export function CreateForm({
  label,
  className,
  heading,
  failure,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  className: string;
  heading?: ReactNode;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={className} aria-label={label}>
      {heading}
      {failure && <Alert tone="error">{failure}</Alert>}
      {children}
      <div className="row">
        <BusyButton busy={busy} label={submitLabel} busyLabel={busyLabel} />
      </div>
    </form>
  );
}
