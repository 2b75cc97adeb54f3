/**
 * What the server puts into a guest link's HTML (GET /shared/{accessToken}) for the page to paint
 * before its scripts run (issue 22): the page's markup, rendered from the client's own components,
 * in an inert element React replaces once it has rendered the same page, and the guest answer
 * (the JSON GET /api/guest/shared/{accessToken} gives) for the client to start from.
 */
export const GUEST_PAGE_HTML = {
  /** The element holding the server-rendered page, a sibling just before #root. */
  snapshotId: 'guest-snapshot',
  /** `<script type="application/json">` with the guest answer. */
  answerId: 'guest-answer',
  /** `<script type="application/json">` naming the app's entry and chunks for client/src/guest-boot.ts. */
  appId: 'guest-app',
} as const;
