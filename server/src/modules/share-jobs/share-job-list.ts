import { SHARE_JOB_MAX, SHARING_MESSAGES, type ReadAddress, type ShareJobReason } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';
import { readRecipientAddress } from '../../common/email-address';

/** A job's list as read: the usable addresses (first of each mailbox) and how many each reason held back. */
export interface ShareJobList {
  total: number;
  usable: ReadAddress[];
  held: Record<ShareJobReason, number>;
}

export const SHARE_JOB_MESSAGES = {
  tooMany: `A share job takes at most ${SHARE_JOB_MAX} addresses`,
} as const;

/** A first line that names the column (`email`, `"E-mail"`, `address`) is a header, not an address. */
const HEADER = /^"?(e-?mail|e-?mail address|address)"?$/i;

/**
 * The lines of a CSV file, one address a line: blank lines dropped, a quoted field unquoted (`""`
 * inside it is one `"`), so `"Okafor, Ngozi" <n@example.com>` exported by a spreadsheet reads as written.
 */
export function csvLines(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/).map((line) => line.trim()).filter((line) => line !== '');
  if (lines.length > 0 && HEADER.test(lines[0]!)) lines.shift();
  return lines.map((line) => (/^".*"$/.test(line) ? line.slice(1, -1).replace(/""/g, '"') : line));
}

/**
 * Reads a job's entries with the share route's address rules (issue 51), but never refuses the whole
 * list for one address: an entry that is not one address is `invalid`, the owner's own `own_address`,
 * a repeat of an earlier mailbox `duplicate`. Only the list itself can be refused (422 keyed `emails`):
 * missing, not a list, empty, or over SHARE_JOB_MAX entries.
 */
export function readShareJobList(entries: unknown, ownerEmail: string): ShareJobList {
  const errors = new FieldErrors();
  if (entries === undefined || entries === null || (Array.isArray(entries) && entries.length === 0)) {
    errors.add('emails', SHARING_MESSAGES.emailsRequired).throwIfAny();
  }
  if (!Array.isArray(entries)) errors.add('emails', SHARING_MESSAGES.emailsMustBeList).throwIfAny();
  const list = entries as unknown[];
  if (list.length > SHARE_JOB_MAX) errors.add('emails', SHARE_JOB_MESSAGES.tooMany).throwIfAny();

  const own = readRecipientAddress(ownerEmail);
  const held: Record<ShareJobReason, number> = { invalid: 0, own_address: 0, duplicate: 0, revoked: 0 };
  const seen = new Set<string>();
  const usable: ReadAddress[] = [];
  for (const raw of list) {
    const address = typeof raw === 'string' ? readRecipientAddress(raw) : null;
    if (address === null) held.invalid++;
    else if (address.key === own?.key || address.email === ownerEmail.toLowerCase()) held.own_address++;
    else if (seen.has(address.key)) held.duplicate++;
    else {
      seen.add(address.key);
      usable.push(address);
    }
  }
  return { total: list.length, usable, held };
}
