import { Injectable } from '@nestjs/common';
import { WEBHOOK_PAUSED_KEEP_DAYS } from '@ticklist/contracts';
import { WebhookAttemptsRepository } from './webhook-attempts.repository';
import { WebhookMessagesRepository } from './webhook-messages.repository';

/** How long events wait for a paused endpoint. */
export const PAUSED_KEEP_MS = WEBHOOK_PAUSED_KEEP_DAYS * 24 * 3_600_000;

/**
 * A paused endpoint keeps its events for PAUSED_KEEP_MS; older ones expire and show in its delivery
 * log as `expired`. Runs hourly (WebhookRetentionJob) and on resume, before the endpoint takes
 * deliveries again, so a resumed endpoint never receives an event older than that.
 */
@Injectable()
export class WebhookExpiry {
  constructor(
    private readonly messages: WebhookMessagesRepository,
    private readonly attempts: WebhookAttemptsRepository,
  ) {}

  /** Expires what waited too long at `now` (every endpoint's, or one's); answers how many endpoints' logs grew. */
  async expire(now: Date, endpointId: string | null = null): Promise<number> {
    const endpoints = await this.messages.expireWaiting(new Date(now.getTime() - PAUSED_KEEP_MS), endpointId);
    await this.attempts.trim(endpoints);
    return endpoints.length;
  }
}
