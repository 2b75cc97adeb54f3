import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { every } from '../../scheduler/schedule';
import { SchedulerService } from '../../scheduler/scheduler.service';
import { WebhookExpiry } from './webhook-expiry';
import { WebhookMessagesRepository } from './webhook-messages.repository';

/** Delivered and expired messages are kept this long (for Redeliver from the log), then pruned. */
export const WEBHOOK_MESSAGE_RETENTION_MS = 7 * 24 * 3_600_000;

/**
 * Hourly, by one replica per run (the scheduler claims it): events that waited too long for a
 * paused endpoint expire, and finished outbox messages past retention are pruned. Tests run it at a
 * moved clock: `run(at)`.
 */
@Injectable()
export class WebhookRetentionJob implements OnModuleInit {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly scheduler: SchedulerService,
    private readonly messages: WebhookMessagesRepository,
    private readonly expiry: WebhookExpiry,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: 'webhook-retention', schedule: every(3_600_000), run: () => this.run() });
  }

  async run(now: Date = this.clock.now()): Promise<number> {
    await this.expiry.expire(now);
    const pruned = await this.messages.pruneFinished(WEBHOOK_MESSAGE_RETENTION_MS);
    if (pruned) this.logger.log(`pruned ${pruned} finished webhook messages`);
    return pruned;
  }
}
