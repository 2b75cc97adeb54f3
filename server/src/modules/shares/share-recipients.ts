import { LIMITS, SHARING_MESSAGES, type ReadAddress } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';
import { readRecipientAddress } from '../../common/email-address';

/**
 * Checks the `emails` of a share request and returns the bare addresses (decorations reduced, lower
 * case, domain in Unicode form) de-duplicated by mailbox (first occurrence kept). Throws a 422 keyed `emails` (missing, empty, not a
 * list, too many) or `emails[i]` (each bad address, by its index in the request; the owner's
 * own address is refused too).
 */
export function parseRecipients(emails: unknown, ownerEmail?: string): ReadAddress[] {
  return parseRecipientList(emails, ownerEmail).unique;
}

/** The addresses as read, one per entry of the request (duplicates kept), and one per mailbox. */
export interface RecipientList {
  given: ReadAddress[];
  unique: ReadAddress[];
}

/** parseRecipients that also keeps each given entry, so an answer can say which ones were duplicates. */
export function parseRecipientList(emails: unknown, ownerEmail?: string): RecipientList {
  const errors = new FieldErrors();
  if (emails === undefined || emails === null || (Array.isArray(emails) && emails.length === 0)) {
    errors.add('emails', SHARING_MESSAGES.emailsRequired).throwIfAny();
  }
  if (!Array.isArray(emails)) {
    errors.add('emails', SHARING_MESSAGES.emailsMustBeList).throwIfAny();
  }
  const list = emails as unknown[];
  // Count distinct addresses before reporting per-address errors, so a huge list gets one error.
  const distinct = new Set(list.map((e) => (typeof e === 'string' ? e.trim().toLowerCase() : e)));
  if (distinct.size > LIMITS.shareRecipientsMax) {
    errors.add('emails', SHARING_MESSAGES.tooManyRecipients).throwIfAny();
  }
  const own = ownerEmail ? readRecipientAddress(ownerEmail)?.key : undefined;
  const result = new Map<string, ReadAddress>();
  const given: ReadAddress[] = [];
  list.forEach((raw, i) => {
    const address = typeof raw === 'string' ? readRecipientAddress(raw) : null;
    if (address === null) {
      errors.add(`emails[${i}]`, SHARING_MESSAGES.emailInvalid);
    } else if (address.key === own || address.email === ownerEmail?.toLowerCase()) {
      // A share is for someone else; the owner already sees the checklist.
      errors.add(`emails[${i}]`, SHARING_MESSAGES.cannotShareWithSelf);
    } else {
      given.push(address);
      if (!result.has(address.key)) result.set(address.key, address);
    }
  });
  errors.throwIfAny();
  return { given, unique: [...result.values()] };
}
