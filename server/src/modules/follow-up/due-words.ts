import { formatDayInZone, formatDueMoment } from '@ticklist/contracts';

/** Mails are written in one locale: the server does not know the recipient's. */
const MAIL_LOCALE = 'en-GB';

/**
 * A due moment in words for a mail, in the zone it was chosen in with the zone named:
 * "Tuesday, 15 December 2026 at 23:30 Eastern Standard Time"; no zone: "… at 04:30 UTC".
 */
export function dueInWords(moment: Date, timeZone?: string | null): string {
  return formatDueMoment(moment, timeZone, MAIL_LOCALE);
}

/** The day a moment falls on in a zone, for a mail: "Tuesday 3 March". */
export function dayInWords(moment: Date, timeZone: string): string {
  return formatDayInZone(moment, timeZone, MAIL_LOCALE);
}
