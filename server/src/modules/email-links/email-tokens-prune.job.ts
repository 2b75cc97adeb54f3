import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { every } from '../../scheduler/schedule';
import { SchedulerService } from '../../scheduler/scheduler.service';
import { EmailTokensRepository } from './email-tokens.repository';

export const EMAIL_TOKENS_PRUNE_JOB = 'email-tokens-prune';
/** A used link is kept this long, so a second click on it can still be told apart from a forged one. */
export const USED_TOKEN_KEPT_MS = 30 * 24 * 3_600_000;
const BATCH = 1_000;
/** At most this many a run; the rest go at the next (the backlog of an old database drains over hours, in short statements). */
const PER_RUN = 50_000;

/**
 * Every mail with a link adds an `email_tokens` row (issue 43): hourly, by one replica, expired tokens
 * and those used over 30 days ago are deleted in batches of 1,000, each batch an index range.
 */
@Injectable()
export class EmailTokensPruneJob implements OnModuleInit {
  private readonly logger = new Logger('EmailLinks');

  constructor(
    private readonly scheduler: SchedulerService,
    private readonly tokens: EmailTokensRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: EMAIL_TOKENS_PRUNE_JOB, schedule: every(3_600_000, 30 * 60_000), run: () => this.run() });
  }

  /** Answers how many tokens went. */
  async run(now: Date = this.clock.now()): Promise<number> {
    let pruned = 0;
    while (pruned < PER_RUN) {
      const n = await this.tokens.prune(now, new Date(now.getTime() - USED_TOKEN_KEPT_MS), BATCH);
      pruned += n;
      if (n < BATCH) break;
    }
    if (pruned) this.logger.log(`pruned ${pruned} expired or used mail links`);
    return pruned;
  }
}
