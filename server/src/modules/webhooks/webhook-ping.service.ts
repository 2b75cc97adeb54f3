import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { WEBHOOK_MESSAGES as M, WEBHOOK_PING_TYPE } from '@ticklist/contracts';
import { notFound } from '../../common/domain-error';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { WebhookAttemptsRepository, type WebhookAttemptRow } from './webhook-attempts.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookMessagesRepository } from './webhook-messages.repository';
import { type OutgoingEvent, postSigned } from './webhook-post';
import { WebhookSigner } from './webhook-signer';

/**
 * `webhook.ping`: a signed test delivery sent at once (outside the queue, paused or not), logged
 * like any attempt and answered as the log shows it. Never retried. Limited per endpoint.
 */
@Injectable()
export class WebhookPingService {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly messages: WebhookMessagesRepository,
    private readonly attempts: WebhookAttemptsRepository,
    private readonly signer: WebhookSigner,
    private readonly rateLimits: RateLimitService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async ping(ownerId: string, id: string): Promise<WebhookAttemptRow> {
    const owned = await this.endpoints.findForOwner(ownerId, id);
    const endpoint = owned && (await this.endpoints.signingOf(owned.id));
    if (!endpoint) throw notFound(M.notFound);
    await this.rateLimits.consume(RATE_LIMITS.webhookPingPerEndpoint, endpoint.id);
    const event: OutgoingEvent = { eventId: randomUUID(), type: WEBHOOK_PING_TYPE, eventAt: new Date(), data: { webhook: { id: endpoint.id, url: endpoint.url } } };
    const result = await postSigned(this.signer, endpoint, event, { allowPrivate: this.config.webhooks.allowPrivate });
    const messageId = await this.messages.insertSent(endpoint.id, event, result.ok);
    return this.attempts.record({
      endpointId: endpoint.id,
      messageId,
      eventId: event.eventId,
      type: event.type,
      attempt: 1,
      status: result.ok ? 'delivered' : 'failed',
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      responseStart: result.responseStart,
      error: result.error,
    });
  }
}
