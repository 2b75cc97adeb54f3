import { useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, ACCOUNT_UI, DELETE_CONFIRMATION_WORD } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { Modal } from '@/components/ui/Modal';
import { TextList } from '@/components/ui/TextList';
import { ApiError } from '@/lib/api-client';
import { deleteAccount } from '../api/delete-account';
import { useDeletionPreview } from '../api/deletion-preview';
import { DeletionStatistics } from './DeletionStatistics';
import { useLeaveAndLogout } from './use-account-logout';

type Step = 'review' | 'confirm';

/**
 * Delete-account modal (spec sections 2, 4, 5): review what will be deleted, then type DELETE.
 * It cannot be closed while the deletion runs; success says so, then signs out.
 */
export function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>('review');
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const preview = useDeletionPreview(open);
  const leave = useLeaveAndLogout();
  const confirmInput = useRef<HTMLInputElement>(null);

  const close = () => {
    if (deleting) return;
    setStep('review');
    setTyped('');
    setFailure(null);
    onClose();
  };

  const confirmed = typed === DELETE_CONFIRMATION_WORD;

  const onDelete = async () => {
    if (!confirmed || deleting) return;
    setDeleting(true);
    setFailure(null);
    try {
      await deleteAccount();
      window.alert(ACCOUNT_MESSAGES.deleted);
      leave('/');
    } catch (error) {
      setDeleting(false);
      setFailure(error instanceof ApiError ? error.message || ACCOUNT_MESSAGES.deleteFailed : ACCOUNT_MESSAGES.deleteError);
    }
  };

  const goToConfirm = () => {
    setStep('confirm');
    window.setTimeout(() => confirmInput.current?.focus(), 0);
  };

  return (
    <Modal open={open} onClose={close} closable={!deleting} title={ACCOUNT_UI.deleteModalTitle} className="delete-modal">
      {step === 'review' ? (
        <div className="stack">
          <h3>{ACCOUNT_UI.reviewStep}</h3>
          <div className="alert alert--error">
            <p className="alert__title">{ACCOUNT_UI.cannotBeUndone}</p>
            <TextList items={ACCOUNT_UI.deleteWarnings} className="delete-modal__warnings" />
          </div>
          <DeletionStatistics preview={preview} />
          <div className="row delete-modal__actions">
            <button type="button" className="btn" onClick={close}>
              {ACCOUNT_UI.cancel}
            </button>
            <button type="button" className="btn btn--danger" onClick={goToConfirm} disabled={!preview.data}>
              {ACCOUNT_UI.continueToDelete}
            </button>
          </div>
        </div>
      ) : (
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            void onDelete();
          }}
        >
          <h3>{ACCOUNT_UI.finalStep}</h3>
          <div className="field">
            <label htmlFor="delete-confirm-input">{ACCOUNT_UI.typeToConfirm(DELETE_CONFIRMATION_WORD)}</label>
            <input
              ref={confirmInput}
              id="delete-confirm-input"
              className="input"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={deleting}
            />
          </div>
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="row delete-modal__actions">
            <button type="button" className="btn" onClick={() => setStep('review')} disabled={deleting}>
              {ACCOUNT_UI.back}
            </button>
            <BusyButton tone="danger" busy={deleting} disabled={!confirmed} label={ACCOUNT_UI.deleteAccount} busyLabel={ACCOUNT_UI.deleting} />
          </div>
        </form>
      )}
    </Modal>
  );
}
