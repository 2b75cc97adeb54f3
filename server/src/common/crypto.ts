import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** A URL-safe secret of 256 bits from the CSPRNG (access, reset, verification, unsubscribe tokens). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** What a randomToken can look like (base64url); anything else cannot be one and is refused before SQL. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;
export const isTokenShaped = (value: unknown): value is string => typeof value === 'string' && TOKEN_SHAPE.test(value);

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** AES-256-GCM with a key derived (HKDF) from the server secret for one purpose. */
export class SecretBox {
  private readonly key: Buffer;

  constructor(serverSecret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'ticklist', purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }

  open(sealed: string): string {
    const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  }
}
