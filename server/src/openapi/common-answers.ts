import { getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ERROR_MEANINGS } from '../common/openapi/api-errors.decorator';
import { ErrorBodySchema } from '../common/openapi/error-body.schema';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const errorAnswer = (status: number): ResponseObject => ({
  description: ERROR_MEANINGS[status],
  content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorBodySchema) } } },
});

/**
 * Answers every route can give whatever its controller says, added in one place so no route
 * forgets them: 400 and 413 where a body or a path parameter is read (malformed JSON, wrong
 * types, too large, a malformed path), and 503 everywhere (the database is briefly unreachable).
 * Public routes get an explicit empty `security`.
 */
export function addCommonAnswers(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation: OperationObject | undefined = path[method];
      if (!operation) continue;
      const hasBody = operation.requestBody !== undefined || method === 'post' || method === 'put';
      const statuses = [...(hasBody ? [400, 413] : []), 503];
      for (const status of statuses) operation.responses[status] ??= errorAnswer(status);
      // A route without a bearer scheme says so: no credential (a guest's is in the path).
      operation.security ??= [];
    }
  }
  return document;
}
