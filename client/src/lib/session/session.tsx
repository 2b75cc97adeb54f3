import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { User } from '@ticklist/contracts';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { isGuestLinkPath } from '@/lib/guest-link';
import { queryClient } from '@/lib/query-client';
import { clearStoredSession, readStoredSession, storeSession, storeUser } from '@/lib/storage';
import { endServerSession } from './end-session';
import { fetchMe } from './fetch-me';

export interface Session {
  user: User | null;
  token: string | null;
  /** True until the stored session has been checked with the server. */
  loading: boolean;
  isAuthenticated: boolean;
  /** Stores a session the server handed back (login, register, reset, verification, profile change). */
  setSession(token: string, user: User): void;
  updateUser(user: User): void;
  /** Clears the session in this browser only (both storage keys): the server already ended it, or refused it. */
  logout(): void;
  /** Log Out: ends the session on the server (POST /api/logout) and clears this browser at once, whatever the server answers. */
  signOut(): void;
}

const SessionContext = createContext<Session | null>(null);

/**
 * The signed-in session of spec section 4: restored from local storage and validated with
 * GET /api/me. Every feature reads it through useSession(); none owns it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  // A guest link's page has no use for an owner's session, and local storage is not read there: the
  // first read of it in a page waits for the browser to load it, a main-thread task of some 40 ms
  // in a busy browser (Lighthouse's trace of the guest page, bench/RESULTS.md). Elsewhere it is read
  // at once, and on leaving a guest link's page for another, before that page renders.
  const needed = !isGuestLinkPath(useLocation().pathname);
  // The session found in storage, if any (undefined: not read yet): shown at once, then checked with the server.
  const [restored, setRestored] = useState<StoredSession | null | undefined>(() => (needed ? restoreStoredSession() : undefined));
  const [{ user, token }, setState] = useState<{ token: string | null; user: User | null }>(restored ?? { token: null, user: null });
  // Nothing to check when nothing was stored.
  const [loading, setLoading] = useState(!!restored);
  if (needed && restored === undefined) {
    const found = restoreStoredSession();
    setRestored(found);
    if (found) {
      setState(found);
      setLoading(true);
    }
  }

  const logout = useCallback(() => {
    clearStoredSession();
    queryClient.clear();
    setState({ token: null, user: null });
  }, []);

  const signOut = useCallback(() => {
    // The request takes the stored token before the browser's copy is cleared.
    void endServerSession();
    logout();
  }, [logout]);

  useEffect(() => setUnauthorizedHandler(logout), [logout]);

  useEffect(() => {
    if (!restored) return;
    fetchMe()
      .then(({ user: fresh }) => {
        storeUser(fresh);
        setState({ token: restored.token, user: fresh });
      })
      .catch((error) => {
        console.error('Stored session is no longer valid', error);
        clearStoredSession();
        setState({ token: null, user: null });
      })
      .finally(() => setLoading(false));
  }, [restored]);

  const setSession = useCallback((newToken: string, newUser: User) => {
    storeSession(newToken, newUser);
    setState({ token: newToken, user: newUser });
  }, []);

  const updateUser = useCallback((newUser: User) => {
    storeUser(newUser);
    setState((s) => ({ ...s, user: newUser }));
  }, []);

  const value = useMemo<Session>(
    () => ({ user, token, loading, isAuthenticated: !!user && !!token, setSession, updateUser, logout, signOut }),
    [user, token, loading, setSession, updateUser, logout, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

type StoredSession = { token: string; user: User };

/** The stored token and user, when both are there. */
function restoreStoredSession(): StoredSession | null {
  const { token, user } = readStoredSession();
  return token && user ? { token, user } : null;
}

export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}
