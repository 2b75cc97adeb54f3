/**
 * "Viewing now", defined once: true while the share aliased `share` has a live `share_presence` row
 * (some process holds a guest socket of it and keeps renewing its lease). Presence owns the table;
 * other statements that show presence (the dashboard's shares) embed this fragment.
 */
export const VIEWING = (share: string) => `EXISTS (SELECT 1 FROM share_presence sp WHERE sp.share_id = ${share}.id AND sp.expires_at > now())`;
