import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiErrors } from './api-errors.decorator';

/** Names of the document's security schemes (declared in openapi/openapi-document.ts). */
export const SECURITY = { session: 'session', accessToken: 'personalAccessToken' } as const;

/**
 * An owner route: a session token or a personal access token as bearer; 401 without a valid one.
 * The document builder adds the access-token scheme, its scope and its rate limit to each such
 * operation, except those marked session-only.
 */
export function ApiOwnerAuth(): MethodDecorator & ClassDecorator {
  return applyDecorators(ApiBearerAuth(SECURITY.session), ApiErrors(401));
}
