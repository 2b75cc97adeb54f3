import { GENERIC_MESSAGES, RECIPIENT_MESSAGES, RECIPIENT_UI_TEXTS as R, SHARING_MESSAGES, type Share } from '@ticklist/contracts';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useShareLinkAction } from '../api/share-link-action';

export interface RecipientDeliveryProps {
  share: Share;
  checklistId: string;
  /** id of the element naming the recipient: the Resend button is described by it. */
  emailId: string;
  onShareChanged?: (share: Share) => void;
  announce: (text: string) => void;
  /** Issue 47: the caller's role allows changing recipients (editor); false hides the controls (the server checks all the same). */
  mayEdit?: boolean;
}

/** What Resend did: sent, or (nothing went out) the failure in plain words. */
function resentWords(share: Share): string {
  const delivery = share.delivery;
  return delivery?.status === 'failed' && delivery.error ? `${R.deliveryFailed}: ${delivery.error}` : RECIPIENT_MESSAGES.resent;
}

/** The invitation's state on a recipient's row: Queued, Sent (time) or Failed (the error in plain words), with "Resend". */
export function RecipientDelivery({ share, checklistId, emailId, onShareChanged, announce, mayEdit = true }: RecipientDeliveryProps) {
  const resend = useShareLinkAction(checklistId, share.id, 'resend', onShareChanged);
  const delivery = share.delivery;
  if (!delivery) return null;
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (res) => announce(res.email_warnings?.[0] ?? resentWords(res.share)),
      onError: (error) => announce(errorMessage(error, GENERIC_MESSAGES.unexpected)),
    });
  return (
    <p className="recipient__delivery">
      {delivery.status === 'queued' && <span className="badge">{R.deliveryQueued}</span>}
      {delivery.status === 'sent' && (
        <span className="badge badge--success">
          {R.deliverySent} <time dateTime={delivery.at}>{formatDateTime(delivery.at)}</time>
        </span>
      )}
      {delivery.status === 'failed' && (
        <>
          <span className="badge badge--danger">{R.deliveryFailed}</span>
          <span className="recipient__delivery-error">{delivery.error ?? SHARING_MESSAGES.warningSendFailed(share.recipientUser.email)}</span>
        </>
      )}
      {!share.revokedAt && mayEdit && (
        <button type="button" className="btn btn--small" aria-describedby={emailId} disabled={resend.isPending} onClick={onResend}>
          {R.resend}
        </button>
      )}
    </p>
  );
}
