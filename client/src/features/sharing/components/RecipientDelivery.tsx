import { GENERIC_MESSAGES, RECIPIENT_MESSAGES, RECIPIENT_UI_TEXTS as R, SHARING_MESSAGES, type Share } from '@ticklist/contracts';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useResendShare } from '../api/resend-share';

export interface RecipientDeliveryProps {
  share: Share;
  checklistId: string;
  /** id of the element naming the recipient: the Resend button is described by it. */
  emailId: string;
  onShareChanged?: (share: Share) => void;
  announce: (text: string) => void;
}

/** The invitation's state on a recipient's row: Queued, Sent (time) or Failed (the error in plain words), with "Resend". */
export function RecipientDelivery({ share, checklistId, emailId, onShareChanged, announce }: RecipientDeliveryProps) {
  const resend = useResendShare(checklistId, share.id, onShareChanged);
  const delivery = share.delivery;
  if (!delivery) return null;
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (res) => announce(res.email_warnings?.[0] ?? RECIPIENT_MESSAGES.resent),
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
      {!share.revokedAt && (
        <button type="button" className="btn btn--small" aria-describedby={emailId} disabled={resend.isPending} onClick={onResend}>
          {R.resend}
        </button>
      )}
    </p>
  );
}
