import { useId, useRef, useState, type FormEvent } from 'react';
import { FOLLOW_UP_MESSAGES as F, FOLLOW_UP_RULES, GENERIC_MESSAGES as G } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { errorMessage } from '@/lib/api-client';
import { sortFieldErrors } from '@/lib/form-errors';

export interface NudgeDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Sends the nudge; resolves when sent (the dialog closes), rejects with the server's refusal (shown in the dialog). */
  onSend: (message: string | null) => Promise<unknown>;
}

/**
 * A nudge's dialog, for one recipient or all pending ones: an optional one-line message from the
 * owner, then Send. A refusal (too soon, nothing left to do…) is said inside the dialog, in the
 * server's words, and the dialog stays open.
 */
export function NudgeDialog({ open, title, onClose, onSend }: NudgeDialogProps) {
  if (!open) return null;
  return <NudgeDialogInner title={title} onClose={onClose} onSend={onSend} />;
}

function NudgeDialogInner({ title, onClose, onSend }: Omit<NudgeDialogProps, 'open'>) {
  const formId = `nudge-${useId().replace(/:/g, '')}`;
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    setFieldError(null);
    try {
      await onSend(message.trim() || null);
      onClose();
    } catch (error) {
      const sorted = sortFieldErrors(error, (key) => (key === 'message' ? 'message' : null));
      if (sorted?.fields.message) setFieldError(sorted.fields.message);
      else setFailure(errorMessage(error, G.anErrorOccurred, G.networkError));
      setSending(false);
    }
  };

  return (
    <Modal
      open
      initialFocusRef={inputRef}
      onClose={onClose}
      closable={!sending}
      title={title}
      footer={
        <div className="row">
          <button type="button" className="btn" onClick={onClose} disabled={sending}>
            {F.cancel}
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={sending}>
            {sending ? F.sending : F.sendNudge}
          </button>
        </div>
      }
    >
      <form id={formId} className="stack-sm" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          ref={inputRef}
          label={F.nudgeMessageLabel}
          placeholder={F.nudgeMessagePlaceholder}
          maxLength={FOLLOW_UP_RULES.nudgeMessageMax}
          autoComplete="off"
          value={message}
          error={fieldError}
          onChange={(e) => setMessage(e.target.value)}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}
