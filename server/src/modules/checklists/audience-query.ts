import { CHECKLIST_MESSAGES } from '@ticklist/contracts';
import { fieldErrors } from '../../common/domain-error';
import type { Audience } from './checklists.repository';

/** `GET /api/checklist?shares=`: absent is every share (the spec's answer); `none` is counts instead; anything else a 422 keyed `shares`. */
export function parseAudience(value: unknown): Audience {
  if (value === undefined) return 'shares';
  if (value === 'none') return 'counts';
  throw fieldErrors({ shares: CHECKLIST_MESSAGES.sharesInvalid });
}

/** `GET …/edit?responses=`: absent is every response (the spec's answer); `none` is the light form; anything else a 422 keyed `responses`. */
export function parseResponsesView(value: unknown): 'all' | 'none' {
  if (value === undefined) return 'all';
  if (value === 'none') return 'none';
  throw fieldErrors({ responses: CHECKLIST_MESSAGES.responsesInvalid });
}
