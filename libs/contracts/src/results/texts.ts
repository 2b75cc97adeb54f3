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
} as const;
