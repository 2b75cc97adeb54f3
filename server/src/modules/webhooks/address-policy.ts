import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a webhook may be delivered to (SSRF guard): global unicast only. ipaddr.js knows
 * the special-purpose ranges (loopback, private, carrier-grade NAT, link-local and so cloud
 * metadata, multicast, documentation, benchmarking, discard, Teredo …); an IPv6 address must also
 * lie in 2000::/3, the only global unicast space. The IPv6 forms that carry an IPv4 address are
 * judged by the IPv4 rules (see `embeddedIpv4`), except Teredo and local-use NAT64, always refused.
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
const WELL_KNOWN_NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/**
 * An IPv6 address read from its hexadecimal form as the URL standard serialises it (zone dropped):
 * ipaddr.js alone reads `::a.b.c.d` (IPv4-compatible, deprecated) as IPv4-mapped, which would let
 * `::8.8.8.8` pass.
 */
function parseIpv6(address: string): ipaddr.IPv6 {
  const bare = address.replace(/%.*$/, '');
  return ipaddr.IPv6.parse(new URL(`http://[${bare}]/`).hostname.slice(1, -1));
}

/** The IPv4 address in the last 32 bits, or in bits 16–47 (6to4). */
const lastWords = (parts: number[], at: number) => ipaddr.IPv4.parse(`${parts[at]! >> 8}.${parts[at]! & 0xff}.${parts[at + 1]! >> 8}.${parts[at + 1]! & 0xff}`);

/**
 * The IPv4 address an IPv6 form carries, to be judged by the IPv4 rules: IPv4-mapped
 * `::ffff:0:0/96`, IPv4-translated `::ffff:0:0:0/96`, well-known NAT64 `64:ff9b::/96`, 6to4
 * `2002::/16` (bits 16–47). `null` for a form that embeds one but is refused whatever it carries
 * (local-use NAT64 `64:ff9b:1::/48`: its translator is the operator's own); `undefined` for any other.
 */
function embedded(v6: ipaddr.IPv6): ipaddr.IPv4 | null | undefined {
  const range: string = v6.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return lastWords(v6.parts, 6);
  if (range === 'rfc6052') return v6.match(WELL_KNOWN_NAT64) ? lastWords(v6.parts, 6) : null;
  if (range === '6to4') return lastWords(v6.parts, 1);
  return undefined;
}

/** The embedded IPv4 address of an IPv6 one, as text (see `embedded`); null when there is none to judge. */
export function embeddedIpv4(address: string): string | null {
  return embedded(parseIpv6(address))?.toString() ?? null;
}

const isGlobalIpv4 = (v4: ipaddr.IPv4) => v4.range() === 'unicast';

/** True when a webhook must not be delivered to this (resolved) address. Anything unparseable is refused. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !isGlobalIpv4(ipaddr.IPv4.parse(address));
  if (family !== 6) return true;
  const v6 = parseIpv6(address);
  const v4 = embedded(v6);
  if (v4 !== undefined) return v4 === null || !isGlobalIpv4(v4);
  // Teredo (2001::/32) lands here: its client address is obfuscated and its relay anyone's, so it is refused.
  return !v6.match(GLOBAL_UNICAST_V6) || v6.range() !== 'unicast';
}
