import { SESSION_METHOD_UI as M, SESSION_UI as T, type UserSession } from '@ticklist/contracts';
import { formatDateTime } from '@/lib/format-date';

/** The device a session is listed under. */
export const deviceOf = (session: UserSession): string => session.device ?? T.unknownDevice;

/** The signed-in sessions, newest first: device (this browser marked), network, times and a Sign out button each. */
export function SessionList({ sessions, onSignOut }: { sessions: UserSession[]; onSignOut: (session: UserSession) => void }) {
  return (
    <ul className="token-list" aria-label={T.listLabel}>
      {sessions.map((session) => (
        <li key={session.id} className="token-list__item session-list__item">
          <div className="token-list__main">
            <strong className="token-list__name">{deviceOf(session)}</strong>
            {session.current && <span className="badge">{T.thisBrowser}</span>}
          </div>
          <dl className="token-list__dates">
            <div>
              <dt>{T.columnPlace}</dt>
              <dd>{session.place ?? T.unknownPlace}</dd>
            </div>
            <div>
              <dt>{T.columnCreated}</dt>
              <dd>{formatDateTime(session.createdAt)}</dd>
            </div>
            {session.method && (
              <div>
                <dt>{M.label}</dt>
                <dd>{M[session.method]}</dd>
              </div>
            )}
            <div>
              <dt>{T.columnLastUsed}</dt>
              <dd>{session.lastUsedAt ? formatDateTime(session.lastUsedAt) : T.neverUsed}</dd>
            </div>
          </dl>
          <button
            type="button"
            className="btn"
            onClick={() => onSignOut(session)}
            aria-label={`${T.signOut} ${deviceOf(session)}${session.current ? ` (${T.thisBrowser})` : ''}`}
          >
            {T.signOut}
          </button>
        </li>
      ))}
    </ul>
  );
}
