import { Controller, UseGuards, applyDecorators } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOwnerAuth } from '../../../common/openapi/api-auth.decorator';
import { AuthGuard } from './auth.guard';

/**
 * A controller whose every route is an owner's: listed under `tag` in the API document, at
 * `path`, behind the owner's bearer (session or personal access token; 401 without one).
 */
export function OwnerController(tag: string, path: string): ClassDecorator {
  return applyDecorators(ApiTags(tag), ApiOwnerAuth(), Controller(path), UseGuards(AuthGuard));
}
