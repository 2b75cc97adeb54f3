import { domainToASCII, domainToUnicode } from 'node:url';
import { readAddress, splitAddressList, URL_DOMAINS } from './email-address';

/** The server's forms (node:url); URL_DOMAINS are the browser's. */
const NODE = { toASCII: domainToASCII, toUnicode: domainToUnicode };
const server = (raw: string) => readAddress(raw, NODE);
const browser = (raw: string) => readAddress(raw, URL_DOMAINS);

/** Each entry as a person writes or copies it, and the recipient it is (null: refused). */
const TABLE: [string, string | null][] = [
  ['yara@example.com', 'yara@example.com'],
  ['yara@example.com;', 'yara@example.com'],
  [' yara@example.com, ', 'yara@example.com'],
  [';yara@example.com;;', 'yara@example.com'],
  ['<yara@example.com>', 'yara@example.com'],
  ['mailto:yara@example.com', 'yara@example.com'],
  ['MAILTO:Yara@Example.com', 'yara@example.com'],
  ['<mailto:yara@example.com>', 'yara@example.com'],
  // Outlook: display name and address, as its To line and its old reply headers copy them.
  ['"Ahmed, Yara" <yara@example.com>', 'yara@example.com'],
  ['Ahmed, Yara <yara@example.com>', null],
  ['Yara Ahmed <yara@example.com>;', 'yara@example.com'],
  ['Yara Ahmed [mailto:yara@example.com]', 'yara@example.com'],
  // Gmail copies `Name <address>`; a spreadsheet cell carries a tab or a line break.
  ['Yara Ahmed <yara@example.com>', 'yara@example.com'],
  ['yara@example.com\t', 'yara@example.com'],
  ['yara@example.com\r\n', 'yara@example.com'],
  ["'Yara' <yara@example.com>", 'yara@example.com'],
  // Internationalised domains: stored in Unicode form.
  ['jörg@bücher.example', 'jörg@bücher.example'],
  ['jörg@xn--bcher-kva.example', 'jörg@bücher.example'],
  ['"Jörg" <jörg@XN--BCHER-KVA.EXAMPLE>', 'jörg@bücher.example'],
  // Not one address.
  ['', null],
  [';', null],
  ['yara', null],
  ['"Okafor', null],
  ['yara@', null],
  ['@example.com', null],
  ['yara@example', null],
  ['yara@@example.com', null],
  ['a@b@example.com', null],
  ['Yara yara@example.com', null],
  ['a@example.com b@example.com', null],
  ['a@example.com, b@example.com', null],
  ['Team: a@example.com, b@example.com;', null],
  ['"a b"@example.com', null],
  ['yara@exa mple.com', null],
  ['yara@example.com:8080', null],
  ['yara@example.com/x', null],
  [`${'a'.repeat(250)}@example.com`, null],
  [`Name <${'a'.repeat(600)}@example.com>`, null],
];

describe('readAddress', () => {
  it.each(TABLE)('reads %j as %j', (raw, expected) => {
    expect(server(raw)?.email ?? null).toBe(expected);
  });

  it('gives a domain and its punycode form one key, the punycode one', () => {
    expect(server('jörg@bücher.example')?.key).toBe('jörg@xn--bcher-kva.example');
    expect(server('jörg@xn--bcher-kva.example')?.key).toBe('jörg@xn--bcher-kva.example');
  });

  it('agrees in the browser (URL API) with the server (node:url) on every entry of the table', () => {
    for (const [raw] of TABLE) expect([raw, browser(raw)?.key ?? null]).toEqual([raw, server(raw)?.key ?? null]);
  });
});

describe('splitAddressList', () => {
  it('splits outside quotes and angle brackets: two Outlook entries are two recipients', () => {
    const text = '"Okafor, Ngozi" <ngozi.okafor@example.com>; "Lindqvist, Per" <per.lindqvist@example.com>';
    expect(splitAddressList(text)).toEqual(['"Okafor, Ngozi" <ngozi.okafor@example.com>', '"Lindqvist, Per" <per.lindqvist@example.com>']);
    expect(splitAddressList(text).map((e) => server(e)?.email)).toEqual(['ngozi.okafor@example.com', 'per.lindqvist@example.com']);
  });

  it('splits at commas, semicolons, line breaks and tabs (a spreadsheet column or row)', () => {
    expect(splitAddressList('a@example.com, b@example.com;c@example.com\r\nd@example.com\n\ne@example.com\tf@example.com')).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
      'e@example.com',
      'f@example.com',
    ]);
  });

  it('keeps escaped quotes inside a quoted name, and ends an unclosed quote at its line', () => {
    expect(splitAddressList('"Sam \\"S, J\\"" <sam@example.com>, x@example.com')).toEqual(['"Sam \\"S, J\\"" <sam@example.com>', 'x@example.com']);
    expect(splitAddressList('"Okafor, Ngozi\nper@example.com')).toEqual(['"Okafor, Ngozi', 'per@example.com']);
  });

  it('reads a long paste in linear time', () => {
    const text = `${'"'.repeat(10_000)}${'<a, '.repeat(5_000)}`;
    const start = process.hrtime.bigint();
    splitAddressList(text);
    expect(Number(process.hrtime.bigint() - start) / 1e6).toBeLessThan(500);
  });
});
