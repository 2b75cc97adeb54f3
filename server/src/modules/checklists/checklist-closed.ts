import { WORKFLOW_MESSAGES } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A closing day in words, as the server says it: "10 March 2026" (UTC; the owner's zone is not known here). */
export function closedDayInWords(closedAt: Date): string {
  return DAY.format(closedAt);
}

/**
 * 409: the checklist is closed, so nothing about it may change for recipients (saves, shares,
 * nudges). `to: 'owner'` on the owner's own routes: the message addresses them (issue 44).
 */
export function checklistClosed(closedAt: Date, to: 'recipient' | 'owner' = 'recipient'): DomainError {
  const day = closedDayInWords(closedAt);
  return new DomainError('conflict', to === 'owner' ? WORKFLOW_MESSAGES.youClosed(day) : WORKFLOW_MESSAGES.checklistClosed(day));
}
