import { ACCESS_TOKEN_UI as T, type AccessToken } from '@ticklist/contracts';
import { formatDate } from '@/lib/format-date';
import { userText } from '@/components/ui/UserText';

const isExpired = (token: AccessToken) => token.expiresAt !== null && Date.parse(token.expiresAt) <= Date.now();

/** The owner's tokens, newest first: name, access, dates and a Revoke button each. */
export function AccessTokenList({ tokens, onRevoke }: { tokens: AccessToken[]; onRevoke: (token: AccessToken) => void }) {
  if (tokens.length === 0) return <p className="muted">{T.empty}</p>;
  return (
    <ul className="token-list" aria-label={T.listLabel}>
      {tokens.map((token) => (
        <li key={token.id} className="token-list__item">
          <div className="token-list__main">
            <strong className="token-list__name" {...userText}>{token.name}</strong>
            <span className="badge">{token.scope === 'write' ? T.scopeWrite : T.scopeRead}</span>
          </div>
          <dl className="token-list__dates">
            <div>
              <dt>{T.columnCreated}</dt>
              <dd>{formatDate(token.createdAt)}</dd>
            </div>
            <div>
              <dt>{T.columnLastUsed}</dt>
              <dd>{token.lastUsedAt ? formatDate(token.lastUsedAt) : T.neverUsed}</dd>
            </div>
            <div>
              <dt>{T.columnExpires}</dt>
              <dd>{isExpired(token) ? T.expired : token.expiresAt ? formatDate(token.expiresAt) : T.neverExpires}</dd>
            </div>
          </dl>
          <button type="button" className="btn" onClick={() => onRevoke(token)} aria-label={`${T.revoke} ${token.name}`}>
            {T.revoke}
          </button>
        </li>
      ))}
    </ul>
  );
}
