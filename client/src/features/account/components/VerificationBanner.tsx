import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, EMAIL_SENT_STATE_MS } from '@ticklist/contracts';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/session';
import { fetchMe } from '@/lib/session/fetch-me';
import { requestValidationEmail } from '../api/request-validation-email';
import '../account.css';

type Notice = { kind: 'error' | 'info'; text: string } | null;

/**
 * Shown while the signed-in user's e-mail is not verified and the banner is not dismissed
 * (spec section 4). Resend mails the link again ('Email Sent' for 5 s); Dismiss asks the
 * server whether the address is verified now and hides the banner only if it is.
 */
export function VerificationBanner() {
  const { user, updateUser } = useSession();
  const [dismissed, setDismissed] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const sentTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(sentTimer.current), []);

  if (!user || user.emailValidated || dismissed) return null;

  const resend = async () => {
    setSending(true);
    setNotice(null);
    try {
      await requestValidationEmail();
      setSent(true);
      window.clearTimeout(sentTimer.current);
      sentTimer.current = window.setTimeout(() => setSent(false), EMAIL_SENT_STATE_MS);
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error, AUTH_MESSAGES.bannerSendFailed, AUTH_MESSAGES.bannerNetwork) });
    } finally {
      setSending(false);
    }
  };

  const dismiss = async () => {
    setChecking(true);
    setNotice(null);
    try {
      const { user: fresh } = await fetchMe();
      if (fresh.emailValidated) {
        updateUser(fresh);
        setDismissed(true);
      } else {
        setNotice({ kind: 'info', text: AUTH_MESSAGES.bannerNotYet });
      }
    } catch {
      setNotice({ kind: 'error', text: AUTH_MESSAGES.bannerCheckFailed });
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="verification-banner alert alert--warning" aria-labelledby="verification-banner-title">
      <div className="verification-banner__text">
        <h2 id="verification-banner-title" className="verification-banner__title">
          {ACCOUNT_MESSAGES.bannerTitle}
        </h2>
        <p className="verification-banner__body">{ACCOUNT_MESSAGES.bannerBody(user.email)}</p>
        <div role="status" aria-live="polite">
          {notice && <p className={notice.kind === 'error' ? 'verification-banner__error' : 'verification-banner__info'}>{notice.text}</p>}
        </div>
      </div>
      <div className="verification-banner__actions">
        <button type="button" className="btn btn--primary btn--small" onClick={resend} disabled={sending || sent}>
          {sent ? ACCOUNT_MESSAGES.bannerEmailSent : sending ? ACCOUNT_MESSAGES.bannerSending : ACCOUNT_MESSAGES.bannerResend}
        </button>
        <button type="button" className="btn btn--small" onClick={dismiss} disabled={checking}>
          {checking ? ACCOUNT_MESSAGES.bannerChecking : ACCOUNT_MESSAGES.bannerDismiss}
        </button>
      </div>
    </section>
  );
}
