/**
 * A signed file URL (issue 46) as the page loads it: from the page's own origin, whatever host
 * the server wrote it for (APP_URL). The page and the API are one server, and the images policy
 * only allows the page's origin ('self').
 */
export function sameOriginFileUrl(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol.startsWith('http') ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}
