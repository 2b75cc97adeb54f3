/** Texts of a checklist's results (issue 19): the CSV export and the printable page. */
export const RESULTS_TEXTS = {
  /** results.csv: one row per recipient and item (issue 44: one long table, no summary rows). */
  csvColumns: ['Recipient', 'Access', 'Item no.', 'Item', 'Done', 'Done at', 'Opened at', 'Due at', 'Answer'],
  /** The header as written: each date column names the zone its dates are in, e.g. `Done at (UTC)`. */
  csvHeader: (zone: string) => ['Recipient', 'Access', 'Item no.', 'Item', 'Done', `Done at (${zone})`, `Opened at (${zone})`, `Due at (${zone})`, 'Answer'],
  /** results-summary.csv: one row per recipient. */
  summaryColumns: ['Recipient', 'Access', 'Items done', 'Items', 'All done at', 'Opened at', 'Due at'],
  summaryHeader: (zone: string) => ['Recipient', 'Access', 'Items done', 'Items', `All done at (${zone})`, `Opened at (${zone})`, `Due at (${zone})`],
  summaryFileName: (title: string) => `${title} - results summary.csv`,
  /** Issue 45: with `?from=&to=`, each row is of one run, these columns added (long format and summary). */
  runColumns: (zone: string) => ['Run', `Run starts (${zone})`],
  /** `?from=` / `?to=` that is not a day: 422 keyed by the field. */
  dateInvalid: 'Must be a date, YYYY-MM-DD',
  /** `?to=` before `?from=`, or only one of them: 422 keyed `to` (or `from`). */
  rangeInvalid: 'Give both from and to, to on or after from',
  /** `?occurrence=` with `?from=&to=`: 422 keyed `occurrence`. */
  occurrenceWithRange: 'Give either an occurrence or from and to, not both',
  /** `?tz=` that is not a time zone: 422 keyed `tz`. */
  timeZoneInvalid: 'Time zone must be an IANA time zone name, such as Europe/Paris.',
  yes: 'Yes',
  no: 'No',
  active: 'Active',
  revoked: 'Revoked',
  doneOf: (done: number, total: number) => `${done} of ${total} done`,
  exportResults: 'Export results',
  fileName: (title: string) => `${title} - results.csv`,

  // the printable results page
  pageTitle: (title: string) => `Results: ${title}`,
  print: 'Print',
  backToDashboard: 'Back to dashboard',
  due: 'Due',
  noDueDate: 'No due date',
  created: 'Created',
  recipients: 'Recipients',
  noRecipients: 'Not shared with anyone yet.',
  nothingDone: 'Nothing done yet.',
  doneAt: 'done',
  /** The item × recipient grid (issue 44): every item, done or outstanding, for every recipient. */
  gridCaption: 'Each recipient\'s items, done or outstanding',
  recipientColumn: 'Recipient',
  outstanding: 'Outstanding',
  done: 'Done',
  printed: 'Printed',
  overdueFact: 'Overdue',
  loading: 'Loading results...',
  loadFailed: 'The results could not be loaded.',
} as const;
