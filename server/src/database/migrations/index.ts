import { InitialSchema1763780000000 } from './1763780000000-InitialSchema';
import { PersonalAccessTokens1764060000000 } from './1764060000000-PersonalAccessTokens';
import { IdempotencyKeys1764060100000 } from './1764060100000-IdempotencyKeys';

/**
 * Every migration, in order. Listed rather than globbed so the same list runs from the compiled
 * server, under jest (TypeScript sources) and from the CLIs. Add each new migration here.
 */
export const MIGRATIONS = [InitialSchema1763780000000, PersonalAccessTokens1764060000000, IdempotencyKeys1764060100000];
