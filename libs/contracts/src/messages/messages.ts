import { MESSAGE_MAX_LENGTH } from './types';

/** What the message routes answer. */
export const MESSAGE_MESSAGES = {
  textRequired: 'Write a message',
  textTooLong: `A message can have at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  itemNotInChecklist: 'This item is not part of this checklist',
  notFound: 'Message not found',
  deleteTooLate: 'A message can only be deleted within 5 minutes of writing it',
} as const;

/** The mail that carries new messages to the other side. */
export const MESSAGE_MAIL = {
  subjectToOwner: (recipient: string, title: string) => `${recipient} wrote to you about "${title}"`,
  subjectToRecipient: (owner: string, title: string) => `${owner} wrote to you about "${title}"`,
  intro: (who: string, title: string) => `${who} wrote about "${title}":`,
  aboutItem: (item: string) => `About "${item}":`,
  action: 'Open the checklist',
  noReplyHere: 'Reply on the checklist\'s page: answers to this mail are not read.',
} as const;

/** The guest page's and the owner's thread texts. */
export const MESSAGE_UI = {
  messageTo: (owner: string) => `Message to ${owner}`,
  send: 'Send',
  sending: 'Sending…',
  delete: 'Delete',
  thread: 'Messages',
  about: 'About',
  wholeChecklist: 'The whole checklist',
  /** An item in the About list (numbered: the list names each item apart from its row on the page). */
  itemOption: (n: number, text: string) => `Item ${n}: ${text}`,
  messageToRecipient: (recipient: string) => `Message to ${recipient}`,
  empty: 'No messages yet.',
  older: 'Show older messages',
  you: 'You',
  sendFailed: 'The message could not be sent. Please try again.',
} as const;
