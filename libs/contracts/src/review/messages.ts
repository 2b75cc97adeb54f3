import { REVIEW_REASON_MAX_LENGTH } from './types';

/** What the review routes and the save path answer. */
export const REVIEW_MESSAGES = {
  notSubmitted: 'This checklist is not waiting for your review',
  decisionsRequired: 'Choose Accept or Needs rework for at least one item, or Accept all',
  decisionInvalid: 'Choose Accept or Needs rework',
  reasonRequired: 'Say what needs rework',
  reasonTooLong: `A reason can have at most ${REVIEW_REASON_MAX_LENGTH} characters`,
  itemNotInChecklist: 'This item is not part of this checklist',
  itemTwice: 'This item is decided twice',
  /** Reopen of a run that is not accepted (409). */
  notAccepted: 'This checklist is not accepted: there is nothing to reopen',
  /** A save while the owner reviews, or after they accepted (409). */
  submittedReadOnly: 'Your checklist is waiting for the owner\'s review: it cannot be changed now',
  acceptedReadOnly: 'The owner accepted this checklist: it cannot be changed',
  reviewInvalid: 'Review must be true or false',
  recordsInvalid: 'Records must be true or false',
} as const;

/** The mail that tells a recipient what to redo: one per review, never one per item. */
export const REVIEW_MAIL = {
  subject: (owner: string, title: string) => `${owner} asks you to redo items of "${title}"`,
  intro: (owner: string, title: string) => `${owner} reviewed your answers to "${title}" and asks you to redo:`,
  item: (text: string, reason: string) => `${text}: ${reason}`,
  action: 'Open the checklist',
} as const;

/** The owner's and the guest page's review texts. */
export const REVIEW_UI = {
  waiting: 'Waiting for your review',
  accept: 'Accept',
  rework: 'Needs rework',
  acceptAll: 'Accept all',
  reason: 'Reason',
  send: 'Send review',
  accepted: 'Accepted',
  changesRequested: 'Sent back for rework',
  rounds: (n: number) => (n === 1 ? '1 rework round' : `${n} rework rounds`),
  guestSubmitted: 'Sent for review: the owner is checking your answers.',
  guestAccepted: 'The owner accepted your checklist.',
  guestChangesRequested: 'The owner asks you to redo the items marked below.',
  guestReworkReason: (reason: string) => `Needs rework: ${reason}`,
} as const;
