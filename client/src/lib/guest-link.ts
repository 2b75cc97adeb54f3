/** A guest link's page: /shared/{accessToken} (the router's `/shared/:accessToken`). */
const GUEST_LINK = /^\/shared\/([^/]+)\/?$/;

/** The access token of a guest link's page, or null for any other address. */
export function guestLinkToken(pathname: string): string | null {
  return GUEST_LINK.exec(pathname)?.[1] ?? null;
}

export function isGuestLinkPath(pathname: string): boolean {
  return guestLinkToken(pathname) !== null;
}
