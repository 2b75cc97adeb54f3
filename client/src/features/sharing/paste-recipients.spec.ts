import { EMAIL_PATTERN, PASTE_RECIPIENTS_MAX } from '@ticklist/contracts';
import { looksLikeList, parsePastedRecipients, PASTE_TEXT_MAX } from './paste-recipients';

describe('parsePastedRecipients', () => {
  it('splits on commas, semicolons and new lines and reads "Name <address>"', () => {
    const parsed = parsePastedRecipients('a@example.com, B@Example.com;\nAnna Smith <anna@example.org>\r\n', {});
    expect(parsed.emails).toEqual(['a@example.com', 'b@example.com', 'anna@example.org']);
    expect(parsed).toMatchObject({ invalid: [], duplicates: 0, ownDropped: false, truncated: false });
  });

  it('splits outside quotes and angle brackets: an Outlook list of "Last, First" <address> is two recipients, nothing invalid', () => {
    const parsed = parsePastedRecipients('"Okafor, Ngozi" <ngozi.okafor@example.com>; "Lindqvist, Per" <per.lindqvist@example.com>', {});
    expect(parsed.emails).toEqual(['ngozi.okafor@example.com', 'per.lindqvist@example.com']);
    expect(parsed.invalid).toEqual([]);
  });

  it('reads Gmail, Outlook and spreadsheet copies as the bare addresses, one mailbox once', () => {
    const gmail = 'Ngozi Okafor <ngozi.okafor@example.com>, Per Lindqvist <per.lindqvist@example.com>';
    const outlook = '"Okafor, Ngozi" <ngozi.okafor@example.com>; Per Lindqvist [mailto:per.lindqvist@example.com]; <mailto:sam@example.com>;';
    const sheet = 'ngozi.okafor@example.com\r\nper.lindqvist@example.com\tjörg@xn--bcher-kva.example\r\n';
    expect(parsePastedRecipients(gmail, {}).emails).toEqual(['ngozi.okafor@example.com', 'per.lindqvist@example.com']);
    expect(parsePastedRecipients(outlook, {})).toMatchObject({ emails: ['ngozi.okafor@example.com', 'per.lindqvist@example.com', 'sam@example.com'], invalid: [] });
    expect(parsePastedRecipients(sheet, { existing: ['jörg@bücher.example'] })).toMatchObject({
      emails: ['ngozi.okafor@example.com', 'per.lindqvist@example.com'],
      duplicates: 1,
    });
  });

  it("leaves out duplicates, ones already added and the owner's own address, and says so", () => {
    const parsed = parsePastedRecipients('a@example.com, A@example.com, b@example.com, me@example.com', {
      existing: ['b@example.com'],
      ownEmail: 'Me@example.com',
    });
    expect(parsed.emails).toEqual(['a@example.com']);
    expect(parsed.duplicates).toBe(2);
    expect(parsed.ownDropped).toBe(true);
  });

  it('keeps entries that are not addresses apart, as pasted', () => {
    expect(parsePastedRecipients('not an address; ok@example.com', {}).invalid).toEqual(['not an address']);
  });

  it(`keeps at most ${PASTE_RECIPIENTS_MAX}`, () => {
    const many = Array.from({ length: PASTE_RECIPIENTS_MAX + 5 }, (_, i) => `r${i}@example.com`).join('\n');
    const parsed = parsePastedRecipients(many, {});
    expect(parsed.emails).toHaveLength(PASTE_RECIPIENTS_MAX);
    expect(parsed.truncated).toBe(true);
  });
});

describe('parsePastedRecipients entries', () => {
  it('gives every entry in the order pasted, each with what keeps it out', () => {
    const parsed = parsePastedRecipients('a@example.com; Me <me@example.com>\nnope, A@example.com, b@example.com', {
      existing: ['b@example.com'],
      ownEmail: 'me@example.com',
    });
    expect(parsed.entries).toEqual([
      { text: 'a@example.com', email: 'a@example.com', problem: null },
      { text: 'Me <me@example.com>', email: 'me@example.com', problem: 'own' },
      { text: 'nope', email: null, problem: 'invalid' },
      { text: 'A@example.com', email: 'a@example.com', problem: 'duplicate' },
      { text: 'b@example.com', email: 'b@example.com', problem: 'duplicate' },
    ]);
  });

  it('tells a list from a typed address', () => {
    expect(looksLikeList('a@example.com')).toBe(false);
    expect(looksLikeList('a@example.com, b@example.com')).toBe(true);
    expect(looksLikeList('Anna <anna@example.org>')).toBe(true);
  });
});

describe('parsePastedRecipients on long text (the address pattern backtracks: 15 s for 50,000 characters)', () => {
  // One entry the pattern takes quadratic time to refuse: dots after the @, and a second @ at the end.
  const backtracking = (length: number) => `a@${'b.'.repeat(Math.ceil(length / 2))}`.slice(0, length - 1) + '@';
  afterEach(() => jest.restoreAllMocks());

  it('refuses a 50,000-character paste whole, without running the pattern', () => {
    const test = jest.spyOn(EMAIL_PATTERN, 'test');
    const parsed = parsePastedRecipients(backtracking(50_000), {});
    expect(parsed).toMatchObject({ tooLong: true, entries: [], emails: [], invalid: [] });
    expect(test).not.toHaveBeenCalled();
  });

  it('reads a paste up to the limit, and an entry too long to be an address is invalid without running the pattern', () => {
    const test = jest.spyOn(EMAIL_PATTERN, 'test');
    const long = backtracking(PASTE_TEXT_MAX - 100);
    const parsed = parsePastedRecipients(`ok@example.com\n${long}`, {});
    expect(parsed.tooLong).toBe(false);
    expect(parsed.emails).toEqual(['ok@example.com']);
    expect(parsed.invalid).toEqual([long]);
    expect(test.mock.calls.map(([text]) => text)).toEqual(['ok@example.com']);
  });
});
