import { createHash, sign, verify, type KeyObject } from 'node:crypto';
import canonicalize from 'canonicalize';

/** RFC 8785 (JSON Canonicalization Scheme) text of a JSON value. */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('not a JSON value');
  return text;
}

export const sha256Of = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** A compact JWS (`alg: "EdDSA"`, `kid`) over the canonical JSON of `payload`, signed with an Ed25519 key. */
export function signCompact(payload: unknown, privateKey: KeyObject, kid: string): string {
  const input = `${b64(canonicalJson({ alg: 'EdDSA', kid }))}.${b64(canonicalJson(payload))}`;
  return `${input}.${b64(sign(null, Buffer.from(input), privateKey))}`;
}

export interface ParsedJws {
  kid: string | null;
  alg: string | null;
  /** The signed payload as its text. */
  payload: string;
  signingInput: string;
  signature: Buffer;
}

/** The parts of a compact JWS; null when it is not one. */
export function parseCompact(jws: string): ParsedJws | null {
  const parts = jws.split('.');
  if (parts.length !== 3) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8')) as { kid?: unknown; alg?: unknown };
    return {
      kid: typeof header.kid === 'string' ? header.kid : null,
      alg: typeof header.alg === 'string' ? header.alg : null,
      payload: Buffer.from(parts[1]!, 'base64url').toString('utf8'),
      signingInput: `${parts[0]}.${parts[1]}`,
      signature: Buffer.from(parts[2]!, 'base64url'),
    };
  } catch {
    return null;
  }
}

/** Whether the JWS's signature is the key's over its signing input (EdDSA only). */
export function signatureHolds(jws: ParsedJws, publicKey: KeyObject): boolean {
  return jws.alg === 'EdDSA' && verify(null, Buffer.from(jws.signingInput), publicKey, jws.signature);
}
