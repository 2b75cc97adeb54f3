import { LIMITS, SHARING_MESSAGES } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';
import { parseRecipients as parse } from './share-recipients';

const parseRecipients = (input: unknown, ownerEmail?: string) => parse(input, ownerEmail).map((a) => a.email);

function errorsOf(input: unknown, ownerEmail?: string): Record<string, string[]> {
  try {
    parse(input, ownerEmail);
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    expect((e as DomainError).code).toBe('validation');
    return (e as DomainError).errors!;
  }
  throw new Error('expected a validation error');
}

describe('parseRecipients', () => {
  it('lower-cases, trims and de-duplicates, keeping the first order', () => {
    expect(parseRecipients([' Ann@Example.com', 'bob@example.org', 'ANN@example.com  '])).toEqual(['ann@example.com', 'bob@example.org']);
  });

  it('reports each bad address by its index', () => {
    expect(errorsOf(['ok@example.com', 'not-an-email', 42, 'a b@c.de', 'x@y'])).toEqual({
      'emails[1]': [SHARING_MESSAGES.emailInvalid],
      'emails[2]': [SHARING_MESSAGES.emailInvalid],
      'emails[3]': [SHARING_MESSAGES.emailInvalid],
      'emails[4]': [SHARING_MESSAGES.emailInvalid],
    });
  });

  it("refuses the owner's own address, whatever its case", () => {
    expect(errorsOf(['friend@example.com', ' Me@Example.com'], 'me@example.com')).toEqual({ 'emails[1]': [SHARING_MESSAGES.cannotShareWithSelf] });
  });

  it('refuses an address over 254 characters', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(errorsOf([long])).toEqual({ 'emails[0]': [SHARING_MESSAGES.emailInvalid] });
  });

  it('needs a non-empty list', () => {
    expect(errorsOf(undefined)).toEqual({ emails: [SHARING_MESSAGES.emailsRequired] });
    expect(errorsOf([])).toEqual({ emails: [SHARING_MESSAGES.emailsRequired] });
    expect(errorsOf('a@b.co')).toEqual({ emails: [SHARING_MESSAGES.emailsMustBeList] });
    expect(errorsOf({ 0: 'a@b.co' })).toEqual({ emails: [SHARING_MESSAGES.emailsMustBeList] });
  });

  it('reduces decorated forms of one mailbox to one recipient, in its first place', () => {
    expect(parseRecipients(['yara@example.com;', 'yara@example.com', '<YARA@example.com>', 'mailto:yara@example.com', '"Ahmed, Yara" <yara@example.com>', 'per@example.com'])).toEqual([
      'yara@example.com',
      'per@example.com',
    ]);
  });

  it('stores an internationalised domain in Unicode form, and its punycode form is the same recipient', () => {
    expect(parseRecipients(['jörg@bücher.example', 'Jörg@XN--BCHER-KVA.example'])).toEqual(['jörg@bücher.example']);
  });

  it("refuses the owner's own address however it is written", () => {
    expect(errorsOf(['"Me" <me@example.com>;', 'me@xn--bcher-kva.example'], 'me@bücher.example')).toEqual({ 'emails[1]': [SHARING_MESSAGES.cannotShareWithSelf] });
    expect(errorsOf(['"Me" <me@example.com>;'], 'me@example.com')).toEqual({ 'emails[0]': [SHARING_MESSAGES.cannotShareWithSelf] });
  });

  it('refuses what is not one address, by its index', () => {
    expect(errorsOf(['ok@example.com', 'a@example.com, b@example.com', 'Yara yara@example.com', 'Team: a@example.com;', '"Okafor'])).toEqual({
      'emails[1]': [SHARING_MESSAGES.emailInvalid],
      'emails[2]': [SHARING_MESSAGES.emailInvalid],
      'emails[3]': [SHARING_MESSAGES.emailInvalid],
      'emails[4]': [SHARING_MESSAGES.emailInvalid],
    });
  });

  it('caps distinct recipients, counting duplicates once', () => {
    const many = Array.from({ length: LIMITS.shareRecipientsMax + 1 }, (_, i) => `r${i}@example.com`);
    expect(errorsOf(many)).toEqual({ emails: [SHARING_MESSAGES.tooManyRecipients] });
    const dupes = Array.from({ length: 200 }, () => 'same@example.com');
    expect(parseRecipients(dupes)).toEqual(['same@example.com']);
  });
});
