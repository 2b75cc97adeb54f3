import { Module } from '@nestjs/common';
import { MailJobsRepository } from './mail-jobs.repository';
import { MailQueueService } from './mail-queue.service';
import { MailService } from './mail.service';

/** Sending mail now (SMTP or the outbox folder) and the queue of mails that must not be lost. */
@Module({
  providers: [MailService, MailJobsRepository, MailQueueService],
  exports: [MailService, MailQueueService],
})
export class MailModule {}
