import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AuthResponse, LoginRequest, RegisterRequest, User } from '@ticklist/contracts';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { clearStoredSession, readStoredSession, storeSession, storeUser } from '@/lib/storage';
import * as authApi from './api/auth-api';

export interface AuthState {
  user: User | null;
  token: string | null;
  /** True until the stored session has been checked with the server. */
  loading: boolean;
  isAuthenticated: boolean;
  login(body: LoginRequest): Promise<AuthResponse>;
  register(body: RegisterRequest): Promise<Partial<AuthResponse>>;
  /** Stores a session the server handed back (reset, verification, profile change). */
  setSession(token: string, user: User): void;
  updateUser(user: User): void;
  logout(): void;
}

const AuthContext = createContext<AuthState | null>(null);

/** Auth state of spec section 4: restored from local storage and validated with GET /api/me. */
export function AuthProvider({ children }: { children: ReactNode }) {
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
    authApi
      .fetchMe()
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

  const login = useCallback(
    async (body: LoginRequest) => {
      const res = await authApi.login(body);
      setSession(res.token, res.user);
      return res;
    },
    [setSession],
  );

  const register = useCallback(
    async (body: RegisterRequest) => {
      const res = await authApi.register(body);
      if (res.token && res.user) setSession(res.token, res.user);
      return res;
    },
    [setSession],
  );

  const value = useMemo<AuthState>(
    () => ({ user, token, loading, isAuthenticated: !!user && !!token, login, register, setSession, updateUser, logout }),
    [user, token, loading, login, register, setSession, updateUser, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
