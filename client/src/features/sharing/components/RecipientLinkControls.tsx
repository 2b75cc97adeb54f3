import { useState } from 'react';
import { RECIPIENT_CONTROL_TEXTS as T, RECIPIENT_UI_TEXTS as R, type Share } from '@ticklist/contracts';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/copy-text';
import { useGetShareLink } from '../api/get-share-link';
import { useRemoveShare } from '../api/remove-share';
import { useShareLinkAction } from '../api/share-link-action';

export interface RecipientLinkControlsProps {
  checklistId: string;
  share: Share;
  /** id of the element naming the recipient: the buttons are described by it. */
  emailId: string;
  onShareChanged?: (share: Share) => void;
  /** After a removal: the screen refreshes its list. */
  onSharesChanged?: () => unknown;
  announce: (text: string) => void;
}

/** The two confirmed actions' texts: the dialog, then what is announced when it is done or said when it failed. */
const CONFIRMS = {
  revoke: { title: T.revokeTitle, message: () => T.revokeBody, confirm: T.revokeConfirm, busy: T.revoking, done: T.revokedDone, failed: T.revokeFailed },
  remove: { title: T.removeTitle, message: T.removeBody, confirm: T.removeConfirm, busy: T.removing, done: T.removedDone, failed: T.removeFailed },
  renew: { title: T.renewTitle, message: () => T.renewBody, confirm: T.renewConfirm, busy: T.renewing, done: T.renewedDone, failed: T.renewFailed },
};

/**
 * Link control on a recipient's row: "Copy link" (their personal link, without a mail), "Revoke access" (confirmed), "Send a new link" (also gives a
 * revoked recipient access back), "Remove recipient" (confirmed, saying what goes).
 */
export function RecipientLinkControls({ checklistId, share, emailId, onShareChanged, onSharesChanged, announce }: RecipientLinkControlsProps) {
  const email = share.recipientUser.email;
  const [dialog, setDialog] = useState<keyof typeof CONFIRMS | null>(null);
  const revoke = useShareLinkAction(checklistId, share.id, 'revoke', onShareChanged);
  const renew = useShareLinkAction(checklistId, share.id, 'renew', onShareChanged);
  const remove = useRemoveShare(checklistId, share.id, onSharesChanged);
  const link = useGetShareLink(checklistId, share.id);
  const actions = { revoke, remove, renew };
  const confirming = dialog && { ...CONFIRMS[dialog], action: actions[dialog] };

  const copyLink = async () => {
    if (link.isPending) return;
    try {
      const { url } = await link.mutateAsync();
      announce((await copyText(url)) ? R.linkCopied : R.copyLinkFailed);
    } catch (error) {
      announce(errorMessage(error, R.copyLinkFailed));
    }
  };

  return (
    <div className="recipient__links">
      {!share.revokedAt && (
        <button
          type="button"
          className="btn btn--small"
          aria-describedby={emailId}
          // Not `disabled`: a disabled button loses the keyboard's focus while the link is read.
          aria-disabled={link.isPending || undefined}
          onClick={() => void copyLink()}
        >
          {R.copyLink}
        </button>
      )}
      {!share.revokedAt && (
        <button type="button" className="btn btn--small" aria-describedby={emailId} onClick={() => setDialog('revoke')}>
          {R.revokeAccess}
        </button>
      )}
      <button type="button" className="btn btn--small" aria-describedby={emailId} onClick={() => setDialog('renew')}>
        {R.sendNewLink}
      </button>
      <button type="button" className="btn btn--small recipient__remove" aria-describedby={emailId} onClick={() => setDialog('remove')}>
        {R.removeRecipient}
      </button>
      {confirming && (
        <ConfirmDialog
          key={dialog}
          title={confirming.title(email)}
          message={confirming.message(email)}
          confirmLabel={confirming.confirm}
          busyLabel={confirming.busy}
          cancelLabel={T.cancel}
          onConfirm={async () => {
            const res: unknown = await confirming.action.mutateAsync();
            // A new link whose mail failed: the server's warning says so.
            const warning = (res as { email_warnings?: string[] } | undefined)?.email_warnings?.[0];
            announce(warning ?? confirming.done(email));
          }}
          failureMessage={(error) => errorMessage(error, confirming.failed)}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
