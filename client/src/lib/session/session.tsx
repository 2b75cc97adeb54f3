import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@ticklist/contracts';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { clearStoredSession, readStoredSession, storeSession, storeUser } from '@/lib/storage';
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
  logout(): void;
}

const SessionContext = createContext<Session | null>(null);

/**
 * The signed-in session of spec section 4: restored from local storage and validated with
 * GET /api/me. Every feature reads it through useSession(); none owns it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [{ user, token }, setState] = useState(() => {
    const stored = readStoredSession();
    return stored.token && stored.user ? stored : { token: null, user: null };
  });
  const [loading, setLoading] = useState(true);

  const logout = useCallback(() => {
    clearStoredSession();
    queryClient.clear();
    setState({ token: null, user: null });
  }, []);

  useEffect(() => setUnauthorizedHandler(logout), [logout]);

  useEffect(() => {
    const stored = readStoredSession();
    if (!stored.token || !stored.user) {
      setLoading(false);
      return;
    }
    fetchMe()
      .then(({ user: fresh }) => {
        storeUser(fresh);
        setState({ token: stored.token, user: fresh });
      })
      .catch((error) => {
        console.error('Stored session is no longer valid', error);
        clearStoredSession();
        setState({ token: null, user: null });
      })
      .finally(() => setLoading(false));
  }, []);

  const setSession = useCallback((newToken: string, newUser: User) => {
    storeSession(newToken, newUser);
    setState({ token: newToken, user: newUser });
  }, []);

  const updateUser = useCallback((newUser: User) => {
    storeUser(newUser);
    setState((s) => ({ ...s, user: newUser }));
  }, []);

  const value = useMemo<Session>(
    () => ({ user, token, loading, isAuthenticated: !!user && !!token, setSession, updateUser, logout }),
    [user, token, loading, setSession, updateUser, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside SessionProvider');
  return ctx;
}
