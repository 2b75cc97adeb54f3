import { Injectable } from '@nestjs/common';
import { SecretBox } from '../../../common/crypto';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.token';
import { RecoveryCodeHasher } from './recovery-codes';

/** The keys of the second factor, derived from the server secret: one seals TOTP secrets, one hashes recovery codes. */
@Injectable()
export class SecondFactorKeys {
  readonly totpSecrets: SecretBox;
  readonly recoveryCodes: RecoveryCodeHasher;

  constructor(@InjectConfig() config: AppConfig) {
    this.totpSecrets = new SecretBox(config.jwtSecret, 'totp-secret');
    this.recoveryCodes = new RecoveryCodeHasher(config.jwtSecret);
  }
}
