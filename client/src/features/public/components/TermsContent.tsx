import { LEGAL_FACTS } from '@ticklist/contracts';

/** Terms of service body in plain words (spec section 1). */
export function TermsContent() {
  return (
    <>
      <section>
        <h2>Who we are</h2>
        <p>{LEGAL_FACTS.operator}</p>
      </section>
      <section>
        <h2>Using Ticklist</h2>
        <ul>
          <li>{LEGAL_FACTS.age}</li>
          <li>Registration is currently open to alpha testers who hold an invite code. Signing up is free.</li>
          <li>Keep your password to yourself; you are responsible for what happens under your account.</li>
          <li>You need a verified email address before you can share checklists.</li>
        </ul>
      </section>
      <section>
        <h2>Sharing checklists</h2>
        <p>{LEGAL_FACTS.consent} Do not use Ticklist to send unwanted or unlawful content.</p>
      </section>
      <section>
        <h2>Changes and ending the service</h2>
        <p>{LEGAL_FACTS.discontinuation}</p>
        <p>
          You can delete your account at any time from your account settings. {LEGAL_FACTS.deletion} {LEGAL_FACTS.inactivity}
        </p>
      </section>
      <section>
        <h2>Liability</h2>
        <p>{LEGAL_FACTS.liability}</p>
      </section>
      <section>
        <h2>Disputes</h2>
        <p>{LEGAL_FACTS.smallClaims} Please contact us first; most problems can be sorted out by email.</p>
        <p>{LEGAL_FACTS.privacyResponse}</p>
      </section>
      <section>
        <h2>Your data</h2>
        <p>
          {LEGAL_FACTS.cookies} {LEGAL_FACTS.logs}
        </p>
      </section>
    </>
  );
}
