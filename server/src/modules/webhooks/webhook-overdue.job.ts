import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { every, MINUTE_OFFSET_MS } from '../../scheduler/schedule';
import { SchedulerService } from '../../scheduler/scheduler.service';
import { WebhookOutbox } from './webhook-outbox';

export const WEBHOOK_OVERDUE_JOB = 'webhook-overdue';

/**
 * `recipient.overdue`: once a minute (one replica per run), every share whose due moment passed with
 * work left gets its event, once per due moment. Tests run it at a moved clock: `run(at)`.
 */
@Injectable()
export class WebhookOverdueJob implements OnModuleInit {
  constructor(
    private readonly scheduler: SchedulerService,
    private readonly outbox: WebhookOutbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: WEBHOOK_OVERDUE_JOB, schedule: every(60_000, MINUTE_OFFSET_MS.webhookOverdue), run: () => this.run() });
  }

  run(now: Date = this.clock.now()): Promise<number> {
    return this.outbox.overdueShares(now);
  }
}
