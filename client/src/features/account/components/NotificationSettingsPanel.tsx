import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, ACCOUNT_UI, type NotificationSettings } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { TextList } from '@/components/ui/TextList';
import { errorMessage } from '@/lib/api-client';
import { notificationSettingsKey, saveNotificationSettings, useNotificationSettings } from '../api/notification-settings';

type ShownKey = 'emailNotifications' | 'applicationUpdates';

const SHOWN: Array<{ key: ShownKey; label: string; hint: string }> = [
  { key: 'emailNotifications', label: ACCOUNT_UI.emailNotifications, hint: ACCOUNT_UI.emailNotificationsHint },
  { key: 'applicationUpdates', label: ACCOUNT_UI.applicationUpdates, hint: ACCOUNT_UI.applicationUpdatesHint },
];

/**
 * Notifications: only the e-mail and application-updates switches (spec section 3); below them a
 * checkbox for whether recipients' replies reach the owner (issue 48: Reply-To on the owner's mails).
 * A flip applies at once and is sent with all four values; a failed save puts it back.
 */
export function NotificationSettingsPanel() {
  const queryClient = useQueryClient();
  const { data, isPending, error, refetch } = useNotificationSettings();
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = async (key: ShownKey | 'replyToOwner', value: boolean) => {
    const before = queryClient.getQueryData<NotificationSettings>(notificationSettingsKey);
    if (!before) return;
    const next = { ...before, [key]: value };
    queryClient.setQueryData(notificationSettingsKey, next);
    setFailure(null);
    setStatus(null);
    try {
      await saveNotificationSettings(next);
      setStatus(ACCOUNT_MESSAGES.settingsUpdated);
    } catch (err) {
      // Revert only this switch: another flip may have been saved meanwhile.
      queryClient.setQueryData<NotificationSettings>(notificationSettingsKey, (current) =>
        current ? { ...current, [key]: before[key] } : current,
      );
      setFailure(errorMessage(err, ACCOUNT_UI.notificationsSaveFailed));
    }
  };

  return (
    <section className="card account-section" aria-labelledby="notifications-title">
      <h2 id="notifications-title">{ACCOUNT_UI.notificationsTitle}</h2>
      <p className="muted">{ACCOUNT_UI.notificationsIntro}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      {isPending ? (
        <Spinner label={ACCOUNT_UI.notificationsLoading} />
      ) : error || !data ? (
        <Alert tone="error">
          <p>{errorMessage(error, ACCOUNT_UI.notificationsSaveFailed)}</p>
          <button type="button" className="btn btn--small" onClick={() => refetch()}>
            {ACCOUNT_UI.tryAgain}
          </button>
        </Alert>
      ) : (
        <ul className="toggle-list">
          {SHOWN.map((item) => (
            <li key={item.key}>
              <Toggle label={item.label} hint={item.hint} checked={data[item.key]} onChange={(v) => toggle(item.key, v)} />
            </li>
          ))}
        </ul>
      )}
      {data && (
        <div className="field">
          <label className="row">
            <input type="checkbox" checked={data.replyToOwner} aria-describedby="reply-to-owner-hint" onChange={(event) => void toggle('replyToOwner', event.target.checked)} />
            {ACCOUNT_UI.replyToOwner}
          </label>
          <span id="reply-to-owner-hint" className="hint">
            {ACCOUNT_UI.replyToOwnerHint}
          </span>
        </div>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      <aside className="account-tips" aria-labelledby="notification-tips-title">
        <h3 id="notification-tips-title">{ACCOUNT_UI.tipsTitle}</h3>
        <TextList items={ACCOUNT_UI.tips} />
      </aside>
    </section>
  );
}

/** A labelled on/off switch: a native checkbox with role=switch, so it is keyboard and screen-reader usable. */
function Toggle({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (value: boolean) => void }) {
  const id = useId();
  return (
    <div className="toggle">
      <div className="toggle__text">
        <label htmlFor={id} className="toggle__label">
          {label}
        </label>
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="toggle__input"
        checked={checked}
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
