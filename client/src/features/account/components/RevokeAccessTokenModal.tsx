import { ACCESS_TOKEN_UI as T, fillText, type AccessToken } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { Modal } from '@/components/ui/Modal';
import { useRevokeAccessToken } from '../api/access-tokens';

/** Confirms revoking one token: what stops working, then one click. */
export function RevokeAccessTokenModal({ token, onClose }: { token: AccessToken | null; onClose: () => void }) {
  const revoke = useRevokeAccessToken();
  const close = () => {
    if (revoke.isPending) return;
    revoke.reset();
    onClose();
  };
  const confirm = () => {
    if (!token) return;
    revoke.mutate(token.id, { onSuccess: close });
  };
  return (
    <Modal
      open={token !== null}
      onClose={close}
      closable={!revoke.isPending}
      title={T.revokeTitle}
      describedBy="revoke-token-body"
      footer={
        <div className="row">
          <button type="button" className="btn" onClick={close} disabled={revoke.isPending}>
            {T.cancel}
          </button>
          <button type="button" className="btn btn--danger" onClick={confirm} disabled={revoke.isPending}>
            {revoke.isPending ? T.revoking : T.revokeConfirm}
          </button>
        </div>
      }
    >
      <p id="revoke-token-body">{fillText(T.revokeBody, { name: token?.name ?? '' })}</p>
      {revoke.isError && <Alert tone="error">{T.revokeFailed}</Alert>}
    </Modal>
  );
}
