/**
 * The owner's everyday workflow (issue 19): dashboard search and filters, close and reopen,
 * duplicate, delete. Templates are in ../templates, the results export in ../results.
 */

/** `GET /api/checklist?status=`: `all` (the default) leaves closed checklists out; `any` lists them too. */
export const CHECKLIST_STATUSES = ['all', 'in_progress', 'completed', 'overdue', 'closed', 'any'] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

/** Every `?status=` the API takes: the dashboard's filters, `any` ("Everything") among them (issues 43, 44). */
export const CHECKLIST_QUERY_STATUSES = CHECKLIST_STATUSES;
export type ChecklistQueryStatus = ChecklistStatus;

/** `GET /api/checklist?q=`: case-insensitive words of the title; longer input is refused. */
export const SEARCH_QUERY_MAX = 200;

/** Pasted at once into the share form (the server takes this many in one call). */
export const PASTE_RECIPIENTS_MAX = 200;
