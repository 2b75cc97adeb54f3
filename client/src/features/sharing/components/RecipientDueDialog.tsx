import { useId, useRef, useState, type FormEvent } from 'react';
import { FOLLOW_UP_MESSAGES as F, GENERIC_MESSAGES as G } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api-client';
import { fromDateTimeLocal, toDateTimeLocal } from '@/lib/date-time-local';
import { sortFieldErrors } from '@/lib/form-errors';

export interface RecipientDueDialogProps {
  email: string;
  /** The recipient's own due moment; null when the checklist's applies. */
  dueAt: string | null;
  onClose: () => void;
  /** Saves (null: back to the checklist's); rejects with the server's refusal. */
  onSave: (dueAt: string | null) => Promise<unknown>;
}

/** One recipient's own due date, as a local date and time; empty means the checklist's applies. */
export function RecipientDueDialog({ email, dueAt, onClose, onSave }: RecipientDueDialogProps) {
  const formId = `due-${useId().replace(/:/g, '')}`;
  const [value, setValue] = useState(() => toDateTimeLocal(dueAt));
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save = async (next: string) => {
    const iso = next.trim() ? fromDateTimeLocal(next) : null;
    if (next.trim() && !iso) {
      setFieldError(F.dueAtIncomplete);
      return;
    }
    setSaving(true);
    setFailure(null);
    setFieldError(null);
    try {
      await onSave(iso);
      onClose();
    } catch (error) {
      const sorted = sortFieldErrors(error, (key) => (key === 'dueAt' ? 'dueAt' : null));
      if (sorted?.fields.dueAt) setFieldError(sorted.fields.dueAt);
      else setFailure(errorMessage(error, G.anErrorOccurred, G.networkError));
      setSaving(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void save(value);
  };

  return (
    <Modal
      open
      initialFocusRef={inputRef}
      onClose={onClose}
      closable={!saving}
      title={F.recipientDueAtLabel(email)}
      footer={
        <div className="row">
          <button type="button" className="btn" onClick={onClose} disabled={saving}>
            {F.cancel}
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={saving}>
            {saving ? F.savingDueAt : F.saveDueAt}
          </button>
        </div>
      }
    >
      <form id={formId} className="stack-sm" onSubmit={submit} noValidate>
        <TextField
          ref={inputRef}
          type="datetime-local"
          label={F.editRecipientDueAt}
          hint={F.recipientDueAtHint}
          value={value}
          error={fieldError}
          onChange={(e) => {
            setValue(e.target.value);
            setFieldError(null);
          }}
        />
        {dueAt && (
          <button type="button" className="btn btn--small" disabled={saving} onClick={() => void save('')}>
            {F.clearDueAt}
          </button>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}
