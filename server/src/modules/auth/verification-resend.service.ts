import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@ticklist/contracts';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import type { UserEntity } from '../users/user.entity';
import { AuthMailService } from './auth-mail.service';

/** How long a resend waits for the mail before answering (a retry follows anyway). */
const RESEND_TIMEOUT_MS = 10_000;

/** Mails a fresh verification link to a signed-in owner who is not verified yet. Rate limited per user. */
@Injectable()
export class VerificationResendService {
  constructor(
    private readonly mails: AuthMailService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** The answer's message: sent, or already verified. */
  async resend(user: UserEntity): Promise<string> {
    await this.rateLimits.consume(RATE_LIMITS.requestValidatePerUser, user.id);
    if (user.emailValidated) return AUTH_MESSAGES.verifyAlready;
    await this.mails.sendVerification(user.id, RESEND_TIMEOUT_MS);
    return AUTH_MESSAGES.verificationSent;
  }
}
