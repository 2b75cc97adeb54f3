import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES as M, LIMITS } from '@ticklist/contracts';
import { fieldErrors } from '../../common/domain-error';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { asText } from '../../common/text';
import { UsersRepository } from '../users/users.repository';
import { AuthMailService } from './auth-mail.service';

const RESET_MAIL_TIMEOUT_MS = 10_000;

/**
 * Forgot password: mails a reset link. The answer is the same whether or not the address has an
 * account, and the mail goes out in the background so timing does not tell either.
 */
@Injectable()
export class ForgotPasswordService {
  constructor(
    private readonly users: UsersRepository,
    private readonly mails: AuthMailService,
    private readonly rateLimits: RateLimitService,
  ) {}

  async forgot(body: { email?: unknown }): Promise<void> {
    const email = asText(body.email).trim().toLowerCase();
    if (!email) throw fieldErrors({ email: M.forgotEmailRequired });
    if (email.length > LIMITS.emailMax) return;
    // Counted whether or not the address has an account, so the answer never tells which.
    await this.rateLimits.consumeWithRespite(RATE_LIMITS.forgotPerAddress, email);
    const user = await this.users.findByEmail(email);
    if (!user || user.accountType !== 'owner') return;
    // Essential mail: sent even to an unsubscribed address. Not awaited (see above).
    void this.mails.sendReset(user.id, RESET_MAIL_TIMEOUT_MS);
  }
}
