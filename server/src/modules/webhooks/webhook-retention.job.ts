import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { every } from '../../scheduler/schedule';
import { SchedulerService } from '../../scheduler/scheduler.service';
import { WebhookMessagesRepository } from './webhook-messages.repository';

/** Delivered and expired messages are kept this long (for Redeliver from the log), then pruned. */
export const WEBHOOK_MESSAGE_RETENTION_MS = 7 * 24 * 3_600_000;

/** Prunes finished outbox messages, hourly, by one replica per run (the scheduler claims it). */
@Injectable()
export class WebhookRetentionJob implements OnModuleInit {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly scheduler: SchedulerService,
    private readonly messages: WebhookMessagesRepository,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: 'webhook-retention', schedule: every(3_600_000), run: () => this.run() });
  }

  async run(): Promise<number> {
    const pruned = await this.messages.pruneFinished(WEBHOOK_MESSAGE_RETENTION_MS);
    if (pruned) this.logger.log(`pruned ${pruned} finished webhook messages`);
    return pruned;
  }
}
