export const CHECKLIST_MESSAGES = {
  titleRequired: 'Title is required',
  itemsRequired: 'At least one item is required',
  itemTextRequired: 'Item text is required',
  titleTooLong: 'Title must be at most 200 characters long',
  descriptionTooLong: 'Description must be at most 2000 characters long',
  itemTextTooLong: 'Item text must be at most 500 characters long',
  itemDescriptionTooLong: 'Item help text must be at most 2000 characters long',
  tooManyItems: 'A checklist can have at most 200 items',
  responsePolicyRequired: 'This item has responses: choose keep or reset',
  notFound: 'Checklist not found',
  fetchFailed: 'Failed to fetch checklist',
  saveFailed: 'Failed to save checklist. Please try again.',
  updateFailed: 'An error occurred while updating the checklist.',
  networkError: 'Network error occurred. Please try again.',
  // Wrong types and unknown ids in a request body (API consumers; the forms never send these).
  titleInvalid: 'Title must be text',
  descriptionInvalid: 'Description must be text',
  itemsInvalid: 'Items must be a list',
  itemInvalid: 'Each item must be an object',
  itemTextInvalid: 'Item text must be text',
  itemDescriptionInvalid: 'Item help text must be text',
  displayOrderInvalid: 'Display order must be a whole number',
  itemIdInvalid: 'This item does not belong to the checklist',
  itemIdDuplicate: 'This item appears more than once',
  responsePolicyInvalid: "Response policy must be 'keep' or 'reset'",
  pageInvalid: 'Page must be a whole number from 1',
  /** `GET /api/checklist`: `page` and `cursor` name two different places to go on from. */
  cursorWithPage: 'Cursor cannot be combined with page',
  updatedSinceInvalid: 'updatedSince must be an ISO 8601 date and time, such as 2026-01-31T09:00:00Z',
  limitInvalid: (max: number) => `Limit must be a whole number from 1 to ${max}`,
  sharesInvalid: "Shares must be 'none' (counts instead of every share) or left out",
  responsesInvalid: "Responses must be 'none' (whether each item has responses instead of every response) or left out",
  stateInvalid: (allowed: readonly string[]) => `State must be one of: ${allowed.join(', ')}`,
  sortInvalid: (allowed: readonly string[]) => `Sort must be one of: ${allowed.join(', ')}`,
  orderInvalid: "Order must be 'asc' or 'desc'",
  statusInvalid: (allowed: readonly string[]) => `Status must be one of: ${allowed.join(', ')}`,
} as const;

/** Field keys used in 422 `errors` and by the forms. */
export const itemField = (index: number, field: 'text' | 'description' | 'responsePolicy' | 'id' | 'displayOrder' | 'kind' | 'required' | 'settings') =>
  `items[${index}].${field}`;
