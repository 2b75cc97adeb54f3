import { PASTE_RECIPIENTS_MAX } from '@ticklist/contracts';
import { looksLikeList, parsePastedRecipients } from './paste-recipients';

describe('parsePastedRecipients', () => {
  it('splits on commas, semicolons and new lines and reads "Name <address>"', () => {
    const parsed = parsePastedRecipients('a@example.com, B@Example.com;\nAnna Smith <anna@example.org>\r\n', {});
    expect(parsed.emails).toEqual(['a@example.com', 'b@example.com', 'anna@example.org']);
    expect(parsed).toMatchObject({ invalid: [], duplicates: 0, ownDropped: false, truncated: false });
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
