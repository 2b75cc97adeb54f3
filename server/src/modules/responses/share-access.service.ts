import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sha256Hex } from '../../common/crypto';

export interface ShareAccess {
  shareId: string;
  checklistId: string;
  recipientId: string;
}

/** Access tokens are base64url (randomToken); anything else cannot be one, so no query is made. */
const ACCESS_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export const isAccessTokenShaped = (token: unknown): token is string => typeof token === 'string' && ACCESS_TOKEN.test(token);

/**
 * Resolves a guest's access token to its share by the token's SHA-256 hash (the token itself is
 * never stored in clear). Used by the guest routes and the realtime handshake.
 */
@Injectable()
export class ShareAccessService {
  constructor(private readonly dataSource: DataSource) {}

  /** The share the token opens, or null for an unknown, revoked or malformed token. Never throws on bad input. */
  async findByAccessToken(token: unknown): Promise<ShareAccess | null> {
    if (!isAccessTokenShaped(token)) return null;
    const rows: { id: string; checklist_id: string; recipient_id: string }[] = await this.dataSource.query(
      'SELECT id, checklist_id, recipient_id FROM shares WHERE access_token_hash = $1',
      [sha256Hex(token)],
    );
    const row = rows[0];
    return row ? { shareId: row.id, checklistId: row.checklist_id, recipientId: row.recipient_id } : null;
  }
}
