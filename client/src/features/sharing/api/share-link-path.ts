/** `/checklist/{id}/shares/{shareId}[/{action}]`, the path of one recipient's link-control call. */
export const shareLinkPath = (checklistId: string, shareId: string, action?: 'revoke' | 'renew') =>
  `/checklist/${encodeURIComponent(checklistId)}/shares/${encodeURIComponent(shareId)}${action ? `/${action}` : ''}`;
