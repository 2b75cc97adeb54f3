import { Body, Param, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import {
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_MESSAGES as M,
  WEBHOOK_PAUSED_KEEP_DAYS,
  WEBHOOK_PINGS_PER_HOUR,
  type CreateWebhookResponse,
  type PingWebhookResponse,
  type RedeliverWebhookResponse,
  type RotateWebhookSecretResponse,
  type Webhook,
  type WebhookDeliveryListResponse,
  type WebhookListResponse,
} from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { parseCreateWebhook, parseUpdateWebhook } from './webhook-input';
import {
  CreateWebhookDto,
  CreatedWebhookSchema,
  PingWebhookSchema,
  RedeliverWebhookSchema,
  RotatedWebhookSecretSchema,
  UpdateWebhookDto,
  WebhookDeliveryListSchema,
  WebhookListSchema,
  WebhookSchema,
} from './webhook.dto';
import { toWebhook, toWebhookDelivery } from './webhook.mapper';
import { WebhookPingService } from './webhook-ping.service';
import { WebhooksService } from './webhooks.service';
import type { Caller } from '../workspaces/checklist-access';
import { CurrentCaller } from '../workspaces/checklist-role.decorator';

const WebhookId = new UuidParamPipe(M.notFound);
const DeliveryId = new UuidParamPipe(M.deliveryNotFound);

/** Webhook endpoints (Account › Integrations), each in a workspace whose admins manage it. An endpoint you do not manage is a 404. */
@OwnerController('Webhooks', 'user/webhooks')
export class WebhooksController {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly pings: WebhookPingService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Endpoint.get('', {
    operationId: 'listWebhooks', summary: 'List a workspace\'s webhook endpoints', description: 'Each endpoint with its events and whether it is paused; never its signing secret.', answer: WebhookListSchema,
    errors: [403, 422], errorsHere: { 404: '`workspaceId` names a workspace you are not a member of.' },
  })
  @ApiQuery({
    name: 'workspaceId',
    required: false,
    description: 'The workspace whose endpoints to list (issue 47; its admins\' to see, 403 otherwise). Without it: your personal workspace, as before workspaces. Not a uuid: 422 keyed `workspaceId`.',
    schema: { type: 'string', format: 'uuid' },
  })
  async list(@CurrentCaller() caller: Caller, @Query('workspaceId') workspaceId: unknown): Promise<WebhookListResponse> {
    return { webhooks: (await this.webhooks.list(caller, workspaceId)).map(toWebhook) };
  }

  @Endpoint.post('', {
    operationId: 'createWebhook', summary: 'Add a webhook endpoint', answer: CreatedWebhookSchema, status: 201, errors: [400, 403, 422], secret: true,
    errorsHere: { 404: '`workspaceId` names a workspace you are not a member of.' },
    description: `The signing secret is in this answer only. At most ${WEBHOOK_MAX_ENDPOINTS} endpoints per workspace (422 keyed \`url\` beyond).`,
  })
  async create(@CurrentCaller() caller: Caller, @Body() body: CreateWebhookDto): Promise<CreateWebhookResponse> {
    const { endpoint, secret } = await this.webhooks.create(caller, parseCreateWebhook(body ?? {}, this.config.webhooks.allowInsecure));
    return { webhook: toWebhook(endpoint), secret };
  }

  @Endpoint.patch(':id', {
    operationId: 'updateWebhook', summary: 'Pause or resume an endpoint, or change its events', answer: WebhookSchema, errors: [400, 404, 422],
    description: `A paused endpoint keeps its events for up to ${WEBHOOK_PAUSED_KEEP_DAYS} days and receives them in order when resumed; `
      + 'older ones are not sent and show in its delivery log as `status: "expired"`.',
  })
  async update(@CurrentUser() user: UserEntity, @Param('id', WebhookId) id: string, @Body() body: UpdateWebhookDto): Promise<Webhook> {
    return toWebhook(await this.webhooks.update(user.id, id, parseUpdateWebhook(body ?? {})));
  }

  @Endpoint.delete(':id', { operationId: 'deleteWebhook', summary: 'Delete an endpoint (its queue and log go too)', description: 'Nothing more is sent to it; its queued events and its delivery log are deleted with it.', noContent: 'Deleted.', errors: [404] })
  async delete(@CurrentUser() user: UserEntity, @Param('id', WebhookId) id: string): Promise<void> {
    await this.webhooks.delete(user.id, id);
  }

  @Endpoint.post(':id/rotate-secret', {
    operationId: 'rotateWebhookSecret', summary: 'Rotate the signing secret', answer: RotatedWebhookSecretSchema, errors: [404], secret: true,
    description: 'The new secret is in this answer only. For 24 hours each delivery carries a signature with each secret.',
  })
  async rotate(@CurrentUser() user: UserEntity, @Param('id', WebhookId) id: string): Promise<RotateWebhookSecretResponse> {
    const { endpoint, secret, previousUntil } = await this.webhooks.rotate(user.id, id);
    return { webhook: toWebhook(endpoint), secret, previousSecretExpiresAt: previousUntil.toISOString() };
  }

  @Endpoint.post(':id/ping', {
    operationId: 'pingWebhook', summary: 'Send a signed `webhook.ping` to the endpoint now', answer: PingWebhookSchema, errors: [404, 429],
    description: `Sent at once, paused or not, and never retried; the answer is its attempt as the delivery log shows it. `
      + `${WEBHOOK_PINGS_PER_HOUR} pings per endpoint per hour.`,
  })
  async ping(@CurrentUser() user: UserEntity, @Param('id', WebhookId) id: string): Promise<PingWebhookResponse> {
    return { delivery: toWebhookDelivery(await this.pings.ping(user.id, id)) };
  }

  @Endpoint.get(':id/deliveries', {
    operationId: 'listWebhookDeliveries', summary: 'The endpoint’s delivery log: the last 100 attempts, newest first', description: 'Each attempt with its event and outcome, to find out why deliveries fail.', answer: WebhookDeliveryListSchema,
    errors: [404],
  })
  async deliveries(@CurrentUser() user: UserEntity, @Param('id', WebhookId) id: string): Promise<WebhookDeliveryListResponse> {
    return { deliveries: (await this.webhooks.deliveries(user.id, id)).map(toWebhookDelivery) };
  }

  @Endpoint.post(':id/deliveries/:deliveryId/redeliver', {
    operationId: 'redeliverWebhook', summary: 'Send an attempt’s event again (same event id)', description: 'Queues the event again with its original id (a receiver de-duplicates on `webhook-id`); 202: it is sent shortly.', answer: RedeliverWebhookSchema, status: 202, errors: [404],
  })
  async redeliver(
    @CurrentUser() user: UserEntity,
    @Param('id', WebhookId) id: string,
    @Param('deliveryId', DeliveryId) deliveryId: string,
  ): Promise<RedeliverWebhookResponse> {
    return { message: M.redeliverQueued, eventId: await this.webhooks.redeliver(user.id, id, deliveryId) };
  }
}
