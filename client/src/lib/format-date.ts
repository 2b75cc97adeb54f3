/**
 * The app's one date and time formatter lives in libs/contracts (time/format-time.ts), shared with
 * the server's mails and the server-rendered guest page: pages import it from here.
 */
export { formatAgo, formatDate, formatDateTime, formatDayMonth, formatDueMoment, formatTime } from '@ticklist/contracts';
