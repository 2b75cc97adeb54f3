import { Global, Module } from '@nestjs/common';
import { InvitesModule } from '../invites/invites.module';
import { AuthMailService } from './auth-mail.service';
import { AuthController } from './auth.controller';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { LoginService } from './login.service';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { PasswordService } from './password/password.service';
import { RegistrationService } from './registration.service';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeService } from './unsubscribe.service';

/**
 * Sign-up, sign-in, e-mail verification, password reset and unsubscribe. Global so the account
 * module can reuse PasswordService (hashing and new-password rules).
 */
@Global()
@Module({
  imports: [InvitesModule],
  controllers: [AuthController, EmailVerificationController, PasswordResetController, UnsubscribeController],
  providers: [
    PasswordService,
    AuthMailService,
    RegistrationService,
    LoginService,
    EmailVerificationService,
    PasswordResetService,
    UnsubscribeService,
  ],
  exports: [PasswordService],
})
export class AuthModule {}
