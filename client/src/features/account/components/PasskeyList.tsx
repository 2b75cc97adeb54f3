import { PASSKEY_UI as T, type Passkey } from '@ticklist/contracts';
import { UserText } from '@/components/ui/UserText';
import { formatDateTime } from '@/lib/format-date';

/** The owner's passkeys, newest first: name, when added and last used, and Remove. */
export function PasskeyList({ passkeys, onRemove }: { passkeys: Passkey[]; onRemove: (passkey: Passkey) => void }) {
  if (passkeys.length === 0) return <p className="muted">{T.none}</p>;
  return (
    <ul className="token-list" aria-label={T.listLabel}>
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="token-list__item">
          <div className="token-list__main">
            <strong className="token-list__name">
              <UserText>{passkey.name}</UserText>
            </strong>
          </div>
          <dl className="token-list__dates">
            <div>
              <dt>{T.columnCreated}</dt>
              <dd>{formatDateTime(passkey.createdAt)}</dd>
            </div>
            <div>
              <dt>{T.columnLastUsed}</dt>
              <dd>{passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : T.neverUsed}</dd>
            </div>
          </dl>
          <button type="button" className="btn" onClick={() => onRemove(passkey)} aria-label={`${T.remove} ${passkey.name}`}>
            {T.remove}
          </button>
        </li>
      ))}
    </ul>
  );
}
