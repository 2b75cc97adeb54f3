/**
 * The compact dashboard (issue 44): a card's one-line summary, its first recipients and the way to
 * the rest, and the Cards | Table switch.
 */
export const DASHBOARD_TEXTS = {
  /** How many recipient rows a card shows before 'Show all N recipients'. */
  firstRecipients: 5,
  /** Recipients who have done every item, of all of them. */
  recipientsDone: (done: number, recipients: number) => `${done} of ${recipients} done`,
  flagged: (n: number) => `${n} flagged`,
  showAllRecipients: (n: number) => `Show all ${n} recipients`,
  showMoreRecipients: (shown: number, total: number) => `Show more recipients (${shown} of ${total} shown)`,
  showFewerRecipients: 'Show the first 5 recipients only',
  loadingRecipients: 'Loading recipients…',
  recipientsFailed: 'The recipients could not be loaded. Try again.',
  /** The view switch: a group of two toggle buttons. */
  viewLabel: 'Show checklists as',
  cards: 'Cards',
  table: 'Table',
  tableCaption: 'Your checklists as a table',
  columnTitle: 'Checklist',
  columnItems: 'Items',
  columnRecipients: 'Recipients',
  columnDone: 'Done',
  columnOverdue: 'Overdue',
  columnOverall: 'Overall',
  columnActions: 'Actions',
  previewOf: (title: string) => `Preview ${title}`,
  editOf: (title: string) => `Edit ${title}`,
} as const;

/** Where the browser remembers the owner's choice of Cards or Table. */
export const DASHBOARD_VIEW_STORAGE_KEY = 'ticklist.dashboard.view';
export type DashboardView = 'cards' | 'table';
