import type { ReactNode } from 'react';
import { ACCESS_TOKEN_UI, ACCOUNT_UI } from '@ticklist/contracts';
import { AccountNav } from './AccountNav';
import '../account.css';

/** /dashboard/account: the page heading, the left navigation and the chosen section. */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className="account-page">
      <header className="account-page__header">
        <h1>{ACCOUNT_UI.title}</h1>
        <p className="muted">{ACCOUNT_UI.subtitle}</p>
      </header>
      <div className="account-page__body">
        <AccountNav />
        <div className="account-page__content">{children}</div>
      </div>
      <footer className="account-page__footer muted">
        <a href="/api/docs">{ACCESS_TOKEN_UI.apiReference}</a>
      </footer>
    </div>
  );
}
