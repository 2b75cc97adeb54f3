import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { EmailLinksService } from './email-links.service';
import { EmailTokensPruneJob } from './email-tokens-prune.job';
import { EmailTokensRepository } from './email-tokens.repository';

/** One-time mail links (verify, reset, unsubscribe) and the email_tokens table behind them, pruned hourly. */
@Module({
  imports: [ClockModule, SchedulerModule],
  providers: [EmailTokensRepository, EmailLinksService, EmailTokensPruneJob],
  exports: [EmailLinksService],
})
export class EmailLinksModule {}
