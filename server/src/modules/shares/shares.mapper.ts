import { SHARING_MESSAGES, type ShareResponse } from '@ticklist/contracts';
import type { ShareResult } from './shares.service';

/** `email_warnings` only when there is something to warn about. */
export function toShareResponse(result: ShareResult): ShareResponse {
  const body: ShareResponse = { message: SHARING_MESSAGES.shared(result.recipients) };
  if (result.warnings.length > 0) body.email_warnings = result.warnings;
  body.shares = result.outcomes;
  return body;
}
