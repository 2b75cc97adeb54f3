import { Injectable } from '@nestjs/common';
import { RECIPIENT_MESSAGES, SHARING_MESSAGES } from '@ticklist/contracts';
import { isTokenShaped, sha256Hex } from '../../common/crypto';
import { gone, notFound, type DomainError } from '../../common/domain-error';
import { SharesRepository, type ShareOpenedRow } from '../shares/shares.repository';

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

  /** The share the token opens, or null for an unknown, revoked, replaced or malformed token. Never throws on bad input. */
  async findByAccessToken(token: unknown): Promise<ShareAccess | null> {
    if (!isTokenShaped(token)) return null;
    const row = await this.shares.findByTokenHash(sha256Hex(token));
    if (!row || row.revoked_at) return null;
    return { shareId: row.id, checklistId: row.checklist_id, recipientId: row.recipient_id };
  }

  /** The share the token opens; 410 for a revoked or replaced link (naming its owner), 404 for anything else. */
  async requireActive(token: unknown): Promise<ShareAccess> {
    const found = await this.findByAccessToken(token);
    if (found) return found;
    throw await this.inactive(token);
  }

  /** As `requireActive`, for the guest page's `seen` call: the opening is recorded in the same statement (issues 18, 44). */
  async openActive(token: unknown): Promise<ShareAccess & { opened: ShareOpenedRow }> {
    const row = isTokenShaped(token) ? await this.shares.openByTokenHash(sha256Hex(token)) : null;
    if (row && !row.revoked_at) return { shareId: row.id, checklistId: row.checklist_id, recipientId: row.recipient_id, opened: row };
    throw await this.inactive(token);
  }

  private async inactive(token: unknown): Promise<DomainError> {
    const ownerEmail = isTokenShaped(token) ? await this.shares.ownerOfInactiveToken(sha256Hex(token)) : null;
    if (ownerEmail) return gone(RECIPIENT_MESSAGES.linkInactive(ownerEmail));
    return notFound(SHARING_MESSAGES.shareNotFound);
  }
}
