import { Module } from '@nestjs/common';
import { ClockModule } from '../../../common/clock/clock.module';
import { RateLimitModule } from '../../../common/rate-limit/rate-limit.module';
import { UsersModule } from '../../users/users.module';
import { PasswordModule } from '../password/password.module';
import { SessionModule } from '../session/session.module';
import { MfaLoginController } from './mfa-login.controller';
import { MfaSignInService } from './mfa-sign-in.service';
import { RecoveryCodesRepository } from './recovery-codes.repository';
import { SecondFactorService } from './second-factor.service';
import { SignInChallengesModule } from '../challenges/sign-in-challenges.module';
import { PasskeysModule } from '../passkeys/passkeys.module';
import { SecondFactorKeys } from './totp-secret.box';
import { TotpEnrolmentService } from './totp-enrolment.service';
import { TotpController } from './totp.controller';
import { TotpRepository } from './totp.repository';

/** A second factor (issue 49): the authenticator app and its recovery codes, and the code step of a sign-in. */
@Module({
  imports: [ClockModule, SessionModule, PasswordModule, UsersModule, RateLimitModule, SignInChallengesModule, PasskeysModule],
  controllers: [TotpController, MfaLoginController],
  providers: [
    SecondFactorKeys,
    TotpRepository,
    RecoveryCodesRepository,
    SecondFactorService,
    TotpEnrolmentService,
    MfaSignInService,
  ],
  exports: [MfaSignInService, TotpRepository],
})
export class MfaModule {}
