import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { UserEntity } from '../../users/user.entity';
import { isUuid } from '../../../common/uuid';
import { UsersRepository } from '../../users/users.repository';

interface SessionClaims {
  sub: string;
  /** The user's token version when issued; bumped on password change/reset and deletion. */
  ver: number;
}

/**
 * Issues and checks the bearer tokens (HS256 JWT with an absolute expiry). A token is refused
 * once its user is gone or its version is older than the user's (password changed or reset).
 */
@Injectable()
export class SessionTokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersRepository,
  ) {}

  issue(user: UserEntity): string {
    const claims: SessionClaims = { sub: user.id, ver: user.tokenVersion };
    return this.jwt.sign(claims);
  }

  /** The signed-in owner for a token, or null for anything invalid. Never throws. */
  async verify(token: string | undefined | null): Promise<UserEntity | null> {
    if (!token || token.length > 4096) return null;
    let claims: SessionClaims;
    try {
      claims = this.jwt.verify<SessionClaims>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return null;
    if (!isUuid(claims.sub)) return null;
    const user = await this.users.findById(claims.sub);
    if (!user || user.accountType !== 'owner' || user.tokenVersion !== claims.ver) return null;
    return user;
  }
}
