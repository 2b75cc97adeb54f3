import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiResponse } from '@nestjs/swagger';
import { ErrorBodySchema } from '../../../common/openapi/error-body.schema';

export const SESSION_ONLY = 'ticklist:session-only';
/** Read by the OpenAPI builder: such an operation lists the session scheme only. */
export const SESSION_ONLY_EXTENSION = 'x-session-only';

/**
 * Routes a personal access token may not call (403): whatever changes the account itself
 * (deletion, password, profile: their answers carry a session token) and token management.
 */
export function SessionOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(SESSION_ONLY, true),
    ApiExtension(SESSION_ONLY_EXTENSION, true),
    ApiResponse({ status: 403, description: 'Called with a personal access token: this needs a signed-in session.', type: ErrorBodySchema }),
  );
}
