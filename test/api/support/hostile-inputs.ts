import { randomUUID } from 'node:crypto';

/** Inputs a hostile client sends: attack-looking and edge-case strings, broken JSON, bogus path segments. */

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
