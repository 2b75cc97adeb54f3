import { useState } from 'react';
import { GENERIC_MESSAGES as G, WORKSPACE_UI as U } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { userText } from '@/components/ui/UserText';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useInvitations, useWithdrawInvitation } from '../api/invitations';

/** The invitations still open, each with its expiry and Withdraw (its link stops working). */
export function OpenInvitations({ workspaceId }: { workspaceId: string }) {
  const invitations = useInvitations(workspaceId, true);
  const withdraw = useWithdrawInvitation(workspaceId);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const list = invitations.data ?? [];

  return (
    <section className="stack-sm" aria-labelledby="open-invitations">
      <h3 id="open-invitations">{U.openInvitations}</h3>
      {invitations.isSuccess && list.length === 0 && <p className="muted">{U.noOpenInvitations}</p>}
      {invitations.error && <Alert tone="error">{errorMessage(invitations.error, G.anErrorOccurred, G.networkError)}</Alert>}
      {list.length > 0 && (
        <ul className="member-list">
          {list.map((invitation) => (
            <li key={invitation.id} className="member-row">
              <div className="member-row__who">
                <strong {...userText}>{invitation.email}</strong>
                <span className="member-row__meta">
                  {invitation.role} · {U.expires} <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
                </span>
              </div>
              <button
                type="button"
                className="btn btn--small"
                disabled={withdraw.isPending}
                aria-label={`${U.withdraw}: ${invitation.email}`}
                onClick={() =>
                  withdraw.mutate(invitation.id, {
                    onSuccess: () => setNotice({ tone: 'success', text: U.withdrawn(invitation.email) }),
                    onError: (error) => setNotice({ tone: 'error', text: errorMessage(error, G.anErrorOccurred, G.networkError) }),
                  })
                }
              >
                {U.withdraw}
              </button>
            </li>
          ))}
        </ul>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
    </section>
  );
}
