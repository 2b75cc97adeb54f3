import { useId, type ReactNode } from 'react';
import { Alert } from './Alert';
import { BusyButton } from './BusyButton';
import { Modal } from './Modal';
import { useDialogAction } from './use-dialog-action';

interface ConfirmDialogProps {
  title: ReactNode;
  /** What will happen, in words (read as the dialog's description). */
  message: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs; the confirm label itself when not given. */
  busyLabel?: string;
  cancelLabel: string;
  tone?: 'primary' | 'danger';
  /** Runs the action; a throw keeps the dialog open with `failureMessage(error)`. */
  onConfirm: () => Promise<unknown>;
  failureMessage: (error: unknown) => string;
  onClose: () => void;
}

/** Asks before something that cannot be taken back; busy while it runs, failure shown inside. */
export function ConfirmDialog({ title, message, confirmLabel, busyLabel, cancelLabel, tone = 'danger', onConfirm, failureMessage, onClose }: ConfirmDialogProps) {
  const descId = `confirm-${useId().replace(/:/g, '')}`;
  const { busy, failure, run } = useDialogAction(onClose);

  return (
    <Modal
      open
      onClose={onClose}
      closable={!busy}
      title={title}
      describedBy={descId}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </button>
          <BusyButton type="button" tone={tone} busy={busy} label={confirmLabel} busyLabel={busyLabel ?? confirmLabel} onClick={() => void run(onConfirm, failureMessage)} />
        </>
      }
    >
      <p id={descId}>{message}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
    </Modal>
  );
}
