import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { isTokenShaped, randomToken, sha256Hex } from '../../common/crypto';
import { isUuid } from '../../common/uuid';
import type { EmailTokenPurpose } from './email-token.entity';
import { EmailTokensRepository } from './email-tokens.repository';

const HOUR_MS = 3600_000;
/** How long each kind of link stays valid. */
export const EMAIL_LINK_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify: 7 * 24 * HOUR_MS,
  reset: HOUR_MS,
  unsubscribe: 365 * 24 * HOUR_MS,
};

/**
 * The one-time links sent by mail (verify, reset, unsubscribe). A link carries a random secret;
 * only its SHA-256 is stored, so a database leak gives no working link. Pass `manager` when
 * inside a transaction (the pool has one connection).
 */
@Injectable()
export class EmailLinksService {
  constructor(
    private readonly tokens: EmailTokensRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** `APP_URL/email/verify/{uuid}/{secret}`, valid 7 days, single use. */
  async verificationUrl(userId: string, manager?: EntityManager): Promise<string> {
    const { id, secret } = await this.create(userId, 'verify', manager);
    return `${this.config.appUrl}/email/verify/${id}/${secret}`;
  }

  /** `APP_URL/password/reset/{secret}`, valid 1 hour, single use. */
  async resetUrl(userId: string, manager?: EntityManager): Promise<string> {
    const { secret } = await this.create(userId, 'reset', manager);
    return `${this.config.appUrl}/password/reset/${secret}`;
  }

  /** `APP_URL/unsubscribe/{secret}`, valid 1 year; carried by every non-essential mail. */
  async unsubscribeUrl(userId: string, manager?: EntityManager): Promise<string> {
    return (await this.unsubscribeLinks(userId, manager)).page;
  }

  /**
   * One unsubscribe secret as the page a reader opens (`APP_URL/unsubscribe/{secret}`) and as the
   * RFC 8058 one-click address a mail client POSTs to (`APP_URL/api/user/email/unsubscribe/{secret}`).
   */
  async unsubscribeLinks(userId: string, manager?: EntityManager): Promise<{ page: string; oneClick: string }> {
    const { secret } = await this.create(userId, 'unsubscribe', manager);
    return { page: `${this.config.appUrl}/unsubscribe/${secret}`, oneClick: `${this.config.appUrl}/api/user/email/unsubscribe/${secret}` };
  }

  /** Marks a verification link used; the user id, or null if forged, used or expired. */
  async consumeVerification(id: string, secret: string, manager?: EntityManager): Promise<string | null> {
    if (!isUuid(id) || !isTokenShaped(secret)) return null;
    return this.tokens.spend(sha256Hex(secret), 'verify', id, manager);
  }

  /** Whether this verification link was used already and its address is verified (a second click). */
  async verificationAlreadyUsed(id: string, secret: string, manager?: EntityManager): Promise<boolean> {
    if (!isUuid(id) || !isTokenShaped(secret)) return false;
    return this.tokens.usedForVerifiedAddress(sha256Hex(secret), id, manager);
  }

  /** The user a live (unused, unexpired) link belongs to, without spending it. */
  async peek(purpose: 'reset' | 'unsubscribe', secret: string, manager?: EntityManager): Promise<string | null> {
    return isTokenShaped(secret) ? this.tokens.liveUserId(sha256Hex(secret), purpose, manager) : null;
  }

  /** Spends a reset or unsubscribe link atomically (two racing requests: one wins). */
  async consume(purpose: 'reset' | 'unsubscribe', secret: string, manager?: EntityManager): Promise<string | null> {
    return isTokenShaped(secret) ? this.tokens.spend(sha256Hex(secret), purpose, null, manager) : null;
  }

  /** Spends every live link of one kind for a user (e.g. other reset links after a reset or a password change). */
  revokeAll(userId: string, purpose: EmailTokenPurpose, manager?: EntityManager): Promise<void> {
    return this.tokens.spendAll(userId, purpose, manager);
  }

  /**
   * Unsubscribe links already mailed to an address keep working when the address passes from one
   * user row to another (an unproven account's deletion hands it back to a recipient-only row).
   */
  handOverUnsubscribeLinks(fromId: string, toId: string, manager: EntityManager): Promise<void> {
    return this.tokens.handOver(fromId, toId, 'unsubscribe', manager);
  }

  private async create(userId: string, purpose: EmailTokenPurpose, manager?: EntityManager) {
    const secret = randomToken();
    const id = await this.tokens.insert(userId, purpose, sha256Hex(secret), new Date(Date.now() + EMAIL_LINK_TTL_MS[purpose]), manager);
    return { id, secret };
  }
}
