/** Texts of a checklist's results (issue 19): the CSV export and the printable page. */
export const RESULTS_TEXTS = {
  csvColumns: ['Recipient', 'Access', 'Item no.', 'Item', 'Done', 'Done at'],
  yes: 'Yes',
  no: 'No',
  active: 'Active',
  revoked: 'Revoked',
  allItems: 'All items',
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
  loading: 'Loading results...',
  loadFailed: 'The results could not be loaded.',
} as const;
