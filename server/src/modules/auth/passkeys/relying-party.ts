/** Who the passkeys are for: the site's origin and its host name (the RP ID), both from APP_URL. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/**
 * The relying party of APP_URL, or null where browsers allow no passkeys: only an https:// origin
 * or http://localhost (an IP address is no RP ID either).
 */
export function relyingParty(appUrl: string): RelyingParty | null {
  let url: URL;
  try {
    url = new URL(appUrl);
  } catch {
    return null;
  }
  const local = url.protocol === 'http:' && url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !local) return null;
  if (/^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[')) return null;
  return { id: url.hostname, origin: url.origin, name: 'Ticklist' };
}
