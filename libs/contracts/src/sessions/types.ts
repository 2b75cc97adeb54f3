import type { SessionMethod } from '../sign-in/types';

/** A signed-in session of the owner (Account › Security): one per sign-in. */
export interface UserSession {
  id: string;
  /** The session of the token that asked ("This browser"). */
  current: boolean;
  createdAt: string;
  /** Null: not used since it began (an earlier sign-in not seen since sessions existed). */
  lastUsedAt: string | null;
  /** A short name from the browser's User-Agent ("Chrome on Linux"); "Earlier sign-in" for tokens issued before sessions; null when unknown. */
  device: string | null;
  /** The IP it signed in from, its host part masked (`203.0.113.x`, IPv6 to its /48); null when unknown. */
  place: string | null;
  /** How it signed in (issue 49). */
  method?: SessionMethod;
}

export interface UserSessionListResponse {
  sessions: UserSession[];
}
