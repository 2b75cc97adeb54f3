import { useRef, useState } from 'react';
import { FOLLOW_UP_MESSAGES as F } from '@ticklist/contracts';
import { TextField } from '@/components/ui/TextField';
import { fromDateTimeLocal, toDateTimeLocal } from '@/lib/date-time-local';
import { FieldDialog, useFieldDialogSave } from './FieldDialog';

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
  const [value, setValue] = useState(() => toDateTimeLocal(dueAt));
  const inputRef = useRef<HTMLInputElement>(null);
  const { busy, fieldError, setFieldError, failure, run } = useFieldDialogSave('dueAt', onClose);

  const save = (next: string) => {
    const iso = next.trim() ? fromDateTimeLocal(next) : null;
    if (next.trim() && !iso) setFieldError(F.dueAtIncomplete);
    else void run(() => onSave(iso));
  };

  return (
    <FieldDialog
      title={F.recipientDueAtLabel(email)}
      inputRef={inputRef}
      busy={busy}
      failure={failure}
      submitLabel={F.saveDueAt}
      busyLabel={F.savingDueAt}
      onSubmit={() => save(value)}
      onClose={onClose}
    >
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
        <button type="button" className="btn btn--small" disabled={busy} onClick={() => save('')}>
          {F.clearDueAt}
        </button>
      )}
    </FieldDialog>
  );
}
