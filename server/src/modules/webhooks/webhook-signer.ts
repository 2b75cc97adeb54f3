import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { WEBHOOK_SECRET_PREFIX } from '@ticklist/contracts';
import { Webhook } from 'standardwebhooks';
import { SecretBox } from '../../common/crypto';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';

/**
 * Signing secrets and Standard Webhooks signatures. A secret is `whsec_` + base64 of 24 random
 * bytes, shown once and stored AES-256-GCM sealed with a key derived from the server secret (it
 * must be read back to sign). The signature is the `standardwebhooks` library's own: HMAC-SHA256
 * of `id.timestamp.body`, one `v1,<base64>` per valid secret, space-separated during a rotation.
 */
@Injectable()
export class WebhookSigner {
  private readonly box: SecretBox;

  constructor(@InjectConfig() config: AppConfig) {
    this.box = new SecretBox(config.jwtSecret, 'webhook-signing-secret');
  }

  newSecret(): { secret: string; sealed: string } {
    const secret = `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
    return { secret, sealed: this.box.seal(secret) };
  }

  /** The three Standard Webhooks headers for one delivery, signed with every sealed secret given. */
  headers(eventId: string, at: Date, body: string, sealedSecrets: string[]): Record<string, string> {
    const signatures = sealedSecrets.map((sealed) => new Webhook(this.box.open(sealed)).sign(eventId, at, body));
    return {
      'webhook-id': eventId,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signatures.join(' '),
    };
  }
}
