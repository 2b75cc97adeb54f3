import { randomInt } from 'node:crypto';
import { LIMITS } from '@ticklist/contracts';

/**
 * A username for an account made by single sign-on, from what the provider calls the person (or
 * the address's local part): only the characters usernames allow, 3 to 32 of them; `attempt` > 0
 * adds a number for when the name is taken.
 */
export function ssoUsername(name: string | null, email: string, attempt: number): string {
  const clean = (text: string) => text.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '.').replace(/^[.]+|[.]+$/g, '');
  let base = clean(name ?? '') || clean(email.split('@')[0] ?? '') || 'owner';
  if (base.length < LIMITS.usernameMin) base = `${base}-user`;
  const suffix = attempt > 0 ? `-${randomInt(1000, 10_000)}` : '';
  return base.slice(0, LIMITS.usernameMax - suffix.length) + suffix;
}
