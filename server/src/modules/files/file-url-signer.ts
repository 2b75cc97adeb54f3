import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { FILE_LIMITS } from '@ticklist/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';

/** The signature of a file URL: HMAC-SHA256 of the id and expiry, under a key of its own derived from the server secret. */
export function fileUrlSignature(secret: string, fileId: string, exp: number): string {
  const key = createHmac('sha256', secret).update('ticklist:file-urls').digest();
  return createHmac('sha256', key).update(`${fileId.toLowerCase()}.${exp}`).digest('base64url');
}

/**
 * Short-lived signed URLs for answers' files (`/api/files/{id}?exp=…&sig=…`, 5 minutes): an
 * `<img>` shows a thumbnail without a bearer header, and a URL that leaks stops working soon.
 * Only routes that have checked who asks (the file's owner, the recipient's own link) hand them out.
 */
@Injectable()
export class FileUrlSigner {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  url(fileId: string): string {
    const exp = Math.floor(this.clock.now().getTime() / 1000) + FILE_LIMITS.signedUrlSeconds;
    return `${this.config.appUrl}/api/files/${fileId}?exp=${exp}&sig=${fileUrlSignature(this.config.jwtSecret, fileId, exp)}`;
  }

  /** The URL's signature is this server's for this id and expiry, and the expiry has not passed. */
  verify(fileId: string, exp: unknown, sig: unknown): boolean {
    if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string') return false;
    const expected = Buffer.from(fileUrlSignature(this.config.jwtSecret, fileId, Number(exp)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return Number(exp) * 1000 > this.clock.now().getTime();
  }
}
