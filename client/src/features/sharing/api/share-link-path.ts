/** The link-control calls on one recipient that answer their row. */
export type ShareLinkAction = 'revoke' | 'renew' | 'resend';

/** `/checklist/{id}/shares/{shareId}[/{action}]`, the path of one recipient's link-control call. */
export const shareLinkPath = (checklistId: string, shareId: string, action?: ShareLinkAction) =>
  `/checklist/${encodeURIComponent(checklistId)}/shares/${encodeURIComponent(shareId)}${action ? `/${action}` : ''}`;
