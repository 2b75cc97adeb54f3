import { Module } from '@nestjs/common';
import { PasswordService } from './password.service';

/** Password hashing and the new-password rules (sign-up, reset, change). */
@Module({
  providers: [PasswordService],
  exports: [PasswordService],
})
export class PasswordModule {}
