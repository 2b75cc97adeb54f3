import { Body, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiQuery } from '@nestjs/swagger';
import {
  CHECKLIST_QUERY_STATUSES,
  SEARCH_QUERY_MAX,
  SHARE_PAGE_DEFAULT,
  SHARE_PAGE_MAX,
  type ChecklistCountedPage,
  type ChecklistDetailResponse,
  type ChecklistForEdit,
  type ChecklistPage,
  type ChecklistSummary,
  type SharePage,
} from '@ticklist/contracts';
import { Idempotency, type IdempotentCall } from '../../common/idempotency/idempotent-call';
import { IdempotencyService } from '../../common/idempotency/idempotency.service';
import { AnswersJsonText, type JsonText } from '../../common/json-text';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ChecklistIdParam } from '../../common/uuid-param.pipe';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { toChecklistForEdit, toChecklistPage } from './checklist.mapper';
import { ChecklistReadService } from './checklist-read.service';
import { ChecklistWriteService } from './checklist-write.service';
import { CreateChecklistDto, UpdateChecklistDto } from './dto/checklist-input.dto';
import { parseAudience } from './audience-query';
import { parsePage } from './page-query';
import { parseStatus } from './checklist-status';
import { parseSearchQuery } from './search-query';
import { ChecklistDetailResponseSchema, ChecklistForEditSchema, ChecklistPageSchema, ChecklistSummarySchema, SharePageSchema } from './dto/checklist.schemas';
import { parseShareCursor, parseShareLimit } from './share-page-query';

/** The owner's checklists. Someone else's or an unknown id answers 404 'Checklist not found'. */
@OwnerController('Checklists', 'checklist')
export class ChecklistsController {
  constructor(
    private readonly reader: ChecklistReadService,
    private readonly writer: ChecklistWriteService,
    private readonly idempotency: IdempotencyService,
  ) {}

  @Endpoint.get('', {
    operationId: 'listChecklists', summary: 'List your checklists, newest first', answer: ChecklistPageSchema, errors: [422],
    errorsHere: { 400: 'Unknown `status`, or a repeated `q`.' },
    description: '`total` counts the checklists that meet `q` and `status` together.',
  })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({
    name: 'q',
    required: false,
    description: 'Text to find in titles, any case, trimmed; `%` and `_` are plain characters. Longer than the maximum: 422 keyed `q`.',
    schema: { type: 'string', maxLength: SEARCH_QUERY_MAX },
  })
  @ApiQuery({
    name: 'status',
    required: false,
    description:
      '`all`: every open checklist (closed ones left out). `in_progress`: open, not completed by everyone. ' +
      '`completed`: open, shared, and every recipient has done every item. ' +
      '`overdue`: open, with a recipient who has work left past their due moment. `closed`: closed ones only. ' +
      '`any`: every checklist, closed ones included.',
    schema: { type: 'string', enum: [...CHECKLIST_QUERY_STATUSES], default: 'all' },
  })
  @ApiQuery({
    name: 'shares',
    required: false,
    description: '`none`: each summary carries `counts` instead of every share, so a page\'s size does not grow with the audience. Anything else: 422 keyed `shares`.',
    schema: { type: 'string', enum: ['none'] },
  })
  @AnswersJsonText()
  async list(
    @CurrentUser() user: UserEntity,
    @Query('page') page: unknown,
    @Query('status') status: unknown,
    @Query('q') q: unknown,
    @Query('shares') shares: unknown,
  ): Promise<JsonText<ChecklistPage | ChecklistCountedPage>> {
    return toChecklistPage(await this.reader.page(user.id, parsePage(page), parseStatus(status), parseSearchQuery(q), parseAudience(shares)));
  }

  @Endpoint.post('create', {
    operationId: 'createChecklist', summary: 'Create a checklist', answer: ChecklistSummarySchema, status: 201, errors: [422], idempotent: true,
  })
  async create(
    @CurrentUser() user: UserEntity,
    @Body() body: CreateChecklistDto,
    @Idempotency() call: IdempotentCall,
  ): Promise<ChecklistSummary> {
    const request = { caller: `owner:${user.id}`, route: 'POST /api/checklist/create', body };
    return this.idempotency.answer(call, request, () => this.writer.create(user.id, body));
  }

  @Endpoint.get(':id', {
    operationId: 'getChecklist', summary: 'Read a checklist with its audience counted', errors: [404],
    answer: {
      type: ChecklistDetailResponseSchema,
      headers: { ETag: { description: 'The checklist\'s `version`, quoted: `"3"`.', schema: { type: 'string', example: '"3"' } } },
    },
    description: 'The summary as the list shows it, with `counts` instead of every share, so its size does not grow with the audience. The recipients themselves: `GET /api/checklist/{id}/shares`.',
  })
  async detail(
    @CurrentUser() user: UserEntity,
    @Param('id', ChecklistIdParam) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChecklistDetailResponse> {
    const checklist = await this.reader.detail(user.id, id);
    reply.header('ETag', `"${checklist.version}"`);
    return { checklist };
  }

  @Endpoint.get(':id/shares', {
    operationId: 'listShares', summary: 'List a checklist\'s recipients, a page at a time', answer: SharePageSchema, errors: [404, 422],
    description: 'Each share as the checklist list shows it, in the order they were shared with ((sharedAt, id); sharing again with an address re-dates its share). '
      + 'A bad `cursor` or `limit` is a 422 keyed by that field.',
  })
  @ApiQuery({ name: 'cursor', required: false, description: 'The previous page\'s `nextCursor` (opaque).', schema: { type: 'string' } })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: SHARE_PAGE_MAX, default: SHARE_PAGE_DEFAULT } })
  async shares(
    @CurrentUser() user: UserEntity,
    @Param('id', ChecklistIdParam) id: string,
    @Query('cursor') cursor: unknown,
    @Query('limit') limit: unknown,
  ): Promise<SharePage> {
    return this.reader.sharePage(user.id, id, parseShareLimit(limit), parseShareCursor(cursor));
  }

  @Endpoint.get(':id/edit', {
    operationId: 'getChecklistForEdit', summary: 'Read a checklist with each item\'s responses, to edit it', answer: ChecklistForEditSchema, errors: [404],
  })
  async edit(@CurrentUser() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<ChecklistForEdit> {
    return toChecklistForEdit(await this.reader.forEdit(user.id, id));
  }

  @Endpoint.put(':id/update', {
    operationId: 'updateChecklist', summary: 'Replace a checklist\'s title, description and items', answer: ChecklistSummarySchema, errors: [404, 422],
    description: 'Items left out are deleted with their responses. A changed item that has responses needs a `responsePolicy`.',
  })
  async update(
    @CurrentUser() user: UserEntity,
    @Param('id', ChecklistIdParam) id: string,
    @Body() body: UpdateChecklistDto,
  ): Promise<ChecklistSummary> {
    return this.writer.update(user.id, id, body);
  }
}
