import type { Readable } from 'node:stream';
import { FILE_LIMITS, FILE_MESSAGES } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';

export const tooLarge = () => new DomainError('too_large', FILE_MESSAGES.tooLarge);

/**
 * The upload's bytes, at most FILE_LIMITS.maxBytes: a declared Content-Length over it is refused
 * before anything is read, a body that grows past it as soon as it does (the rest is not read).
 */
export async function readUpload(body: Readable, declaredLength: string | undefined): Promise<Buffer> {
  if (declaredLength !== undefined && Number(declaredLength) > FILE_LIMITS.maxBytes) {
    body.resume();
    throw tooLarge();
  }
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of body) {
    const chunk = part as Buffer;
    size += chunk.length;
    if (size > FILE_LIMITS.maxBytes) {
      body.resume();
      throw tooLarge();
    }
    parts.push(chunk);
  }
  return Buffer.concat(parts, size);
}
