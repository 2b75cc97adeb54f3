import { EMAIL_PATTERN, LIMITS, SHARING_MESSAGES } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';

/**
 * Checks the `emails` of a share request and returns the addresses lower-cased, trimmed and
 * de-duplicated (first occurrence kept). Throws a 422 keyed `emails` (missing, empty, not a
 * list, too many) or `emails[i]` (each bad address, by its index in the request; the owner's
 * own address is refused too).
 */
export function parseRecipients(emails: unknown, ownerEmail?: string): string[] {
  return parseRecipientList(emails, ownerEmail).unique;
}

/** The addresses as given, normalised, one per entry of the request (duplicates kept), and without duplicates. */
export interface RecipientList {
  given: string[];
  unique: string[];
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
  const result: string[] = [];
  const given: string[] = [];
  list.forEach((raw, i) => {
    const email = typeof raw === 'string' ? raw.trim().toLowerCase() : null;
    if (email === null || email.length > LIMITS.emailMax || !EMAIL_PATTERN.test(email)) {
      errors.add(`emails[${i}]`, SHARING_MESSAGES.emailInvalid);
    } else if (ownerEmail && email === ownerEmail.toLowerCase()) {
      // A share is for someone else; the owner already sees the checklist.
      errors.add(`emails[${i}]`, SHARING_MESSAGES.cannotShareWithSelf);
    } else {
      given.push(email);
      if (!result.includes(email)) result.push(email);
    }
  });
  errors.throwIfAny();
  return { given, unique: result };
}
