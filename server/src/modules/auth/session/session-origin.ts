import Bowser from 'bowser';
import { isIPv4, isIPv6 } from 'node:net';
import type { SessionOrigin } from './sessions.repository';

/** The longest device name or place a session records (the length of its columns, the answer's maxLength). */
export const SESSION_ORIGIN_MAX = 64;

/**
 * A short name for the device a session signed in from, from its User-Agent: "Chrome on Linux",
 * "Safari on iOS"; the browser or the system alone when only one is known; null when neither is.
 */
export function describeDevice(userAgent: string | string[] | undefined): string | null {
  const ua = Array.isArray(userAgent) ? userAgent[0] : userAgent;
  if (!ua) return null;
  const parsed = Bowser.parse(ua.slice(0, 1024));
  const browser = clean(parsed.browser.name);
  const os = clean(parsed.os.name);
  const text = browser && os ? `${browser} on ${os}` : browser || os;
  return text ? text.slice(0, SESSION_ORIGIN_MAX) : null;
}

/** Printable text only (the parser's names are its own, but a User-Agent is the caller's). */
function clean(name: string | undefined): string {
  return (name ?? '').replace(/[^\p{L}\p{N} ._()/-]/gu, '').trim();
}

/**
 * Where a session signed in from, without saying who: the client's IP with its host part masked.
 * IPv4 keeps its first three parts (`203.0.113.x`); IPv6 keeps its /48 routing prefix, the part
 * a provider assigns to a site (`2001:db8:1::/48`); an IPv4-mapped IPv6 address counts as IPv4.
 */
export function maskedPlace(ip: string | undefined): string | null {
  if (!ip) return null;
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return maskedPlace(mapped[1]);
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.x`;
  if (!isIPv6(address)) return null;
  const prefix = ipv6Groups(address).slice(0, 3).map((g) => g.replace(/^0+(?=.)/, ''));
  while (prefix.length > 0 && prefix[prefix.length - 1] === '0') prefix.pop();
  return `${prefix.join(':')}::/48`;
}

/** The eight 16-bit groups of a valid IPv6 address, in hex (an embedded IPv4 tail as two groups). */
function ipv6Groups(address: string): string[] {
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = v4 ? address.slice(0, v4.index) + hex16(+v4[1]!, +v4[2]!) + ':' + hex16(+v4[3]!, +v4[4]!) : address;
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

const hex16 = (high: number, low: number): string => ((high << 8) | low).toString(16);

/** The origin a new session records: the device named from the User-Agent and the masked IP. */
export function sessionOrigin(userAgent: string | string[] | undefined, ip: string | undefined): SessionOrigin {
  return { device: describeDevice(userAgent), place: maskedPlace(ip) };
}
