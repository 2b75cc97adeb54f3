import { applyDecorators, Delete, HttpCode } from '@nestjs/common';
import { ApiNoContentResponse } from '@nestjs/swagger';

/** A DELETE route that answers 204 with no body; `description` documents that answer ('Deleted.'). */
export function DeleteNoContent(path: string, description: string): MethodDecorator {
  return applyDecorators(Delete(path), HttpCode(204), ApiNoContentResponse({ description }));
}
