import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { SecretBox, randomToken, sha256Hex } from '../../common/crypto';

export interface NewAccessToken {
  token: string;
  hash: string;
  encrypted: string;
}

/**
 * A share's access token: 256 random bits, stored as SHA-256 (lookup) and AES-256-GCM sealed with
 * a key derived from the server secret (so sharing again can mail the same link).
 */
@Injectable()
export class ShareTokenBox {
  private readonly box: SecretBox;

  constructor(@InjectConfig() config: AppConfig) {
    this.box = new SecretBox(config.jwtSecret, 'share-access-token');
  }

  create(): NewAccessToken {
    const token = randomToken();
    return { token, hash: sha256Hex(token), encrypted: this.box.seal(token) };
  }

  open(encrypted: string): string {
    return this.box.open(encrypted);
  }
}
