import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { within } from '../../common/within';
import { InjectConfig } from '../../config/config.token';
import { RETRY_WINDOW_MS, retryDelayMs } from './backoff';
import { WebhookAttemptsRepository } from './webhook-attempts.repository';
import { WebhookDisabledMail } from './webhook-disabled-mail';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { DELIVERY_TIMEOUT_MS, postWebhook } from './webhook-http';
import { type ClaimedWebhookMessage, WebhookMessagesRepository } from './webhook-messages.repository';
import { WebhookSigner } from './webhook-signer';

/** How often each process looks for due messages. */
export const WEBHOOK_POLL_MS = 1_000;
/** A claim outlives the delivery's own time bound by this much; past it the message is claimable again. */
const LEASE_MS = DELIVERY_TIMEOUT_MS + 20_000;
/** How long shutdown waits for a delivery in flight (the whole shutdown must stay well under 10 s). */
const SHUTDOWN_WAIT_MS = 1_500;
/** Messages one pass sends at most, one claim at a time, so replicas share a backlog. */
const PASS_LIMIT = 50;

/**
 * Sends the outbox. Each process polls; a claim (FOR UPDATE SKIP LOCKED, with a lease) gives each
 * attempt to exactly one process. The HTTP call runs outside any transaction, then the result is
 * logged and recorded by the claim that still holds the message: delivered, or retried with
 * exponential backoff and jitter until 24 h after the event. An endpoint failing for 24 h is
 * disabled and its owner mailed once.
 */
@Injectable()
export class WebhookSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly messages: WebhookMessagesRepository,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly attempts: WebhookAttemptsRepository,
    private readonly signer: WebhookSigner,
    private readonly disabledMail: WebhookDisabledMail,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.pass(), WEBHOOK_POLL_MS);
    this.timer.unref();
  }

  /**
   * No new claim after this; a delivery in flight gets a moment to record its result. One that
   * takes longer is left to its lease: another process (or this one after a restart) retries it.
   */
  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    if (this.running) await within(this.running, SHUTDOWN_WAIT_MS, () => undefined);
  }

  /** One pass: claims and sends due messages until none is due. Never throws. */
  pass(): Promise<void> {
    if (this.running || this.stopped) return this.running ?? Promise.resolve();
    this.running = this.drain()
      .catch((error: Error) => this.logger.warn(`delivery pass failed: ${error.message}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async drain(): Promise<void> {
    for (let n = 0; n < PASS_LIMIT && !this.stopped; n++) {
      const message = await this.messages.claimDue(LEASE_MS);
      if (!message) return;
      await this.deliver(message);
    }
  }

  private async deliver(message: ClaimedWebhookMessage): Promise<void> {
    const endpoint = await this.endpoints.signingOf(message.endpoint_id);
    if (!endpoint) return; // deleted meanwhile: its messages went with it
    const at = new Date(message.event_at);
    const body = JSON.stringify({ id: message.event_id, type: message.type, timestamp: at.toISOString(), data: message.data });
    const sealed = [endpoint.secret_sealed, ...(endpoint.previous_secret_sealed ? [endpoint.previous_secret_sealed] : [])];
    const headers = this.signer.headers(message.event_id, new Date(), body, sealed);
    const result = await postWebhook(endpoint.url, body, headers, { allowPrivate: this.config.webhooks.allowPrivate });
    await this.attempts.record({
      endpointId: endpoint.id,
      messageId: message.id,
      eventId: message.event_id,
      type: message.type,
      attempt: message.attempts,
      status: result.ok ? 'delivered' : 'failed',
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      responseStart: result.responseStart,
      error: result.error,
    });
    if (result.ok) {
      await this.messages.markDelivered(message);
      await this.endpoints.markHealthy(endpoint.id);
      return;
    }
    await this.messages.markFailed(message, retryDelayMs(message.attempts, this.config.webhooks.retryBaseMs), RETRY_WINDOW_MS);
    const disabled = await this.endpoints.recordFailure(endpoint.id, RETRY_WINDOW_MS);
    if (disabled) {
      await this.messages.expireOfEndpoint(endpoint.id);
      this.logger.warn(`webhook endpoint ${endpoint.id} disabled after failing for 24 h`);
      await this.disabledMail.send(disabled.owner_id, disabled.url);
    }
  }
}
