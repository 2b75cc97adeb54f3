import { STORAGE_KEYS, type User } from '@ticklist/contracts';

/** The session in local storage (spec section 3): auth_token and user (as JSON). */
export function readStoredSession(): { token: string | null; user: User | null } {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  let user: User | null = null;
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    user = raw ? (JSON.parse(raw) as User) : null;
  } catch {
    user = null;
  }
  return { token, user };
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function storeUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
}
