import { Controller, UseGuards, UseInterceptors, applyDecorators } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiOwnerAuth } from '../../../common/openapi/api-auth.decorator';
import { AuditInterceptor } from '../../workspaces/audit/audit.interceptor';
import { AuthGuard } from './auth.guard';

/**
 * A controller whose every route is an owner's: listed under `tag` in the API document, at
 * `path`, behind the owner's bearer (session or personal access token; 401 without one), its
 * changes in a workspace written to the workspace's audit log.
 */
export function OwnerController(tag: string, path: string): ClassDecorator {
  return applyDecorators(ApiTags(tag), ApiOwnerAuth(), Controller(path), UseGuards(AuthGuard), UseInterceptors(AuditInterceptor));
}
