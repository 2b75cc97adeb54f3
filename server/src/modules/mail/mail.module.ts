import { Global, Module } from '@nestjs/common';
import { MailJobsRepository } from './mail-jobs.repository';
import { MailQueueService } from './mail-queue.service';
import { MailService } from './mail.service';

@Global()
@Module({
  providers: [MailService, MailJobsRepository, MailQueueService],
  exports: [MailService, MailQueueService],
})
export class MailModule {}
