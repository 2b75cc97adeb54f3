import { useRef, useState } from 'react';
import { firstCodePoints, FOLLOW_UP_MESSAGES as F, FOLLOW_UP_RULES } from '@ticklist/contracts';
import { TextField } from '@/components/ui/TextField';
import { FieldDialog, useFieldDialogSave } from './FieldDialog';

export interface NudgeDialogProps {
  title: string;
  /** A line above the message: whom the nudge goes to. */
  intro?: string;
  onClose: () => void;
  /** Sends the nudge; resolves when sent (the dialog closes), rejects with the server's refusal (shown in the dialog). */
  onSend: (message: string | null) => Promise<unknown>;
}

/**
 * A nudge's dialog, for one recipient or all pending ones: an optional one-line message from the
 * owner, then Send. A refusal (too soon, nothing left to do…) is said inside the dialog, in the
 * server's words, and the dialog stays open.
 */
export function NudgeDialog({ title, intro, onClose, onSend }: NudgeDialogProps) {
  const [message, setMessage] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const { busy, fieldError, failure, run } = useFieldDialogSave('message', onClose);

  return (
    <FieldDialog
      title={title}
      inputRef={inputRef}
      busy={busy}
      failure={failure}
      submitLabel={F.sendNudge}
      busyLabel={F.sending}
      onSubmit={() => void run(() => onSend(message.trim() || null))}
      onClose={onClose}
    >
      {intro && <p>{intro}</p>}
      <TextField
        ref={inputRef}
        label={F.nudgeMessageLabel}
        placeholder={F.nudgeMessagePlaceholder}
        autoComplete="off"
        value={message}
        error={fieldError}
        // Bounded in characters (code points), as the server counts: maxLength would count an emoji twice.
        onChange={(e) => setMessage(firstCodePoints(e.target.value, FOLLOW_UP_RULES.nudgeMessageMax))}
      />
    </FieldDialog>
  );
}
