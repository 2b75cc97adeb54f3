import { Module } from '@nestjs/common';
import { EmailLinksModule } from '../../email-links/email-links.module';
import { UsersModule } from '../../users/users.module';
import { SessionModule } from '../session/session.module';
import { PasswordReplacement } from './password-replacement.service';
import { PasswordService } from './password.service';

/** Password hashing, the new-password rules (sign-up, reset, change) and storing a new password. */
@Module({
  imports: [UsersModule, EmailLinksModule, SessionModule],
  providers: [PasswordService, PasswordReplacement],
  exports: [PasswordService, PasswordReplacement],
})
export class PasswordModule {}
