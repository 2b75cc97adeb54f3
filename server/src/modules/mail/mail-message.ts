export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links in the message; logged in outbox mode so a developer can click them. */
  links?: string[];
  /** Extra header fields (List-Unsubscribe, List-Unsubscribe-Post); every transport carries them. */
  headers?: Record<string, string>;
}
