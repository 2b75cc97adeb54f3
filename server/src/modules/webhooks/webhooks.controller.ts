import { Body, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import {
  WEBHOOK_MESSAGES as M,
  type CreateWebhookResponse,
  type RedeliverWebhookResponse,
  type RotateWebhookSecretResponse,
  type Webhook,
  type WebhookDeliveryListResponse,
  type WebhookListResponse,
} from '@ticklist/contracts';
import { AnswersSecret } from '../../common/delivery/answers-secret.decorator';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
import { DeleteNoContent } from '../../common/openapi/delete-no-content.decorator';
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
  RedeliverWebhookSchema,
  RotatedWebhookSecretSchema,
  UpdateWebhookDto,
  WebhookDeliveryListSchema,
  WebhookListSchema,
  WebhookSchema,
} from './webhook.dto';
import { toWebhook, toWebhookDelivery } from './webhook.mapper';
import { WebhooksService } from './webhooks.service';

const WebhookId = new UuidParamPipe(M.notFound);
const DeliveryId = new UuidParamPipe(M.deliveryNotFound);

/** The owner's webhook endpoints (Account › Integrations). Another owner's endpoint is a 404. */
@OwnerController('Webhooks', 'user/webhooks')
export class WebhooksController {
  constructor(
    private readonly webhooks: WebhooksService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List your webhook endpoints', operationId: 'listWebhooks' })
  @ApiOkResponse({ type: WebhookListSchema })
  async list(@CurrentUser() user: UserEntity): Promise<WebhookListResponse> {
    return { webhooks: (await this.webhooks.list(user.id)).map(toWebhook) };
  }

  @Post()
  @AnswersSecret(CreatedWebhookSchema, 201)
  @ApiOperation({
    summary: 'Add a webhook endpoint',
    description: 'The signing secret is in this answer only. At most 10 endpoints per owner.',
    operationId: 'createWebhook',
  })
  @ApiErrors(400, 422)
  async create(@CurrentUser() user: UserEntity, @Body() body: CreateWebhookDto): Promise<CreateWebhookResponse> {
    const { endpoint, secret } = await this.webhooks.create(user.id, parseCreateWebhook(body ?? {}, this.config.webhooks.allowInsecure));
    return { webhook: toWebhook(endpoint), secret };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Pause or resume an endpoint, or change its events', operationId: 'updateWebhook' })
  @ApiOkResponse({ type: WebhookSchema })
  @ApiErrors(400, 404, 422)
  async update(@CurrentUser() user: UserEntity, @Param('id', WebhookId) id: string, @Body() body: UpdateWebhookDto): Promise<Webhook> {
    return toWebhook(await this.webhooks.update(user.id, id, parseUpdateWebhook(body ?? {})));
  }

  @DeleteNoContent(':id', 'Deleted.')
  @ApiOperation({ summary: 'Delete an endpoint (its queue and log go too)', operationId: 'deleteWebhook' })
  @ApiErrors(404)
  async delete(@CurrentUser() user: UserEntity, @Param('id', WebhookId) id: string): Promise<void> {
    await this.webhooks.delete(user.id, id);
  }

  @Post(':id/rotate-secret')
  @AnswersSecret(RotatedWebhookSecretSchema, 200)
  @ApiOperation({
    summary: 'Rotate the signing secret',
    description: 'The new secret is in this answer only. For 24 hours each delivery carries a signature with each secret.',
    operationId: 'rotateWebhookSecret',
  })
  @ApiErrors(404)
  async rotate(@CurrentUser() user: UserEntity, @Param('id', WebhookId) id: string): Promise<RotateWebhookSecretResponse> {
    const { endpoint, secret, previousUntil } = await this.webhooks.rotate(user.id, id);
    return { webhook: toWebhook(endpoint), secret, previousSecretExpiresAt: previousUntil.toISOString() };
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: 'The endpoint’s delivery log: the last 100 attempts, newest first', operationId: 'listWebhookDeliveries' })
  @ApiOkResponse({ type: WebhookDeliveryListSchema })
  @ApiErrors(404)
  async deliveries(@CurrentUser() user: UserEntity, @Param('id', WebhookId) id: string): Promise<WebhookDeliveryListResponse> {
    return { deliveries: (await this.webhooks.deliveries(user.id, id)).map(toWebhookDelivery) };
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send an attempt’s event again (same event id)', operationId: 'redeliverWebhook' })
  @ApiAcceptedResponse({ type: RedeliverWebhookSchema })
  @ApiErrors(404)
  async redeliver(
    @CurrentUser() user: UserEntity,
    @Param('id', WebhookId) id: string,
    @Param('deliveryId', DeliveryId) deliveryId: string,
  ): Promise<RedeliverWebhookResponse> {
    return { message: M.redeliverQueued, eventId: await this.webhooks.redeliver(user.id, id, deliveryId) };
  }
}
