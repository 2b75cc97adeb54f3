import { EMAIL_PATTERN, LIMITS, PASTE_RECIPIENTS_MAX } from '@ticklist/contracts';

export interface PastedRecipients {
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
}

/** `Name <address>` → address; anything else as it is. */
const addressOf = (entry: string) => (/<([^<>]*)>\s*$/.exec(entry)?.[1] ?? entry).trim().toLowerCase();

/**
 * Splits a pasted list (commas, semicolons, new lines, `Name <address>`) into addresses to add,
 * leaving out duplicates, ones already added and the owner's own.
 */
export function parsePastedRecipients(text: string, { existing = [], ownEmail }: { existing?: string[]; ownEmail?: string | null }): PastedRecipients {
  const entries = text.split(/[,;\n\r]+/).map((e) => e.trim()).filter(Boolean);
  const truncated = entries.length > PASTE_RECIPIENTS_MAX;
  const seen = new Set(existing.map((e) => e.toLowerCase()));
  const own = ownEmail?.toLowerCase();
  const out: PastedRecipients = { emails: [], invalid: [], duplicates: 0, ownDropped: false, truncated };
  for (const entry of entries.slice(0, PASTE_RECIPIENTS_MAX)) {
    const email = addressOf(entry);
    if (!EMAIL_PATTERN.test(email) || email.length > LIMITS.emailMax) out.invalid.push(entry);
    else if (email === own) out.ownDropped = true;
    else if (seen.has(email)) out.duplicates++;
    else {
      seen.add(email);
      out.emails.push(email);
    }
  }
  return out;
}
