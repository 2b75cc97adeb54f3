import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/Spinner';
import { useSession } from '@/lib/session/session';

/** Signed-in only: a full-screen 'Loading...' while the session is checked, else /login (replace, with the requested location). */
export function ProtectedRoute() {
  const { isAuthenticated, loading } = useSession();
  const location = useLocation();
  if (loading) return <Spinner fullScreen />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
