import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../../common/rate-limit/rate-limit.module';
import { UsersModule } from '../../users/users.module';
import { SignInChallengesModule } from '../challenges/sign-in-challenges.module';
import { SessionModule } from '../session/session.module';
import { PasskeyCeremony } from './passkey-ceremony';
import { PasskeyLoginController } from './passkey-login.controller';
import { PasskeyRegistrationService } from './passkey-registration.service';
import { PasskeySignInService } from './passkey-sign-in.service';
import { PasskeysController } from './passkeys.controller';
import { PasskeysRepository } from './passkeys.repository';

/** Passkeys (issue 49): adding, listing and removing them, and signing in with one. */
@Module({
  imports: [SessionModule, UsersModule, RateLimitModule, SignInChallengesModule],
  controllers: [PasskeysController, PasskeyLoginController],
  providers: [PasskeyCeremony, PasskeysRepository, PasskeyRegistrationService, PasskeySignInService],
  exports: [PasskeysRepository, PasskeyCeremony],
})
export class PasskeysModule {}
