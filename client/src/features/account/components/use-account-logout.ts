import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@/features/auth/auth-context';

/**
 * Leaves the protected area first, then clears the session (both storage keys), so the
 * protected guard never sees a signed-out user on an account page and sends them to /login.
 */
export function useLeaveAndLogout() {
  const navigate = useNavigate();
  const { logout } = useAuth();
  return useCallback(
    async (to: string) => {
      await navigate(to, { replace: true });
      logout();
    },
    [navigate, logout],
  );
}
