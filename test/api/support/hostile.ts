import { createHmac, randomUUID } from 'node:crypto';
import { connect as connectTcp } from 'node:net';
import { expectErrorBody } from './http';
import { expectDocumentedAnswer } from './openapi-answers';

/** Methods the API has routes for (HEAD and OPTIONS answers are the framework's). */
const DOCUMENTED_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Hostile-input toolkit for the e2e suites: a counting client that records every answer outside
 * the contract (any 5xx, an error body that is not `{ message, errors? }`, internals leaking into a
 * message) instead of stopping at the first, value generators, and JWT forgery.
 */

export interface Probe {
  method: string;
  path: string;
  /** JSON-encoded unless rawBody is given. */
  body?: unknown;
  rawBody?: string | Buffer;
  token?: string;
  headers?: Record<string, string>;
  /** Extra expectation on the answer: return a complaint, or null when fine. */
  check?: (res: ProbeResult) => string | null;
  label?: string;
}

export interface ProbeResult {
  status: number;
  body: any;
  text: string;
  headers: Headers;
}

/** Words that must never reach a client: driver errors, stack frames, SQL. */
const INTERNALS = /QueryFailedError|TypeORMError|stack|\bat [\w.<>]+ \(|\.(ts|js):\d+|duplicate key|violates|invalid input syntax|syntax error at|relation "|column "|pglite|postgres|Cannot read prop|undefined is not|is not a function|Maximum call stack/i;

const describeProbe = (p: Probe) => {
  const body = p.rawBody !== undefined ? String(p.rawBody) : p.body === undefined ? '' : JSON.stringify(p.body);
  const short = (s: string) => (s.length > 160 ? `${s.slice(0, 160)}…(${s.length} chars)` : s);
  return `${p.label ? `[${p.label}] ` : ''}${p.method} ${short(p.path)} ${short(body)}`;
};

export class HostileClient {
  /** Requests sent so far. */
  count = 0;
  readonly failures: string[] = [];

  constructor(readonly baseUrl: string) {}

  async send(p: Probe): Promise<ProbeResult> {
    const headers: Record<string, string> = { ...p.headers };
    if (p.token !== undefined) headers.authorization = `Bearer ${p.token}`;
    let body: string | Buffer | undefined;
    if (p.rawBody !== undefined) body = p.rawBody;
    else if (p.body !== undefined) body = JSON.stringify(p.body);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    this.count++;
    let res: Response;
    try {
      res = await fetch(this.baseUrl + p.path, { method: p.method, headers, body });
    } catch (error) {
      this.failures.push(`${describeProbe(p)} → request failed: ${(error as Error).message} ${(error as { cause?: Error }).cause?.message ?? ''}`);
      return { status: 0, body: undefined, text: '', headers: new Headers() };
    }
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    const result: ProbeResult = { status: res.status, body: parsed, text, headers: res.headers };
    const complaint = this.judge(p, result) ?? p.check?.(result) ?? (await this.undocumented(p, result));
    if (complaint) this.failures.push(`${describeProbe(p)} → ${res.status} ${text.slice(0, 300)}: ${complaint}`);
    return result;
  }

  /** Every answer must be one the OpenAPI document describes (status and body). */
  private async undocumented(p: Probe, res: ProbeResult): Promise<string | null> {
    if (!DOCUMENTED_METHODS.has(p.method.toUpperCase())) return null;
    try {
      await expectDocumentedAnswer(this.baseUrl, p.method, p.path, res.status, res.headers.get('content-type'), res.body);
      return null;
    } catch (error) {
      return (error as Error).message.split('\n').slice(0, 3).join(' ');
    }
  }

  /** The contract for any answer: no 5xx; a 4xx carries a JSON `{ message, errors? }` with nothing internal in it. */
  private judge(p: Probe, res: ProbeResult): string | null {
    if (res.status >= 500) return 'server error';
    if (p.method === 'HEAD' || res.status < 400) return null;
    if (!/application\/json/.test(res.headers.get('content-type') ?? '')) return `error content-type ${res.headers.get('content-type')}`;
    try {
      expectErrorBody(res.body);
      for (const messages of Object.values((res.body.errors ?? {}) as Record<string, unknown[]>)) {
        if (!messages.every((m) => typeof m === 'string')) return 'an errors entry is not a list of strings';
      }
    } catch (error) {
      return `error body outside the contract: ${(error as Error).message.split('\n')[0]}`;
    }
    if (INTERNALS.test(res.text)) return 'internals leak into the error body';
    if (res.status === 429) return 'rate limited (limits are off in this suite)';
    return null;
  }

  /** Sends every probe, `concurrency` at a time. */
  async run(probes: Probe[], concurrency = 8): Promise<ProbeResult[]> {
    const results: ProbeResult[] = new Array(probes.length);
    let next = 0;
    const worker = async () => {
      while (next < probes.length) {
        const i = next++;
        results[i] = await this.send(probes[i]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, probes.length) }, worker));
    return results;
  }

  /** Fails the test with every complaint recorded since `since` (the first 40 of them). */
  assertClean(since = 0): void {
    const all = this.failures.slice(since);
    const shown = all.slice(0, 40);
    if (all.length > shown.length) shown.push(`… and ${all.length - shown.length} more`);
    expect(shown).toEqual([]);
  }

  /** Runs the probes and fails the test on any complaint they caused. */
  async expectClean(probes: Probe[], concurrency = 8): Promise<ProbeResult[]> {
    const since = this.failures.length;
    const results = await this.run(probes, concurrency);
    this.assertClean(since);
    return results;
  }
}

