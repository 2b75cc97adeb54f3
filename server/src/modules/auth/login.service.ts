import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES, LIMITS } from '@ticklist/contracts';
import { unauthenticated } from '../../common/domain-error';
import { RATE_LIMITS, type RateLimitPolicy } from '../../common/rate-limit/rate-limit.policies';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { PasswordService } from './password/password.service';

/**
 * Sign-in with e-mail and password. A wrong address, a wrong password and a guest (no password)
 * get the same 401 after the same amount of hashing. Failed attempts are counted per (account,
 * IP), per account and per IP; over a limit the answer is a 429 with Retry-After, before any
 * password is checked. Someone guessing from one address thus cannot lock the owner out of an
 * account: the owner's own address has its own count of 10.
 */
@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly rateLimits: RateLimitService,
  ) {}

  async login(body: { username?: unknown; password?: unknown }, ip: string): Promise<UserEntity> {
    const email = typeof body.username === 'string' ? body.username.trim().toLowerCase().slice(0, LIMITS.emailMax + 1) : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const account = email || '(none)';
    const counts: [RateLimitPolicy, string][] = [
      [RATE_LIMITS.failedLoginPerIp, ip],
      [RATE_LIMITS.failedLoginPerAccountAndIp, `${ip} ${account}`],
      [RATE_LIMITS.failedLoginPerAccount, account],
    ];
    for (const [policy, key] of counts) await this.rateLimits.assertUnder(policy, key);

    const user = email && email.length <= LIMITS.emailMax ? await this.users.findWithPasswordByEmail(email) : null;
    const hash = user?.accountType === 'owner' ? user.passwordHash : null;
    const ok = (await this.passwords.verify(hash, password)) && !!hash && password.length > 0;
    if (!user || !ok) {
      for (const [policy, key] of counts) await this.rateLimits.record(policy, key);
      throw unauthenticated(AUTH_MESSAGES.invalidCredentials);
    }
    await this.users.signedIn(user.id);
    user.lastActiveAt = new Date();
    return user;
  }
}
