import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { within } from '../../common/within';
import { InjectConfig } from '../../config/config.token';
import { RETRY_WINDOW_MS, retryDelayMs } from './backoff';
import { WEBHOOK_DELIVERIES_PER_OWNER, WEBHOOK_DELIVERIES_PER_PROCESS } from './delivery-limits';
import { WebhookAttemptsRepository } from './webhook-attempts.repository';
import { WebhookDisabledMail } from './webhook-disabled-mail';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { DELIVERY_TIMEOUT_MS } from './webhook-http';
import { postSigned } from './webhook-post';
import { type ClaimedWebhookMessage, WebhookMessagesRepository } from './webhook-messages.repository';
import { WebhookSigner } from './webhook-signer';

/** How often each process looks for due messages (and at once whenever a delivery ends). */
export const WEBHOOK_POLL_MS = 1_000;
/** A claim outlives the delivery's own time bound by this much; past it the message is claimable again. */
const LEASE_MS = DELIVERY_TIMEOUT_MS + 20_000;
/** How long shutdown waits for deliveries in flight (the whole shutdown must stay well under 10 s). */
const SHUTDOWN_WAIT_MS = 1_500;

/**
 * Sends the outbox. Each process polls; a claim (FOR UPDATE SKIP LOCKED, with a lease) gives each
 * attempt to exactly one process. Deliveries run concurrently: up to WEBHOOK_DELIVERIES_PER_PROCESS
 * here, WEBHOOK_DELIVERIES_PER_OWNER per owner across replicas, one at a time per endpoint (the
 * claim's rules), so endpoints that never answer hold only their own owner's slots. The HTTP call
 * runs outside any transaction, then the result is logged and recorded by the claim that still
 * holds the message: delivered, or retried with exponential backoff and jitter until 24 h after the
 * event (the endpoint's later events wait behind it). An endpoint failing for 24 h is disabled and
 * its owner mailed once.
 */
@Injectable()
export class WebhookSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private timer?: NodeJS.Timeout;
  /** Deliveries in flight in this process. */
  private readonly inFlight = new Set<Promise<void>>();
  /** Claims run one at a time here: the running fill, and at most one queued behind it (it serves every caller meanwhile). */
  private filling: Promise<unknown> = Promise.resolve();
  private queuedFill?: Promise<Promise<void>[]>;
  /** Aborts the deliveries still in flight when shutdown has waited long enough. */
  private readonly abort = new AbortController();
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
    this.timer = setInterval(() => void this.fill(), WEBHOOK_POLL_MS);
    this.timer.unref();
  }

  /**
   * No new claim after this; deliveries in flight get a moment to record their result. Those that
   * take longer are cut and left to their lease: another process (or this one after a restart)
   * retries them.
   */
  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await within(Promise.all([this.filling, ...this.inFlight]).then(() => undefined), SHUTDOWN_WAIT_MS, () => undefined);
    this.abort.abort();
  }

  /** Claims what is due (while there is room) and resolves once those deliveries are recorded. Never throws. */
  async pass(): Promise<void> {
    await Promise.all(await this.fill());
  }

  /** Starts deliveries of due messages while this process has room; answers those it started. */
  private fill(): Promise<Promise<void>[]> {
    if (this.stopped) return Promise.resolve([]);
    if (this.queuedFill) return this.queuedFill;
    const fill = this.filling.then(() => {
      this.queuedFill = undefined;
      return this.claimWhileRoom();
    });
    this.queuedFill = fill;
    this.filling = fill;
    return fill;
  }

  private async claimWhileRoom(): Promise<Promise<void>[]> {
    const started: Promise<void>[] = [];
    try {
      while (!this.stopped && this.inFlight.size < WEBHOOK_DELIVERIES_PER_PROCESS) {
        const message = await this.messages.claimDue(LEASE_MS, WEBHOOK_DELIVERIES_PER_OWNER);
        if (!message) break;
        const delivery: Promise<void> = this.deliver(message)
          .catch((error: Error) => this.logger.warn(`webhook delivery failed: ${error.message}`))
          .finally(() => {
            this.inFlight.delete(delivery);
            void this.fill(); // the endpoint's next message, or another's, without waiting for the poll
          });
        this.inFlight.add(delivery);
        started.push(delivery);
      }
    } catch (error) {
      this.logger.warn(`webhook claim failed: ${(error as Error).message}`);
    }
    return started;
  }

  private async deliver(message: ClaimedWebhookMessage): Promise<void> {
    const endpoint = await this.endpoints.signingOf(message.endpoint_id);
    if (!endpoint) return; // deleted meanwhile: its messages went with it
    const event = { eventId: message.event_id, type: message.type, eventAt: new Date(message.event_at), data: message.data };
    const result = await postSigned(this.signer, endpoint, event, { allowPrivate: this.config.webhooks.allowPrivate, signal: this.abort.signal });
    if (this.abort.signal.aborted) return; // cut by shutdown: left to the lease
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
