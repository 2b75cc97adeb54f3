import { useId, useState, type ReactNode, type RefObject } from 'react';
import { FOLLOW_UP_MESSAGES as F, GENERIC_MESSAGES as G } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { Modal } from '@/components/ui/Modal';
import { useDialogAction } from '@/components/ui/use-dialog-action';
import { errorMessage } from '@/lib/api-client';
import { sortFieldErrors } from '@/lib/form-errors';

/**
 * The save of a one-field dialog: `run` sends it and closes the dialog on success; a refusal about
 * `field` is shown under the input, any other in the dialog (in the server's words), and the
 * dialog stays open.
 */
export function useFieldDialogSave(field: string, onClose: () => void) {
  const [fieldError, setFieldError] = useState<string | string[] | null>(null);
  const action = useDialogAction(onClose);

  const run = (save: () => Promise<unknown>) => {
    setFieldError(null);
    return action.run(save, (error) => {
      const own = sortFieldErrors(error, (key) => (key === field ? key : null))?.fields[field];
      if (own) setFieldError(own);
      return own ? null : errorMessage(error, G.anErrorOccurred, G.networkError);
    });
  };
  return { busy: action.busy, failure: action.failure, fieldError, setFieldError, run };
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
          <BusyButton form={formId} busy={busy} label={submitLabel} busyLabel={busyLabel} />
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
