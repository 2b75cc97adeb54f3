import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorBodySchema } from '../../../common/openapi/error-body.schema';

export const WRITE_SCOPE = 'ticklist:write-scope';

/**
 * A read route that a read-scope personal access token may not call (403): its answer hands out
 * something that acts for the owner (a recipient's personal link), so it needs write scope.
 */
export function WriteScope(): MethodDecorator {
  return applyDecorators(
    SetMetadata(WRITE_SCOPE, true),
    ApiResponse({ status: 403, description: 'Called with a read-scope personal access token: this answer carries a secret and needs write scope.', type: ErrorBodySchema }),
  );
}
