import { Global, Module } from '@nestjs/common';
import { PasswordService } from './password/password.service';

/**
 * Sign-up, sign-in, e-mail verification, password reset and unsubscribe. Global so the account
 * module can reuse PasswordService (hashing and new-password rules).
 */
@Global()
@Module({
  providers: [PasswordService],
  exports: [PasswordService],
})
export class AuthModule {}
