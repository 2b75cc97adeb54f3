import { Navigate, Outlet, useLocation, type Location } from 'react-router-dom';
import { Spinner } from '@/components/ui/Spinner';
import { useSession } from '@/lib/session/session';

/** Signed-out only: 'Loading...' while checking; a signed-in user goes back where they came from, else /dashboard. */
export function PublicOnlyRoute() {
  const { isAuthenticated, loading } = useSession();
  const location = useLocation();
  if (loading) return <Spinner />;
  if (isAuthenticated) {
    const from = (location.state as { from?: Location } | null)?.from;
    const target = from && from.pathname !== location.pathname ? `${from.pathname}${from.search ?? ''}` : '/dashboard';
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
