import type { UserEntity } from '../../users/user.entity';

/**
 * Emitted by AuthGuard, and awaited (emitAsync), each time a bearer token lets an owner through
 * to a route. The account module records the activity from it. An event rather than a global
 * interceptor: with no interceptor at all, Nest skips its per-request interceptor chain (rxjs and
 * AsyncResource bindings), which had been half the CPU of a request that needs no session.
 */
export const SESSION_AUTHENTICATED = 'session.authenticated';

export type SessionAuthenticatedEvent = UserEntity;
