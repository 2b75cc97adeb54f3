import { randomBytes } from 'node:crypto';

/** A fresh invite code: 72 random bits, URL- and copy-paste-safe. */
export const newInviteCode = (): string => `invite-${randomBytes(9).toString('base64url')}`;
