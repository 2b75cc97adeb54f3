import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_PING_TYPE,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_URL_MAX,
  type Webhook,
  type WebhookAttemptStatus,
  type WebhookDelivery,
  type WebhookDeliveryType,
  type WebhookEventType,
} from '@ticklist/contracts';
import { IsJsonType } from '../../common/json-type';

const EVENTS = { enum: [...WEBHOOK_EVENT_TYPES], isArray: true } as const;

@ApiSchema({ name: 'CreateWebhookRequest' })
export class CreateWebhookDto {
  @ApiProperty({ type: String, maxLength: WEBHOOK_URL_MAX, example: 'https://example.com/hooks/ticklist', description: 'HTTPS (plain HTTP only with `WEBHOOKS_ALLOW_INSECURE=on`).' })
  @IsJsonType('string')
  url?: unknown;

  @ApiProperty({ ...EVENTS, minItems: 1, example: ['item.completed', 'recipient.completed'] })
  @IsJsonType('string[]')
  events?: unknown;

  @ApiPropertyOptional({ type: String, format: 'uuid', description: 'The workspace whose checklists\' events it receives (issue 47; admin there, 403 naming the role); absent: your personal one. Not a uuid: 422 keyed `workspaceId`.' })
  @Allow()
  workspaceId?: unknown;
}

@ApiSchema({ name: 'UpdateWebhookRequest' })
export class UpdateWebhookDto {
  @ApiPropertyOptional({ type: Boolean, description: 'Pause (true) or resume (false); resuming also lifts a disable.' })
  @IsJsonType('boolean')
  paused?: unknown;

  @ApiPropertyOptional({ ...EVENTS, minItems: 1 })
  @IsJsonType('string[]')
  events?: unknown;
}

@ApiSchema({ name: 'Webhook' })
export class WebhookSchema implements Webhook {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'https://example.com/hooks/ticklist' }) url!: string;
  @ApiProperty(EVENTS) events!: WebhookEventType[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty() paused!: boolean;
  @ApiProperty({ format: 'uuid', description: 'The workspace whose checklists\' events it receives (issue 47); its admins manage it.' }) workspaceId!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set when delivery stopped after 24 hours of failures.' })
  disabledAt!: string | null;
}

@ApiSchema({ name: 'WebhookList' })
export class WebhookListSchema {
  @ApiProperty({ type: [WebhookSchema], description: 'Newest first.' }) webhooks!: WebhookSchema[];
}

const SECRET = {
  description: 'The signing secret, shown this once: `whsec_` then the base64 key (Standard Webhooks).',
  pattern: `^${WEBHOOK_SECRET_PREFIX}[A-Za-z0-9+/=]+$`,
  example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
};

@ApiSchema({ name: 'CreatedWebhook' })
export class CreatedWebhookSchema {
  @ApiProperty({ type: WebhookSchema }) webhook!: WebhookSchema;
  @ApiProperty(SECRET) secret!: string;
}

@ApiSchema({ name: 'RotatedWebhookSecret' })
export class RotatedWebhookSecretSchema {
  @ApiProperty({ type: WebhookSchema }) webhook!: WebhookSchema;
  @ApiProperty(SECRET) secret!: string;
  @ApiProperty({ format: 'date-time', description: 'Until then every delivery is signed with the previous secret too.' })
  previousSecretExpiresAt!: string;
}

@ApiSchema({ name: 'WebhookDelivery' })
export class WebhookDeliverySchema implements WebhookDelivery {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The event id (`webhook-id`), the same on every attempt and redelivery.' }) eventId!: string;
  @ApiProperty({ enum: [...WEBHOOK_EVENT_TYPES, WEBHOOK_PING_TYPE] }) type!: WebhookDeliveryType;
  @ApiProperty({ type: 'integer', minimum: 1 }) attempt!: number;
  @ApiProperty({ enum: ['delivered', 'failed', 'expired'], description: '`expired`: not sent, it waited longer than a paused endpoint keeps events.' })
  status!: WebhookAttemptStatus;
  @ApiProperty({ type: 'integer', nullable: true }) statusCode!: number | null;
  @ApiProperty({ type: 'integer', minimum: 0 }) durationMs!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The first 1 KB of the answer.' }) responseStart!: string | null;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty({ format: 'date-time' }) at!: string;
}

@ApiSchema({ name: 'WebhookDeliveryList' })
export class WebhookDeliveryListSchema {
  @ApiProperty({ type: [WebhookDeliverySchema], description: 'The last 100 attempts, newest first.' }) deliveries!: WebhookDeliverySchema[];
}

@ApiSchema({ name: 'RedeliverWebhookResponse' })
export class RedeliverWebhookSchema {
  @ApiProperty({ example: 'Queued for delivery' }) message!: string;
  @ApiProperty({ format: 'uuid' }) eventId!: string;
}

@ApiSchema({ name: 'PingWebhookResponse' })
export class PingWebhookSchema {
  @ApiProperty({ type: WebhookDeliverySchema }) delivery!: WebhookDeliverySchema;
}
