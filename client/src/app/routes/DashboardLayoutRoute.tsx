import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { CHECKLIST_UI as T } from '@ticklist/contracts';
import { SiteFooter } from '@/components/ui/PageShell';
import { UserMenu } from '@/features/account/components/UserMenu';
import { VerificationBanner } from '@/features/account/components/VerificationBanner';
import { useChecklists } from '@/features/checklists/api/get-checklists';
import { useChecklistsFilter } from '@/features/checklists/list-filter';
import { WorkspaceSwitcher } from '@/features/workspaces/components/WorkspaceSwitcher';
import '@/features/checklists/checklists.css';

/**
 * The owner's dashboard frame: header with the user menu, the verification banner, and the
 * child screen. The checklist list is loaded here once for every child route (spec section 2);
 * children read it from the query cache. The header's title is the page's h1 only on the list;
 * the other screens carry their own h1.
 */
export default function DashboardLayoutRoute() {
  const { pathname } = useLocation();
  const isList = pathname.replace(/\/+$/, '') === '/dashboard';
  // The list as the list screen filters it (other screens have no filter: the full list).
  const [filter] = useChecklistsFilter();
  const { error } = useChecklists(filter);

  useEffect(() => {
    if (error) console.error('Failed to load checklists', error);
  }, [error]);

  return (
    <div className="page">
      <header className="dash-header">
        <div className="container dash-header__inner">
          <div>
            {isList ? (
              <h1 className="dash-header__title">{T.dashboardTitle}</h1>
            ) : (
              // A link home, not a heading: the page's own h1 is further down.
              <div className="dash-header__title">
                <Link to="/dashboard">{T.dashboardTitle}</Link>
              </div>
            )}
            <p className="dash-header__subtitle">{T.dashboardSubtitle}</p>
          </div>
          <UserMenu />
        </div>
      </header>
      <main id="main" className="container dash-main">
        <VerificationBanner />
        {isList && <WorkspaceSwitcher />}
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