/** check helpers for Probe.check */
export const statusIn =
  (...allowed: number[]) =>
  (res: ProbeResult): string | null =>
    allowed.includes(res.status) ? null : `expected ${allowed.join(' or ')}`;

export const clientError = (res: ProbeResult): string | null => (res.status >= 400 && res.status < 500 ? null : 'expected a 4xx');

// ---------------------------------------------------------------------------------------------
// Values

export const BIG = 100_000;

/** Strings that look like attacks; where text is valid input they must come back verbatim. */
export const INJECTION_STRINGS = [
  `'; DROP TABLE users;--`,
  `Robert'); DROP TABLE checklists;--`,
  `" OR "1"="1`,
  `1 OR 1=1`,
  `<script>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `{{7*7}}`,
  '${x}',
  '${7*7}',
  `#{7*7}`,
  `%s%s%s%n`,
  `../../../../etc/passwd`,
  `\\\\server\\share`,
  `$where: '1 == 1'`,
  `{"$gt": ""}`,
  `__proto__`,
  `constructor.prototype`,
  `\`rm -rf /\``,
  `a\r\nSet-Cookie: x=1`,
  `\\u0000 literal`,
];

/** Unicode edge cases that are valid text: they must come back verbatim too. */
export const UNICODE_STRINGS = [
  'RTL \u202Eevil\u202C override',
  'zero\u200Bwidth\u200Cjoin\u200Dners',
  'emoji 😀👩‍👩‍👧‍👦🏳️‍🌈',
  'combining e\u0301\u0301\u0301',
  'CJK 漢字かなカナ 한국어',
  'Arabic مرحبا Hebrew שלום',
  'math 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'line\u2028sep\u2029para',
  'tabs\tand\nnewlines inside',
  '\uFFFF\uFFFE noncharacters',
];

/** Unicode that cannot be stored as given (NUL in PostgreSQL text, lone surrogates in UTF-8). No 5xx is all we ask. */
export const UNSTORABLE_STRINGS = ['nul\u0000inside', '\u0000', 'lone \uD800 high', 'lone \uDFFF low', '\uDBFF'];

export const HOSTILE_STRINGS = [...INJECTION_STRINGS, ...UNICODE_STRINGS, ...UNSTORABLE_STRINGS, '', ' ', 'x'.repeat(BIG), '😀'.repeat(BIG / 2)];

