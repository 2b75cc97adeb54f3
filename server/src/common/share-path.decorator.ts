import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ChecklistIdParam, ShareIdParam } from './uuid-param.pipe';

/** One recipient of one checklist, as a `:id/shares/:shareId` path names them. */
export interface SharePath {
  checklistId: string;
  shareId: string;
}

/**
 * The handler parameter of a route under `:id/shares/:shareId`: both ids checked like
 * ChecklistIdParam and ShareIdParam (the checklist's first), and both documented as path parameters.
 */
export const ShareInPath = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SharePath => {
    const { id, shareId } = context.switchToHttp().getRequest<FastifyRequest<{ Params: { id: string; shareId: string } }>>().params;
    return { checklistId: ChecklistIdParam.transform(id), shareId: ShareIdParam.transform(shareId) };
  },
  [
    // The OpenAPI scan does not see a custom parameter: document the two path parameters @Param would.
    (target: object, method: string | symbol | undefined) => {
      if (method === undefined) return;
      const handler = Object.getOwnPropertyDescriptor(target, method) as PropertyDescriptor;
      ApiParam({ name: 'id', type: String })(target, method, handler);
      ApiParam({ name: 'shareId', type: String })(target, method, handler);
    },
  ],
);
