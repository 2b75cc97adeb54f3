import { createHmac, randomUUID } from 'node:crypto';

/** Forged and broken bearer tokens, for the authentication suites. */

const b64u = (v: string | Buffer) => Buffer.from(v).toString('base64url');

/** A JWT with the given header and claims, HMAC-signed with `secret` (or unsigned when secret is null). */
export function forgeJwt(header: Record<string, unknown>, claims: Record<string, unknown>, secret: string | null, hmac = 'sha256'): string {
  const signingInput = `${b64u(JSON.stringify(header))}.${b64u(JSON.stringify(claims))}`;
  if (secret === null) return `${signingInput}.`;
  return `${signingInput}.${createHmac(hmac, secret).update(signingInput).digest('base64url')}`;
}

/** The claims inside a JWT (no verification). */
export const jwtClaims = (token: string): Record<string, any> => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

/**
 * Tokens that must all be refused (401) for a real user: forged (wrong secret), expired, alg none,
 * other algorithms, tampered claims, malformed. `secret` is the server's real secret, `valid` a
 * token it issued for `sub`.
 */
export function badTokens(valid: string, secret: string): Record<string, string> {
  const { sub, ver } = jwtClaims(valid);
  const now = Math.floor(Date.now() / 1000);
  const hs = { alg: 'HS256', typ: 'JWT' };
  const [h, p, s] = valid.split('.') as [string, string, string];
  return {
    'wrong secret': forgeJwt(hs, { sub, ver, iat: now, exp: now + 3600 }, 'not-the-secret-'.repeat(4)),
    'empty secret': forgeJwt(hs, { sub, ver, iat: now, exp: now + 3600 }, ''),
    expired: forgeJwt(hs, { sub, ver, iat: now - 7200, exp: now - 3600 }, secret),
    'not yet valid': forgeJwt(hs, { sub, ver, iat: now, nbf: now + 3600, exp: now + 7200 }, secret),
    'alg none': forgeJwt({ alg: 'none', typ: 'JWT' }, { sub, ver, iat: now, exp: now + 3600 }, null),
    'alg None': forgeJwt({ alg: 'None' }, { sub, ver, iat: now, exp: now + 3600 }, null),
    'alg none with a signature': `${b64u(JSON.stringify({ alg: 'none' }))}.${p}.${s}`,
    'alg HS512 (real secret)': forgeJwt({ alg: 'HS512', typ: 'JWT' }, { sub, ver, iat: now, exp: now + 3600 }, secret, 'sha512'),
    'alg RS256 header, HMAC body': forgeJwt({ alg: 'RS256', typ: 'JWT' }, { sub, ver, iat: now, exp: now + 3600 }, secret),
    'claims swapped, old signature': `${h}.${b64u(JSON.stringify({ sub: randomUUID(), ver, iat: now, exp: now + 3600 }))}.${s}`,
    'signature stripped': `${h}.${p}.`,
    'signature truncated': `${h}.${p}.${s.slice(0, -4)}`,
    'two parts': `${h}.${p}`,
    'four parts': `${valid}.${s}`,
    'unknown user (real secret)': forgeJwt(hs, { sub: randomUUID(), ver: 0, iat: now, exp: now + 3600 }, secret),
    'older version (real secret)': forgeJwt(hs, { sub, ver: ver - 1, iat: now, exp: now + 3600 }, secret),
    'version as string (real secret)': forgeJwt(hs, { sub, ver: String(ver), iat: now, exp: now + 3600 }, secret),
    'sub not a uuid (real secret)': forgeJwt(hs, { sub: `' OR 1=1--`, ver, iat: now, exp: now + 3600 }, secret),
    'sub as object (real secret)': forgeJwt(hs, { sub: { $ne: null }, ver, iat: now, exp: now + 3600 }, secret),
    'no sub (real secret)': forgeJwt(hs, { ver, iat: now, exp: now + 3600 }, secret),
    'exp as string (real secret)': forgeJwt(hs, { sub, ver, iat: now, exp: 'never' }, secret),
    'no exp (real secret, live session)': forgeJwt(hs, { sub, ver, sid: jwtClaims(valid).sid, iat: now }, secret),
    'unknown session (real secret)': forgeJwt(hs, { sub, ver, sid: randomUUID(), iat: now, exp: now + 3600 }, secret),
    'session not a uuid (real secret)': forgeJwt(hs, { sub, ver, sid: `' OR 1=1--`, iat: now, exp: now + 3600 }, secret),
    'header not JSON': `${b64u('not json')}.${p}.${s}`,
    'claims not JSON': `${h}.${b64u('not json')}.${s}`,
    'claims an array': forgeJwt(hs, [sub] as never, secret),
    garbage: 'garbage',
    'very long': 'a'.repeat(8_000),
    'latin1 characters': 'ÿþý.ÿþý.ÿþý',
    'real token reversed': valid.split('').reverse().join(''),
  };
}

/** Authorization header values that carry no usable bearer token. */
export const BAD_AUTH_HEADERS = ['', 'Bearer', 'Bearer ', 'Bearer  ', 'bearer', 'Basic dXNlcjpwYXNz', 'Token abc', 'Bearer a b', 'Bearer null', 'Bearer undefined', 'Bearer [object Object]'];
