import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailJobEntity } from './mail-job.entity';
import { MailQueueService } from './mail-queue.service';
import { MailService } from './mail.service';

/** Sending mail now (SMTP or the outbox folder) and the queue of mails that must not be lost. */
@Module({
  imports: [TypeOrmModule.forFeature([MailJobEntity])],
  providers: [MailService, MailQueueService],
  exports: [MailService, MailQueueService],
})
export class MailModule {}
