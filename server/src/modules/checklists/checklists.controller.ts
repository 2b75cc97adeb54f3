import { Body, Headers, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiExtraModels, ApiHeader, ApiQuery, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import {
  CHECKLIST_QUERY_STATUSES,
  SEARCH_QUERY_MAX,
  SHARE_PAGE_DEFAULT,
  SHARE_PAGE_MAX,
  SHARE_SORTS,
  SHARE_STATES,
  type ChecklistCountedPage,
  type ChecklistDetailResponse,
  type ChecklistForEdit,
  type ChecklistForEditLight,
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
import { ChecklistOwner, CurrentCaller } from '../workspaces/checklist-role.decorator';
import type { Caller } from '../workspaces/checklist-access';
import { WorkspaceAccess } from '../workspaces/workspace-access';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { toChecklistForEdit, toChecklistPage } from './checklist.mapper';
import { ChecklistReadService } from './checklist-read.service';
import { ChecklistWriteService } from './checklist-write.service';
import { CreateChecklistDto, UpdateChecklistDto } from './dto/checklist-input.dto';
import { parseAudience, parseResponsesView } from './audience-query';
import { basedOnVersion } from './stale-update';
import { parsePage } from './page-query';
import { parseStatus } from './checklist-status';
import { containsPattern, parseSearchQuery } from './search-query';
import { parseChecklistCursor, parseUpdatedSince, refusePageWithCursor } from './changes-query';
import { ChecklistDetailResponseSchema, ChecklistForEditLightSchema, ChecklistForEditSchema, ChecklistPageSchema, ChecklistSummarySchema, SharePageSchema, StaleUpdateSchema } from './dto/checklist.schemas';
import { parseShareCursor, parseShareLimit, parseShareOrder, parseShareSearch, parseShareSort, parseShareState } from './share-page-query';

/** The owner's checklists. Someone else's or an unknown id answers 404 'Checklist not found'. */
@OwnerController('Checklists', 'checklist')
export class ChecklistsController {
  constructor(
    private readonly reader: ChecklistReadService,
    private readonly writer: ChecklistWriteService,
    private readonly idempotency: IdempotencyService,
    private readonly workspaces: WorkspaceAccess,
  ) {}

  @Endpoint.get('', {
    operationId: 'listChecklists', summary: 'List your checklists, newest first', answer: ChecklistPageSchema, errors: [422],
    errorsHere: { 400: 'Unknown `status`, or a repeated `q`.', 404: '`workspaceId` names a workspace you are not a member of.' },
    description: '`total` counts the checklists that meet `q` and `status` together. '
      + 'With `cursor` or `updatedSince` the list is a walk in (`updatedAt`, `id`) order, ascending, for keeping a copy in step: '
      + '`pagination.next_cursor` fetches the next page (null at the end; `next_page` is then null). '
      + 'A checklist changed during a walk comes again later in it, with its new `updatedAt`; none is skipped. '
      + 'A page holds only changes already committed everywhere, so it may be short, or empty with a `next_cursor`, while a change is being saved. '
      + '`page` without `cursor` or `updatedSince` answers as before.',
  })
  @ApiQuery({ name: 'page', required: false, description: 'With `cursor`: 422 keyed `cursor`. With `updatedSince` alone: that page of the walk.', schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({ name: 'cursor', required: false, description: 'The previous page\'s `pagination.next_cursor` (opaque): go on with the walk after it.', schema: { type: 'string' } })
  @ApiQuery({
    name: 'updatedSince',
    required: false,
    description: 'Only checklists whose `updatedAt` is at or after this moment (ISO 8601 with an offset, microseconds kept): pass the last `updatedAt` you hold. Not such a time: 422 keyed `updatedSince`.',
    schema: { type: 'string', format: 'date-time' },
  })
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
  @ApiQuery({
    name: 'workspaceId',
    required: false,
    description: 'The workspace to list (a member\'s: 404 otherwise). Without it: your personal workspace, as before workspaces. Not a uuid: 422 keyed `workspaceId`.',
    schema: { type: 'string', format: 'uuid' },
  })
  async list(
    @CurrentCaller() caller: Caller,
    @Query('page') page: unknown,
    @Query('status') status: unknown,
    @Query('q') q: unknown,
    @Query('shares') shares: unknown,
    @Query('workspaceId') workspaceId: unknown,
    @Query('cursor') cursor: unknown,
    @Query('updatedSince') updatedSince: unknown,
  ): Promise<JsonText<ChecklistPage | ChecklistCountedPage>> {
    refusePageWithCursor(page, cursor);
    const query = { page: parsePage(page), status: parseStatus(status), q: parseSearchQuery(q), audience: parseAudience(shares) };
    const walk = { after: parseChecklistCursor(cursor), since: parseUpdatedSince(updatedSince) };
    const workspace = await this.workspaces.named(caller, workspaceId, 'viewer');
    if (walk.after === null && walk.since === null) return toChecklistPage(await this.reader.page(workspace, query.page, query.status, query.q, query.audience));
    const titlePattern = query.q === null ? null : containsPattern(query.q);
    return toChecklistPage(await this.reader.changes(workspace, query.page, { ...walk, status: query.status, titlePattern, audience: query.audience }));
  }

  @Endpoint.post('create', {
    operationId: 'createChecklist', summary: 'Create a checklist', description: 'Title, description and items, in order. With `Idempotency-Key`, a retried create answers the first checklist again instead of making a second one. With `workspaceId`, made in that workspace (404 when you are not a member, 403 below editor).', answer: ChecklistSummarySchema, status: 201, errors: [403, 404, 422], idempotent: true,
  })
  async create(
    @CurrentUser() user: UserEntity,
    @CurrentCaller() caller: Caller,
    @Body() body: CreateChecklistDto,
    @Idempotency() call: IdempotentCall,
  ): Promise<ChecklistSummary> {
    const request = { caller: `owner:${user.id}`, route: 'POST /api/checklist/create', body };
    return this.idempotency.answer(call, request, async () => this.writer.create(user.id, body, await this.workspaces.named(caller, body.workspaceId, 'editor')));
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
    @ChecklistOwner() user: UserEntity,
    @Param('id', ChecklistIdParam) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChecklistDetailResponse> {
    const checklist = await this.reader.detail(user.id, id);
    reply.header('ETag', `"${checklist.version}"`);
    return { checklist };
  }

  @Endpoint.get(':id/shares', {
    operationId: 'listShares', summary: 'List a checklist\'s recipients, a page at a time', answer: SharePageSchema, errors: [404, 422],
    description: 'Each share as the checklist list shows it, by default in the order they were shared with ((sharedAt, id); sharing again with an address re-dates its share). '
      + '`sort` orders by address, progress (items done), last activity (last save or opening; never active first) or state (done, in progress, not opened), '
      + 'the share id breaking ties; `order=desc` reverses it. `q` and `state` filter, and `total` counts the recipients they keep. '
      + 'A cursor belongs to the sort it was given with. A bad `cursor`, `limit`, `sort`, `order`, `state` or `q` is a 422 keyed by that field.',
  })
  @ApiQuery({ name: 'cursor', required: false, description: 'The previous page\'s `nextCursor` (opaque).', schema: { type: 'string' } })
  @ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: SHARE_PAGE_MAX, default: SHARE_PAGE_DEFAULT } })
  @ApiQuery({ name: 'q', required: false, description: 'Text to find in the recipient\'s address, any case, trimmed.', schema: { type: 'string', maxLength: SEARCH_QUERY_MAX } })
  @ApiQuery({ name: 'sort', required: false, schema: { type: 'string', enum: [...SHARE_SORTS] } })
  @ApiQuery({ name: 'order', required: false, schema: { type: 'string', enum: ['asc', 'desc'], default: 'asc' } })
  @ApiQuery({
    name: 'state',
    required: false,
    description: '`overdue`: not done, past the due moment (their own, else the checklist\'s); it overlaps `in_progress` and `not_opened`.',
    schema: { type: 'string', enum: [...SHARE_STATES] },
  })
  async shares(
    @ChecklistOwner() user: UserEntity,
    @Param('id', ChecklistIdParam) id: string,
    @Query('cursor') cursor: unknown,
    @Query('limit') limit: unknown,
    @Query('q') q: unknown,
    @Query('sort') sort: unknown,
    @Query('order') order: unknown,
    @Query('state') state: unknown,
  ): Promise<SharePage> {
    const view = { sort: parseShareSort(sort), order: parseShareOrder(order), state: parseShareState(state), emailPattern: parseShareSearch(q) };
    return this.reader.sharePage(user.id, id, parseShareLimit(limit), parseShareCursor(cursor), view);
  }

  @Endpoint.get(':id/edit', {
    operationId: 'getChecklistForEdit', summary: 'Read a checklist with each item\'s responses, to edit it', errors: [404, 422],
    answer: {
      description: 'The checklist to edit: ChecklistForEdit, or with `responses=none` ChecklistForEditLight.',
      headers: { ETag: { description: 'The checklist\'s `version`, quoted: `"3"`. Send it back as `If-Match` on the update.', schema: { type: 'string', example: '"3"' } } },
      schema: { oneOf: [{ $ref: getSchemaPath(ChecklistForEditSchema) }, { $ref: getSchemaPath(ChecklistForEditLightSchema) }] },
    },
    description: 'With `responses=none` (ChecklistForEditLight): `counts` instead of shares and `hasResponses` on each item instead of its responses, so the answer does not grow with the audience.',
  })
  @ApiExtraModels(ChecklistForEditSchema, ChecklistForEditLightSchema)
  @ApiQuery({ name: 'responses', required: false, description: '`none`: the light form. Anything else: 422 keyed `responses`.', schema: { type: 'string', enum: ['none'] } })
  async edit(
    @ChecklistOwner() user: UserEntity,
    @Param('id', ChecklistIdParam) id: string,
    @Query('responses') responses: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ChecklistForEdit | ChecklistForEditLight> {
    const answer = parseResponsesView(responses) === 'none' ? await this.reader.forEditLight(user.id, id) : toChecklistForEdit(await this.reader.forEdit(user.id, id));
    if (answer.version !== undefined) reply.header('ETag', `"${answer.version}"`);
    return answer;
  }

  @Endpoint.put(':id/update', {
    operationId: 'updateChecklist', summary: 'Replace a checklist\'s title, description and items', answer: ChecklistSummarySchema, errors: [404, 422],
    description: 'Items left out are deleted with their responses. A changed item that has responses needs a `responsePolicy`. '
      + 'Naming the version the change was based on (`If-Match: "<version>"` or `version` in the body) refuses it when someone changed the checklist since (409); without either it applies as before.',
  })
  @ApiResponse({ status: 409, type: StaleUpdateSchema, description: 'Stale: `If-Match` or `version` names a version the checklist has moved past; `checklist` is the current one.' })
  @ApiHeader({ name: 'If-Match', required: false, description: 'The checklist\'s `version` the change was based on, as its ETag gave it (`"3"`). A stale one: 409 with the current `checklist`.' })
  async update(
    @ChecklistOwner() user: UserEntity,
    @Param('id', ChecklistIdParam) id: string,
    @Body() body: UpdateChecklistDto,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<ChecklistSummary> {
    return this.writer.update(user.id, id, body, basedOnVersion(ifMatch, body?.version));
  }
}
