import { CHECKLIST_MESSAGES } from '@ticklist/contracts';
import { fieldErrors } from '../../common/domain-error';
import type { Audience } from './checklists.repository';

/** `GET /api/checklist?shares=`: absent is every share (the spec's answer); `none` is counts instead; anything else a 422 keyed `shares`. */
export function parseAudience(value: unknown): Audience {
  if (value === undefined) return 'shares';
  if (value === 'none') return 'counts';
  throw fieldErrors({ shares: CHECKLIST_MESSAGES.sharesInvalid });
}
