import { LEGAL_FACTS, STORAGE_KEYS } from '@ticklist/contracts';

/** Cookie policy body in plain words (spec section 1). */
export function CookiesContent() {
  return (
    <>
      <section>
        <h2>No cookies</h2>
        <p>
          Ticklist sets no cookies at all: no tracking, analytics or advertising cookies, and none from anyone else.
          There is nothing to accept or decline.
        </p>
      </section>
      <section>
        <h2>What we keep in your browser</h2>
        <p>
          When you sign in, your sign-in token and your basic profile are kept in your browser's local storage (under the
          keys <code>{STORAGE_KEYS.token}</code> and <code>{STORAGE_KEYS.user}</code>) so that you stay signed in. They are
          removed when you log out, and you can remove them at any time by clearing this site's data in your browser.
        </p>
        <p>Guests opening a shared checklist need no sign-in: the personal link itself gives access.</p>
      </section>
      <section>
        <h2>Logs</h2>
        <p>{LEGAL_FACTS.logs}</p>
      </section>
    </>
  );
}
