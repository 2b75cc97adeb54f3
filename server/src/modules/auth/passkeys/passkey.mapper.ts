import type { Passkey } from '@ticklist/contracts';
import type { PasskeyEntity } from './passkey.entity';

export const toPasskey = (row: PasskeyEntity): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
});

/** The WebAuthn user handle of an owner: the 16 bytes of the account's uuid (no address, no name). */
export const userHandle = (userId: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));
