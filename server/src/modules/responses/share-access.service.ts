import { Injectable } from '@nestjs/common';
import { isTokenShaped, sha256Hex } from '../../common/crypto';
import { SharesRepository } from '../shares/shares.repository';

export interface ShareAccess {
  shareId: string;
  checklistId: string;
  recipientId: string;
}

/**
 * Resolves a guest's access token to its share by the token's SHA-256 hash (the token itself is
 * never stored in clear). Used by the guest routes and the realtime handshake.
 */
@Injectable()
export class ShareAccessService {
  constructor(private readonly shares: SharesRepository) {}

  /** The share the token opens, or null for an unknown, revoked or malformed token. Never throws on bad input. */
  async findByAccessToken(token: unknown): Promise<ShareAccess | null> {
    if (!isTokenShaped(token)) return null;
    const row = await this.shares.findByTokenHash(sha256Hex(token));
    return row ? { shareId: row.id, checklistId: row.checklist_id, recipientId: row.recipient_id } : null;
  }
}
