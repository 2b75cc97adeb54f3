import { useState } from 'react';
import { GENERIC_MESSAGES as G, WORKSPACE_ROLES, WORKSPACE_UI as U, isWorkspaceRole, type WorkspaceMember } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { userText } from '@/components/ui/UserText';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useRemoveMember, useSetMemberRole } from '../api/members';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The members an admin manages: role per member and Remove. The last admin's role and removal are
 * locked, with the rule said under the list (the server answers 409 all the same).
 */
export function MemberList({ workspaceId, members, meId, onLeave }: { workspaceId: string; members: WorkspaceMember[]; meId: string; onLeave: () => void }) {
  const setRole = useSetMemberRole(workspaceId);
  const remove = useRemoveMember(workspaceId);
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null);
  const admins = members.filter((m) => m.role === 'admin').length;
  const failed = (error: unknown) => errorMessage(error, G.anErrorOccurred, G.networkError);

  return (
    <div className="stack-sm">
      <ul className="member-list">
        {members.map((member) => {
          const me = member.userId === meId;
          const lastAdmin = member.role === 'admin' && admins === 1;
          const roleId = `member-role-${member.userId}`;
          return (
            <li key={member.userId} className="member-row">
              <div className="member-row__who">
                <strong {...userText}>
                  {member.username} {me && <span className="muted">{U.you}</span>}
                </strong>
                <span className="member-row__meta" {...userText}>{member.email}</span>
                <span className="member-row__meta">
                  {U.joined} <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>
                </span>
              </div>
              <div className="member-row__controls">
                <div className="field">
                  <label htmlFor={roleId}>{U.roleOf(member.username)}</label>
                  <select
                    id={roleId}
                    className="select"
                    value={member.role}
                    disabled={lastAdmin || setRole.isPending}
                    aria-describedby={lastAdmin ? 'last-admin-note' : undefined}
                    onChange={(event) => {
                      const role = event.target.value;
                      if (!isWorkspaceRole(role)) return;
                      setNotice(null);
                      setRole.mutate(
                        { userId: member.userId, role },
                        {
                          onSuccess: (changed) => setNotice({ tone: 'success', text: U.roleChanged(changed.username, changed.role) }),
                          onError: (error) => setNotice({ tone: 'error', text: failed(error) }),
                        },
                      );
                    }}
                  >
                    {WORKSPACE_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="button"
                  className="btn btn--small btn--danger"
                  disabled={lastAdmin}
                  aria-describedby={lastAdmin ? 'last-admin-note' : undefined}
                  onClick={() => (me ? onLeave() : setRemoving(member))}
                >
                  {me ? U.leave : U.remove}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <p id="last-admin-note" className="muted">{U.lastAdminNote}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {removing && (
        <ConfirmDialog
          title={U.removeTitle}
          message={U.removeConfirm(removing.username)}
          confirmLabel={U.remove}
          busyLabel={U.removing}
          cancelLabel={U.cancel}
          onConfirm={async () => {
            await remove.mutateAsync(removing.userId);
            setNotice({ tone: 'success', text: U.removed(removing.username) });
          }}
          failureMessage={failed}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
