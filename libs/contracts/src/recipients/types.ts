import type { Share } from '../checklists/types';

/** Answer of revoke, renew and resend: the recipient's row as the owner now sees it. */
export interface ShareControlResponse {
  message: string;
  share: Share;
  /** Only when the mail could not go out now (it is retried). */
  email_warnings?: string[];
}
