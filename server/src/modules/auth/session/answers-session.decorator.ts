import type { Type } from '@nestjs/common';
import { AnswersSecret } from '../../../common/delivery/answers-secret.decorator';

/**
 * A route whose answer carries a fresh session token (sign-up, sign-in, a used mail link, a
 * profile or password change): never compressed (see SecretInAnswer), answered with `status`
 * and documented with its body schema.
 */
export function AnswersSession(schema: Type<unknown>, status: 200 | 201 = 200): MethodDecorator {
  return AnswersSecret(schema, status);
}
