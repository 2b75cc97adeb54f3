const FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** A due moment in words for a mail: "Tuesday 10 March 2026 at 17:00 UTC" (the owner's zone is not known to the server). */
export function dueInWords(moment: Date): string {
  return `${FORMAT.format(moment)} UTC`;
}
