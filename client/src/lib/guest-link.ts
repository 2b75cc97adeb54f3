/** A guest link's page: /shared/{accessToken}. */
const GUEST_LINK = /^\/shared\/[^/]+\/?$/;

export function isGuestLinkPath(pathname: string): boolean {
  return GUEST_LINK.test(pathname);
}
