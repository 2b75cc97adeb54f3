import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiErrors } from './api-errors.decorator';

/** Names of the document's security schemes (declared in openapi/openapi-document.ts). */
export const SECURITY = { session: 'session' } as const;

/** An owner route: a session token as bearer; 401 without a valid one. */
export function ApiSession(): MethodDecorator & ClassDecorator {
  return applyDecorators(ApiBearerAuth(SECURITY.session), ApiErrors(401));
}
