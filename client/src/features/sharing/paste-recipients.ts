import { EMAIL_PATTERN, LIMITS, PASTE_RECIPIENTS_MAX } from '@ticklist/contracts';

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
 * The longest paste read: PASTE_RECIPIENTS_MAX entries of a fair `Name <address>` each. The patterns
 * below backtrack on long text (a 50,000-character paste froze the tab for 15 s): length first.
 */
export const PASTE_TEXT_MAX = PASTE_RECIPIENTS_MAX * 100;
/** The longest entry that can be `Name <address>`: a longer one is not an address, whatever it holds. */
const ENTRY_MAX = LIMITS.emailMax + 100;

/** `Name <address>` → address; anything else as it is. */
const addressOf = (entry: string) => (/<([^<>]*)>\s*$/.exec(entry)?.[1] ?? entry).trim().toLowerCase();

/** True when the text holds more than one address, or one as `Name <address>`: a list to split, not a typed address. */
export const looksLikeList = (text: string) => /[,;\n<]/.test(text);

/**
 * Splits a pasted list (commas, semicolons, new lines, `Name <address>`) into addresses to add,
 * leaving out duplicates, ones already added and the owner's own.
 */
export function parsePastedRecipients(text: string, { existing = [], ownEmail }: { existing?: string[]; ownEmail?: string | null }): PastedRecipients {
  if (text.length > PASTE_TEXT_MAX) {
    return { entries: [], emails: [], invalid: [], duplicates: 0, ownDropped: false, truncated: false, tooLong: true };
  }
  const all = text.split(/[,;\n\r]+/).map((e) => e.trim()).filter(Boolean);
  const seen = new Set(existing.map((e) => e.toLowerCase()));
  const own = ownEmail?.toLowerCase();
  const entries = all.slice(0, PASTE_RECIPIENTS_MAX).map((entry): PastedEntry => {
    const email = entry.length > ENTRY_MAX ? null : addressOf(entry);
    if (email === null || email.length > LIMITS.emailMax || !EMAIL_PATTERN.test(email)) return { text: entry, email: null, problem: 'invalid' };
    if (email === own) return { text: entry, email, problem: 'own' };
    if (seen.has(email)) return { text: entry, email, problem: 'duplicate' };
    seen.add(email);
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
