import { Global, Module } from '@nestjs/common';
import { EmailLinksService } from './email-links.service';

/** One-time mail links (verify, reset, unsubscribe), available to every module. */
@Global()
@Module({
  providers: [EmailLinksService],
  exports: [EmailLinksService],
})
export class EmailLinksModule {}
