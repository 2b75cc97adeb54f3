import { applyDecorators, HttpCode, type Type } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { SecretInAnswer } from './compression';

/**
 * A route whose answer carries a secret shown once (a token, a signing secret): never compressed
 * (see SecretInAnswer), answered with `status` and documented with its body schema.
 */
export function AnswersSecret(schema: Type<unknown>, status: 200 | 201): MethodDecorator {
  return applyDecorators(SecretInAnswer(), HttpCode(status), ApiResponse({ status, type: schema }));
}
