import { PASTE_RECIPIENTS_MAX, readAddress, splitAddressList, URL_DOMAINS, type ReadAddress } from '@ticklist/contracts';

/** Why a pasted entry is not added: not an address, already there, or the owner's own. */
export type PasteProblem = 'invalid' | 'duplicate' | 'own';

/** One pasted entry, in the order pasted: `email` is set for an address, `problem` for one not added. */
export interface PastedEntry {
  /** As pasted (trimmed), e.g. `Anna <anna@example.org>`. */
  text: string;
  email: string | null;
  problem: PasteProblem | null;
}

export interface PastedRecipients {
  /** Every entry (up to PASTE_RECIPIENTS_MAX), in the order pasted: each becomes a chip. */
  entries: PastedEntry[];
  /** New, valid addresses in the order pasted (lower case). */
  emails: string[];
  /** Entries that are not an address, as pasted (each shown as a chip with its error). */
  invalid: string[];
  /** How many repeated addresses (in the paste or already added) were left out. */
  duplicates: number;
  /** The owner's own address was in the paste and was left out. */
  ownDropped: boolean;
  /** More than PASTE_RECIPIENTS_MAX entries: only the first ones were kept. */
  truncated: boolean;
  /** Over PASTE_TEXT_MAX characters: refused whole, nothing read. */
  tooLong: boolean;
}

/**
 * The longest paste read: PASTE_RECIPIENTS_MAX entries of a fair `Name <address>` each (a
 * 50,000-character paste once froze the tab for 15 s): length first.
 */
export const PASTE_TEXT_MAX = PASTE_RECIPIENTS_MAX * 100;

/** One typed or pasted entry as the server reads it (the shared reader), or null when it is not one address. */
export const readRecipient = (entry: string): ReadAddress | null => readAddress(entry, URL_DOMAINS);

/** The key of an address already added (added ones are bare addresses, so they always read). */
const keyOf = (email: string) => readRecipient(email)?.key ?? email.toLowerCase();

/** True when the text may hold more than one address, or one as `Name <address>`: a list to split, not a typed address. */
export const looksLikeList = (text: string) => /[,;\n\t<]/.test(text);

/**
 * Splits a pasted list (commas and semicolons outside quotes and angle brackets, line breaks, tabs)
 * into addresses to add, each read as the server reads it (`"Last, First" <a@b.example>` is one
 * address), leaving out duplicates (one mailbox however written), ones already added and the owner's own.
 */
export function parsePastedRecipients(text: string, { existing = [], ownEmail }: { existing?: string[]; ownEmail?: string | null }): PastedRecipients {
  if (text.length > PASTE_TEXT_MAX) {
    return { entries: [], emails: [], invalid: [], duplicates: 0, ownDropped: false, truncated: false, tooLong: true };
  }
  const all = splitAddressList(text);
  const seen = new Set(existing.map(keyOf));
  const own = ownEmail ? keyOf(ownEmail) : undefined;
  const entries = all.slice(0, PASTE_RECIPIENTS_MAX).map((entry): PastedEntry => {
    const address = readRecipient(entry);
    if (address === null) return { text: entry, email: null, problem: 'invalid' };
    const { email, key } = address;
    if (key === own) return { text: entry, email, problem: 'own' };
    if (seen.has(key)) return { text: entry, email, problem: 'duplicate' };
    seen.add(key);
    return { text: entry, email, problem: null };
  });
  return {
    entries,
    emails: entries.filter((e) => e.problem === null).map((e) => e.email!),
    invalid: entries.filter((e) => e.problem === 'invalid').map((e) => e.text),
    duplicates: entries.filter((e) => e.problem === 'duplicate').length,
    ownDropped: entries.some((e) => e.problem === 'own'),
    truncated: all.length > PASTE_RECIPIENTS_MAX,
    tooLong: false,
  };
}

/** True when the address (as added) is already among the added ones, however either is written. */
export function isAdded(email: string, added: string[]): boolean {
  const key = keyOf(email);
  return added.some((a) => keyOf(a) === key);
}
