import { LEGAL, LEGAL_FACTS, PRIVACY_ACTIVITY as A } from '@ticklist/contracts';

/** Privacy policy body in plain words (spec section 1). */
export function PrivacyContent() {
  return (
    <>
      <section>
        <h2>Who looks after your data</h2>
        <p>{LEGAL_FACTS.operator} The operator decides how your personal data is used and is responsible for it.</p>
      </section>
      <section>
        <h2>What we keep</h2>
        <ul>
          <li>Your account: username, email address and a securely hashed password (never the password itself).</li>
          <li>Your checklists, and the email addresses of the people you share them with.</li>
          <li>
            For each recipient, a guest account identified by their email address, with the items they tick off and any
            personal notes they write.
          </li>
          <li>{LEGAL_FACTS.messagesAndRecords}</li>
          <li>{LEGAL_FACTS.sessionsKept}</li>
          <li>Server logs (such as the time and address of a request), kept for {LEGAL.logRetentionDays} days and then deleted.</li>
        </ul>
      </section>
      <section>
        <h2>Why we keep it</h2>
        <p>
          Only to run Ticklist: to sign you in, to save your checklists and your recipients' progress, to send the emails
          you ask for (verification, password reset and share notifications), and to keep the service secure.
        </p>
      </section>
      <section>
        <h2>Sharing with recipients</h2>
        <p>{LEGAL_FACTS.consent}</p>
      </section>
      <section>
        <h2>{A.title}</h2>
        <ul>
          <li>{A.openings}</li>
          <li>{A.presence}</li>
          <li>{A.offline}</li>
          <li>{A.webhooks}</li>
        </ul>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <ul>
          <li>{LEGAL_FACTS.logs}</li>
          <li>{LEGAL_FACTS.sessions}</li>
          <li>{LEGAL_FACTS.auditLog}</li>
          <li>{LEGAL_FACTS.deletion}</li>
          <li>{LEGAL_FACTS.inactivity}</li>
        </ul>
      </section>
      <section>
        <h2>Cookies and your browser</h2>
        <p>{LEGAL_FACTS.cookies}</p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          You can download all of your data as a file, correct your username, delete your account from your account
          settings, and unsubscribe from non-essential emails with the link in any of them.
        </p>
        <p>{LEGAL_FACTS.privacyResponse}</p>
      </section>
      <section>
        <h2>Age</h2>
        <p>{LEGAL_FACTS.age}</p>
      </section>
    </>
  );
}
