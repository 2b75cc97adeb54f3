import { useId, useState, type ReactNode, type RefObject } from 'react';
import { FOLLOW_UP_MESSAGES as F, GENERIC_MESSAGES as G } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { Modal } from '@/components/ui/Modal';
import { errorMessage } from '@/lib/api-client';
import { sortFieldErrors } from '@/lib/form-errors';

/**
 * The save of a one-field dialog: `run` sends it and closes the dialog on success; a refusal about
 * `field` is shown under the input, any other in the dialog (in the server's words), and the
 * dialog stays open.
 */
export function useFieldDialogSave(field: string, onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (save: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    setFieldError(null);
    try {
      await save();
      onClose();
    } catch (error) {
      const own = sortFieldErrors(error, (key) => (key === field ? key : null))?.fields[field];
      if (own) setFieldError(own);
      else setFailure(errorMessage(error, G.anErrorOccurred, G.networkError));
      setBusy(false);
    }
  };
  return { busy, fieldError, setFieldError, failure, run };
}

export interface FieldDialogProps {
  title: string;
  /** The input that gets the focus when the dialog opens. */
  inputRef: RefObject<HTMLInputElement | null>;
  busy: boolean;
  failure: string | null;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  /** The field (and any extra control) of the form. */
  children: ReactNode;
}

/** A dialog around a one-field form: Cancel and the submit button in the footer, a refusal under the field. */
export function FieldDialog({ title, inputRef, busy, failure, submitLabel, busyLabel, onSubmit, onClose, children }: FieldDialogProps) {
  const formId = `field-dialog-${useId().replace(/:/g, '')}`;
  return (
    <Modal
      open
      initialFocusRef={inputRef}
      onClose={onClose}
      closable={!busy}
      title={title}
      footer={
        <div className="row">
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {F.cancel}
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      }
    >
      <form
        id={formId}
        className="stack-sm"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
        noValidate
      >
        {children}
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}
