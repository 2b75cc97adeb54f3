import { LEGAL } from '@ticklist/contracts';
import { renderMail, userText } from '../../mail/mail-layout';
import type { MailMessage } from '../../mail/mail-message';
import { dueInWords } from '../../follow-up/due-words';

export const DELETION_NOTICE_MAIL = 'account-deletion-notice';

/** The inactivity notice the legal pages promise: sent after 3 years, deletion 30 days later. */
export function deletionNoticeMail(input: { to: string; username: string; deleteOn: Date; appUrl: string }): MailMessage {
  // The app's one way of writing a moment in a mail (issue 44): its day and time, the zone named.
  const date = dueInWords(input.deleteOn);
  return renderMail({
    to: input.to,
    subject: 'Your Ticklist account will be deleted',
    paragraphs: [
      `Hello ${userText(input.username)},`,
      `You have not used your Ticklist account for ${LEGAL.inactivityNoticeYears} years. As our privacy policy explains, ` +
        `inactive accounts are deleted: your account, its checklists, shares and responses will be permanently deleted on ${date}.`,
      'To keep your account, simply sign in before then. If you do nothing, no further action is needed.',
    ],
    action: { label: 'Sign In', url: `${input.appUrl}/login` },
  });
}
