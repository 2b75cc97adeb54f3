import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { randomToken, sha256Hex } from '../../common/crypto';
import { EmailTokenEntity, type EmailTokenPurpose } from '../auth/email-token.entity';

const HOUR_MS = 3600_000;
/** How long each kind of link stays valid. */
export const EMAIL_LINK_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify: 7 * 24 * HOUR_MS,
  reset: HOUR_MS,
  unsubscribe: 365 * 24 * HOUR_MS,
};

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Secrets are 256-bit base64url strings; anything else cannot match and is refused before SQL. */
const SECRET_RE = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The one-time links sent by mail (verify, reset, unsubscribe). A link carries a random secret;
 * only its SHA-256 is stored, so a database leak gives no working link. Pass `manager` when
 * inside a transaction (the pool has one connection).
 */
@Injectable()
export class EmailLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
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
    const { secret } = await this.create(userId, 'unsubscribe', manager);
    return `${this.config.appUrl}/unsubscribe/${secret}`;
  }

  /** Marks a verification link used; the user id, or null if forged, used or expired. */
  async consumeVerification(id: string, secret: string, manager?: EntityManager): Promise<string | null> {
    if (!UUID_RE.test(id) || !SECRET_RE.test(secret)) return null;
    return this.consumeWhere('id = $1 AND token_hash = $2 AND purpose = $3', [id, sha256Hex(secret), 'verify'], manager);
  }

  /** The user a live (unused, unexpired) link belongs to, without spending it. */
  async peek(purpose: 'reset' | 'unsubscribe', secret: string, manager?: EntityManager): Promise<string | null> {
    if (!SECRET_RE.test(secret)) return null;
    const rows: Array<{ user_id: string }> = await this.runner(manager).query(
      `SELECT user_id FROM email_tokens
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
      [sha256Hex(secret), purpose],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Spends a reset or unsubscribe link atomically (two racing requests: one wins). */
  async consume(purpose: 'reset' | 'unsubscribe', secret: string, manager?: EntityManager): Promise<string | null> {
    if (!SECRET_RE.test(secret)) return null;
    return this.consumeWhere('token_hash = $1 AND purpose = $2', [sha256Hex(secret), purpose], manager);
  }

  /** Spends every live link of one kind for a user (e.g. other reset links after a reset). */
  async revokeAll(userId: string, purpose: EmailTokenPurpose, manager?: EntityManager): Promise<void> {
    await this.runner(manager).query(
      `UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose],
    );
  }

  private async create(userId: string, purpose: EmailTokenPurpose, manager?: EntityManager) {
    const secret = randomToken();
    const repo = (manager ?? this.dataSource.manager).getRepository(EmailTokenEntity);
    const row = await repo.save(
      repo.create({ userId, purpose, tokenHash: sha256Hex(secret), expiresAt: new Date(Date.now() + EMAIL_LINK_TTL_MS[purpose]), usedAt: null }),
    );
    return { id: row.id, secret };
  }

  private async consumeWhere(where: string, params: unknown[], manager?: EntityManager): Promise<string | null> {
    const result: [Array<{ user_id: string }>, number] = await this.runner(manager).query(
      `UPDATE email_tokens SET used_at = now()
        WHERE ${where} AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      params,
    );
    return result[0]?.[0]?.user_id ?? null;
  }

  private runner(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }
}
