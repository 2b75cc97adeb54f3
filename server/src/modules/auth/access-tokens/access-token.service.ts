import { Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_PREFIX, ACCESS_TOKEN_MESSAGES, type AccessTokenScope } from '@ticklist/contracts';
import { fieldErrors, forbidden, notFound } from '../../../common/domain-error';
import { RATE_LIMITS } from '../../../common/rate-limit/rate-limit.policies';
import { RateLimitService } from '../../../common/rate-limit/rate-limit.service';
import type { UserEntity } from '../../users/user.entity';
import { UsersRepository } from '../../users/users.repository';
import { randomToken, sha256Hex } from '../../../common/crypto';
import type { AccessTokenEntity } from './access-token.entity';
import { AccessTokenRepository } from './access-token.repository';
import { AccessTokenRevocations } from './access-token-revocations';

const DAY_MS = 86_400_000;
const READ_METHODS = new Set(['GET', 'HEAD']);
/** Enough for every script an owner runs; a bound so a leaked session cannot mint without end. */
export const MAX_TOKENS_PER_USER = 50;

export interface VerifiedAccessToken {
  id: string;
  userId: string;
  scope: AccessTokenScope;
  /** The one workspace the token acts in (issue 47). */
  workspaceId: string;
}

/** Creates, lists, revokes and verifies personal access tokens. */
@Injectable()
export class AccessTokenService {
  constructor(
    private readonly tokens: AccessTokenRepository,
    private readonly users: UsersRepository,
    private readonly rateLimits: RateLimitService,
    private readonly revocations: AccessTokenRevocations,
  ) {}

  list(userId: string, workspaceId?: string): Promise<AccessTokenEntity[]> {
    return this.tokens.listForUser(userId, workspaceId);
  }

  /** A new token limited to `input.workspaceId`, and its secret, which is shown this once and stored only as a hash. */
  async create(
    userId: string,
    input: { name: string; scope: AccessTokenScope; expiresInDays: number | null; workspaceId: string },
  ): Promise<{ token: AccessTokenEntity; secret: string }> {
    if ((await this.tokens.countForUser(userId)) >= MAX_TOKENS_PER_USER) {
      throw fieldErrors({ name: ACCESS_TOKEN_MESSAGES.tooMany });
    }
    const secret = `${ACCESS_TOKEN_PREFIX}${randomToken(32)}`;
    const expiresAt = input.expiresInDays === null ? null : new Date(Date.now() + input.expiresInDays * DAY_MS);
    const token = await this.tokens.insert({ userId, workspaceId: input.workspaceId, name: input.name, scope: input.scope, tokenHash: sha256Hex(secret), expiresAt });
    return { token, secret };
  }

  async revoke(userId: string, id: string): Promise<void> {
    if (!(await this.tokens.deleteForUser(userId, id))) throw notFound(ACCESS_TOKEN_MESSAGES.notFound);
    this.revocations.announceTokens(userId, [id]);
  }

  /**
   * The token and owner it lets through to a route, or null when the token is unknown, revoked or
   * expired. Throws 403 on a session-only route or, for a read token, on anything but a read;
   * counts the call against the token's own rate limit.
   */
  authenticate(secret: string, route: { method: string; sessionOnly: boolean; writeScope?: boolean }): Promise<{ token: VerifiedAccessToken; user: UserEntity } | null> {
    return this.authorize(secret, route);
  }

  /**
   * The token and owner behind a socket handshake (read scope is enough: a socket only listens and
   * reads), with the same checks and rate limit as a GET.
   */
  authenticateSocket(secret: string): Promise<{ token: VerifiedAccessToken; user: UserEntity } | null> {
    return this.authorize(secret, { method: 'GET', sessionOnly: false });
  }

  private async authorize(secret: string, route: { method: string; sessionOnly: boolean; writeScope?: boolean }): Promise<{ token: VerifiedAccessToken; user: UserEntity } | null> {
    const token = await this.verify(secret);
    if (!token) return null;
    const user = await this.users.findById(token.userId);
    if (!user || user.accountType !== 'owner') return null;
    if (route.sessionOnly) throw forbidden(ACCESS_TOKEN_MESSAGES.sessionOnly);
    if (token.scope === 'read' && (route.writeScope || !READ_METHODS.has(route.method))) throw forbidden(ACCESS_TOKEN_MESSAGES.outOfScope);
    await this.rateLimits.consume(RATE_LIMITS.accessTokenPerToken, token.id);
    return { token, user };
  }

  /** The token behind a secret, or null when it is unknown, revoked or expired. */
  async verify(secret: string): Promise<VerifiedAccessToken | null> {
    if (!secret.startsWith(ACCESS_TOKEN_PREFIX) || secret.length > 200) return null;
    const token = await this.tokens.findByHash(sha256Hex(secret));
    if (!token || (token.expiresAt && token.expiresAt.getTime() <= Date.now())) return null;
    const minuteAgo = Date.now() - 60_000;
    if (!token.lastUsedAt || token.lastUsedAt.getTime() < minuteAgo) await this.tokens.touch(token.id);
    return { id: token.id, userId: token.userId, scope: token.scope, workspaceId: token.workspaceId };
  }
}
