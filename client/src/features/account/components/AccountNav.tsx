import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_MESSAGES, ACCOUNT_UI, WEBHOOK_UI } from '@ticklist/contracts';
import { useLeaveAndLogout } from './use-account-logout';

const LINKS = [
  { to: '/dashboard/account/profile', label: ACCOUNT_UI.navProfile },
  { to: '/dashboard/account/security', label: ACCOUNT_UI.navSecurity },
  { to: '/dashboard/account/notifications', label: ACCOUNT_UI.navNotifications },
  { to: '/dashboard/account/integrations', label: WEBHOOK_UI.title },
  { to: '/dashboard/account/settings', label: ACCOUNT_UI.navSettings },
];

/**
 * The account page's left navigation (spec section 2). Log Out asks first, says
 * 'Logged out successfully!', goes to / and ends the session, on the server and in the browser
 * (contract: it does log out).
 */
export function AccountNav() {
  const { pathname } = useLocation();
  const leave = useLeaveAndLogout();
  const path = pathname.replace(/\/+$/, '');

  const logOut = () => {
    if (!window.confirm(ACCOUNT_MESSAGES.logoutConfirm)) return;
    window.alert(ACCOUNT_MESSAGES.loggedOut);
    leave('/', { endSession: true });
  };

  return (
    <nav className="account-nav" aria-label={ACCOUNT_UI.navLabel}>
      <ul>
        {LINKS.map((link) => {
          // The index route (/dashboard/account) is the profile page.
          const active = path === link.to || (link.to.endsWith('/profile') && path === '/dashboard/account');
          return (
            <li key={link.to}>
              <Link to={link.to} className={active ? 'account-nav__link is-active' : 'account-nav__link'} aria-current={active ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          );
        })}
        <li>
          <button type="button" className="account-nav__link account-nav__logout" onClick={logOut}>
            {ACCOUNT_UI.logOut}
          </button>
        </li>
      </ul>
    </nav>
  );
}
