/**
 * A failed send in plain words for the owner ("the mail server refused this address"). Never the
 * raw error: it may name hosts, accounts or server internals. Reads nodemailer's error fields
 * (`responseCode`, `code`, `command`) and the queue's own time bound.
 */
export const PLAIN_MAIL_ERRORS = {
  addressRefused: 'the mail server refused this address',
  messageRefused: 'the mail server refused this message',
  tryLater: 'the mail server asked to try again later',
  unreachable: 'the mail server could not be reached',
  timedOut: 'the mail server did not answer in time',
  signInRefused: 'the mail server refused our sign-in',
  unknown: 'the invitation could not be sent',
} as const;

interface MailErrorFields {
  responseCode?: unknown;
  code?: unknown;
  command?: unknown;
  message?: unknown;
}

export function plainMailError(error: unknown): string {
  const e = (error ?? {}) as MailErrorFields;
  const status = typeof e.responseCode === 'number' ? e.responseCode : 0;
  const code = typeof e.code === 'string' ? e.code : '';
  const command = typeof e.command === 'string' ? e.command.toUpperCase() : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (code === 'EAUTH') return PLAIN_MAIL_ERRORS.signInRefused;
  if (status >= 500) return command.startsWith('RCPT') || code === 'EENVELOPE' ? PLAIN_MAIL_ERRORS.addressRefused : PLAIN_MAIL_ERRORS.messageRefused;
  if (status >= 400) return PLAIN_MAIL_ERRORS.tryLater;
  if (code === 'ETIMEDOUT' || /timed? ?out/i.test(message)) return PLAIN_MAIL_ERRORS.timedOut;
  if (['ECONNECTION', 'ESOCKET', 'EDNS', 'ECONNREFUSED'].includes(code) || /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ECONNRESET/.test(message)) {
    return PLAIN_MAIL_ERRORS.unreachable;
  }
  return PLAIN_MAIL_ERRORS.unknown;
}
