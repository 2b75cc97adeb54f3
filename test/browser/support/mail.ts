import { mailsTo, readOutbox, waitForLink, type OutboxMail } from '../../kit';

export type Mail = OutboxMail;

/** Mails the built app wrote to DATA_DIR/outbox (quoted-printable decoded), oldest first. */
export const readMails = (dataDir: string): Mail[] => readOutbox(dataDir);

/** How many mails went to `email` so far. */
export const mailCount = (dataDir: string, email: string): number => mailsTo(dataDir, email).length;

/**
 * Waits for the newest link containing `pathPart` in a mail to `email` (among the mails after the
 * first `after` ones to that address); returns its path.
 */
export async function mailedPath(dataDir: string, email: string, pathPart: string, { after = 0 } = {}): Promise<string> {
  return new URL(await waitForLink(dataDir, email, pathPart, { after })).pathname;
}
