import { Module } from '@nestjs/common';
import { EmailLinksService } from './email-links.service';
import { EmailTokensRepository } from './email-tokens.repository';

/** One-time mail links (verify, reset, unsubscribe) and the email_tokens table behind them. */
@Module({
  providers: [EmailTokensRepository, EmailLinksService],
  exports: [EmailLinksService],
})
export class EmailLinksModule {}
