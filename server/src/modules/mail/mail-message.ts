export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (List-Unsubscribe, List-Unsubscribe-Post); every transport carries them. */
  headers?: Record<string, string>;
  /** Where a reply goes (an owner's mail to a recipient: the owner, unless they turned it off). */
  replyTo?: string;
}
