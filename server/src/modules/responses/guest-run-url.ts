/** A run's permanent page (issue 45), as the guest view lists it: relative to the app's origin. */
export function guestRunUrl(accessToken: string, runId: string): string {
  return `/shared/${accessToken}/runs/${runId}`;
}
