import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { endServerSession } from '@/lib/session/end-session';
import { useSession } from '@/lib/session/session';

/**
 * Leaves the protected area, then clears the session (both storage keys). The session is cleared
 * when the calling component unmounts, i.e. once the new page has replaced the account page:
 * clearing it first would let the protected guard send the user to /login instead. With
 * `endSession`, the session is ended on the server at once too (Log Out); without, it is already
 * gone there (the account was deleted).
 */
export function useLeaveAndLogout() {
  const navigate = useNavigate();
  const { logout } = useSession();
  const pending = useRef(false);
  const fallback = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(fallback.current);
      if (pending.current) {
        pending.current = false;
        logout();
      }
    },
    [logout],
  );

  return useCallback(
    (to: string, { endSession = false }: { endSession?: boolean } = {}) => {
      if (endSession) void endServerSession();
      pending.current = true;
      void navigate(to, { replace: true });
      // Should the page somehow stay, sign out anyway.
      fallback.current = window.setTimeout(() => {
        if (pending.current) {
          pending.current = false;
          logout();
        }
      }, 3_000);
    },
    [navigate, logout],
  );
}
