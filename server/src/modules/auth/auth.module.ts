import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { EmailLinksModule } from '../email-links/email-links.module';
import { InvitesModule } from '../invites/invites.module';
import { MailModule } from '../mail/mail.module';
import { SharesModule } from '../shares/shares.module';
import { UsersModule } from '../users/users.module';
import { AuthMailService } from './auth-mail.service';
import { AuthController } from './auth.controller';
import { EmailVerificationController } from './email-verification.controller';
import { EmailVerificationService } from './email-verification.service';
import { LoginService } from './login.service';
import { MfaModule } from './mfa/mfa.module';
import { OidcModule } from './oidc/oidc.module';
import { LogoutController } from './logout.controller';
import { PasswordResetController } from './password-reset.controller';
import { ForgotPasswordService } from './forgot-password.service';
import { PasswordResetService } from './password-reset.service';
import { PasswordModule } from './password/password.module';
import { AccountRecoveredMail } from './recovery/account-recovered.mail';
import { AccountRecovery } from './recovery/account-recovery';
import { RegistrationService } from './registration.service';
import { SessionModule } from './session/session.module';
import { SessionsController } from './sessions.controller';
import { UnsubscribeController } from './unsubscribe.controller';
import { UnsubscribeService } from './unsubscribe.service';
import { VerificationResendService } from './verification-resend.service';

/** Sign-up, sign-in and log out, signed-in sessions, e-mail verification, password reset and unsubscribe. */
@Module({
  imports: [SessionModule, MfaModule, OidcModule, PasswordModule, UsersModule, InvitesModule, EmailLinksModule, MailModule, RateLimitModule, SharesModule],
  controllers: [AuthController, LogoutController, SessionsController, EmailVerificationController, PasswordResetController, UnsubscribeController],
  providers: [
    AuthMailService,
    RegistrationService,
    LoginService,
    EmailVerificationService,
    VerificationResendService,
    ForgotPasswordService,
    PasswordResetService,
    AccountRecovery,
    AccountRecoveredMail,
    UnsubscribeService,
  ],
})
export class AuthModule {}