/** Values of the wrong JSON type for a field expecting `kind`. */
export function wrongTypes(kind: 'string' | 'boolean' | 'array' | 'int' | 'object'): unknown[] {
  const common: unknown[] = [null, {}, { $gt: '' }, [], [null], Array.from({ length: 10_000 }, (_, i) => i)];
  const byKind: Record<string, unknown[]> = {
    string: [0, -1, 1.5, 1e308, true, false, ['a'], { toString: 'x' }],
    boolean: ['true', 'false', 1, 0, '', 'yes', ['true'], { value: true }],
    array: ['a@b.co', 1, true, { 0: 'a@b.co', length: 1 }, [1, 2], [true], [{}], [['nested']], [null, 'a@b.co']],
    int: ['1', 1.5, -1, 0, 2 ** 53, 1e308, true, 'NaN', -0],
    object: ['x', 1, true],
  };
  return [...byKind[kind]!, ...common];
}

/** Bodies that are not a JSON object, or not JSON at all. */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '{"a":1}}',
  '[1,2',
  'undefined',
  'NaN',
  '\u0000',
  '{"a":"\\uZZZZ"}',
  '{"a":"\\x41"}',
  '{"a":1}{"b":2}',
  '\x00\x01\x02\x03',
  '<xml/>',
  'a=1&b=2',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];
export const NON_OBJECT_JSON = ['[]', '[{}]', '"text"', '0', '-1.5', 'true', 'false', 'null', '""', '[' + '1,'.repeat(10_000) + '1]'];

/** A JSON document nested `depth` levels deep (arrays or objects), for stack-exhaustion attempts. */
export const deepJson = (depth: number, kind: 'array' | 'object' = 'object') =>
  kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Path segments that are not ids or tokens (already URL-encoded where needed). */
export function bogusSegments(): string[] {
  return [
    'not-a-uuid',
    '0',
    '-1',
    'null',
    'undefined',
    'true',
    randomUUID(),
    randomUUID().toUpperCase(),
    `${randomUUID()}x`,
    ` ${randomUUID()}`.replace(' ', '%20'),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '{' + randomUUID() + '}',
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2f',
    '....%2F%2F',
    '%00',
    'a%00b',
    '%0d%0aSet-Cookie:%20x=1',
    '%E2%80%AE',
    '%E2%80%8B',
    '%F0%9F%98%80',
    '%ED%A0%80',
    '%C0%AF',
    '%FF',
    '%',
    '%zz',
    "'%20OR%201=1--",
    '%27%3B%20DROP%20TABLE%20users%3B--',
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '%7B%7B7*7%7D%7D',
    '%24%7Bx%7D',
    '*',
    '~',
    'A'.repeat(16),
    'A'.repeat(43),
    'A'.repeat(101),
    'A'.repeat(128),
    'A'.repeat(129),
    'a'.repeat(5_000),
    'eyJhbGciOiJIUzI1NiJ9.e30.ZRrHA1JJJW8opsbCGfG_HACGpVUMN_a9IV7pAx_Zmeo',
  ];
}

// ---------------------------------------------------------------------------------------------
// JWT forgery

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

// ---------------------------------------------------------------------------------------------
// Raw HTTP, for what fetch refuses to send (broken framing, oversized headers, raw bytes in paths)

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  raw: string;
}

/** Writes `request` to a fresh connection and reads until the server closes it or `timeoutMs` passes. */
export function rawHttp(port: number, request: string | Buffer, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connectTcp(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      let body = rest.join('\r\n\r\n');
      if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: Buffer.from(body, 'latin1').toString('utf8'), raw });
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('data', (d) => {
      chunks.push(d);
      // One answer is enough: stop once the declared length has arrived.
      const text = Buffer.concat(chunks).toString('latin1');
      const sep = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, sep))?.[1];
      if (sep >= 0 && length !== undefined && Buffer.byteLength(text.slice(sep + 4), 'latin1') >= Number(length)) done();
    });
    socket.on('error', () => done());
    socket.on('close', () => done());
    socket.write(request);
  });
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const nl = rest.indexOf('\r\n');
    if (nl < 0) return out;
    const size = parseInt(rest.slice(0, nl), 16);
    if (!size) return out;
    out += rest.slice(nl + 2, nl + 2 + size);
    rest = rest.slice(nl + 2 + size + 2);
  }
}
