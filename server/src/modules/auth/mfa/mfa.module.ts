import { Module } from '@nestjs/common';
import { ClockModule } from '../../../common/clock/clock.module';
import { RateLimitModule } from '../../../common/rate-limit/rate-limit.module';
import { SchedulerModule } from '../../../scheduler/scheduler.module';
import { UsersModule } from '../../users/users.module';
import { PasswordModule } from '../password/password.module';
import { SessionModule } from '../session/session.module';
import { MfaLoginController } from './mfa-login.controller';
import { MfaSignInService } from './mfa-sign-in.service';
import { RecoveryCodesRepository } from './recovery-codes.repository';
import { SecondFactorService } from './second-factor.service';
import { SignInChallengesPurgeJob } from './sign-in-challenges-purge.job';
import { SignInChallengesRepository } from './sign-in-challenges.repository';
import { SecondFactorKeys } from './totp-secret.box';
import { TotpEnrolmentService } from './totp-enrolment.service';
import { TotpController } from './totp.controller';
import { TotpRepository } from './totp.repository';

/** A second factor (issue 49): the authenticator app and its recovery codes, and the code step of a sign-in. */
@Module({
  imports: [ClockModule, SessionModule, PasswordModule, UsersModule, RateLimitModule, SchedulerModule],
  controllers: [TotpController, MfaLoginController],
  providers: [
    SecondFactorKeys,
    TotpRepository,
    RecoveryCodesRepository,
    SignInChallengesRepository,
    SignInChallengesPurgeJob,
    SecondFactorService,
    TotpEnrolmentService,
    MfaSignInService,
  ],
  exports: [MfaSignInService, TotpRepository, SignInChallengesRepository],
})
export class MfaModule {}
