import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { SessionModule } from '../auth/session/session.module';
import { FollowUpModule } from '../follow-up/follow-up.module';
import { EmailLinksModule } from '../email-links/email-links.module';
import { MailModule } from '../mail/mail.module';
import { ResponsesModule } from '../responses/responses.module';
import { RecordMailService } from './record-mail.service';
import { CompletionRecordsRepository } from './completion-records.repository';
import { GuestRecordsController, OwnerRecordsController, PublicRecordsController } from './records.controllers';
import { RecordsService } from './records.service';
import { SigningKeysRepository, SigningKeysService } from './signing-keys.service';

/** Completion records (issue 48): issued on accept (ReviewModule calls RecordsService), read and verified by code. */
@Module({
  imports: [ClockModule, SessionModule, FollowUpModule, ResponsesModule, MailModule, EmailLinksModule],
  controllers: [PublicRecordsController, OwnerRecordsController, GuestRecordsController],
  providers: [CompletionRecordsRepository, SigningKeysRepository, SigningKeysService, RecordsService, RecordMailService],
  exports: [RecordsService, SigningKeysService],
})
export class RecordsModule {}
