import addressparser from 'nodemailer/lib/addressparser';
import { EMAIL_PATTERN, LIMITS } from '../common/constants';
import { textLength } from '../text/text-length';

/**
 * A domain's two forms. The server passes node:url's domainToASCII/domainToUnicode; the browser
 * passes the URL API's ASCII form and keeps the Unicode form as typed (it has no decoder).
 * `toASCII` answers '' for a name that is not a valid domain.
 */
export interface DomainForms {
  toASCII(domain: string): string;
  toUnicode(asciiDomain: string): string;
}

export interface ReadAddress {
  /** The bare address, lower case, its domain in Unicode form: what is stored and shown. */
  email: string;
  /** The same mailbox with its domain in punycode: two entries with one key are one recipient. */
  key: string;
}

/** Longer input cannot be one address with a fair display name: refused unread. */
export const ADDRESS_INPUT_MAX = LIMITS.emailMax + 200;

/** Characters no bare address holds outside quotes: what is left of a decoration. */
const DECORATION = /[\s<>()[\],;:"\\]/;
/** A domain name: no separators, ports, paths or brackets (the URL API would read those as a URL). */
const DOMAIN_CHARS = /^[^\s/\\:?#[\]@<>"(),;%]+$/;

/**
 * Reads what a person wrote as one recipient (contract: "Addresses (field faults)"), or null when it
 * is not one address. Reduced to the bare address: surrounding `;` `,` and spaces, angle brackets, a
 * `mailto:` prefix (also Outlook's `Name [mailto:a@b.example]`), a display name with `<address>`.
 * Refused: anything else, e.g. two addresses, a group, `Name a@b.example` without brackets.
 * The parsing is nodemailer's RFC 5322 address-list parser (addressparser), the one that reads the
 * headers of every mail sent.
 */
export function readAddress(raw: string, idn: DomainForms): ReadAddress | null {
  if (raw.length > ADDRESS_INPUT_MAX) return null;
  const text = raw
    .replace(/\[\s*mailto:([^\]]*)\]/gi, '<$1>')
    .replace(/<\s*mailto:/gi, '<')
    .replace(/^[\s,;]+|[\s,;]+$/g, '')
    .replace(/^mailto:/i, '');
  if (!text) return null;
  const parsed = addressparser(text);
  if (parsed.length !== 1) return null;
  const [one] = parsed;
  if ('group' in one || !one.address) return null;
  // `Name a@b.example` (no brackets) is not a display name and an address: it is not one address.
  if (one.name && !text.includes('<')) return null;
  return bareAddress(one.address, idn);
}

function bareAddress(address: string, idn: DomainForms): ReadAddress | null {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).toLowerCase();
  const domain = address.slice(at + 1);
  if (at <= 0 || local.includes('@') || DECORATION.test(local) || !DOMAIN_CHARS.test(domain)) return null;
  const ascii = idn.toASCII(domain).toLowerCase();
  if (!ascii) return null;
  const unicode = (idn.toUnicode(ascii) || ascii).toLowerCase();
  const email = `${local}@${unicode}`;
  const key = `${local}@${ascii}`;
  if (!EMAIL_PATTERN.test(email) || textLength(email) > LIMITS.emailMax || key.length > LIMITS.emailMax) return null;
  return { email, key };
}

/**
 * Splits a pasted list into entries at `,` `;` outside quotes and angle brackets, and at every line
 * break and tab (a spreadsheet's rows and cells), so `"Okafor, Ngozi" <ngozi.okafor@example.com>;
 * "Lindqvist, Per" <per@example.com>` is two entries. One pass, no backtracking: a long paste
 * costs linear time.
 */
export function splitAddressList(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  let angled = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n' || ch === '\r' || ch === '\t') {
      // A quote or bracket left open ends with its line or cell.
      out.push(current);
      current = '';
      quoted = angled = false;
      continue;
    }
    if (quoted) {
      if (ch === '\\' && i + 1 < text.length) current += ch + text[++i];
      else {
        if (ch === '"') quoted = false;
        current += ch;
      }
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '<') angled = true;
    else if (ch === '>') angled = false;
    if ((ch === ',' || ch === ';') && !angled) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out.map((e) => e.trim()).filter(Boolean);
}

/**
 * The browser's domain forms: the URL API gives the punycode form; there is no decoder, so the
 * Unicode form stays as written (the server stores its own Unicode form).
 */
export const URL_DOMAINS: DomainForms = {
  toASCII(domain) {
    try {
      return new URL(`http://${domain}/`).hostname;
    } catch {
      return '';
    }
  },
  toUnicode: (asciiDomain) => asciiDomain,
};
