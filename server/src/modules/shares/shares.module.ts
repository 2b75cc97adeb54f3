import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { SessionModule } from '../auth/session/session.module';
import { ChecklistsDataModule } from '../checklists/checklists-data.module';
import { EmailLinksModule } from '../email-links/email-links.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { ShareActivityRepository } from './share-activity.repository';
import { ShareDeliveryRepository } from './share-delivery.repository';
import { ShareDeliveryTracker } from './share-delivery.tracker';
import { WebhookOutboxModule } from '../webhooks/webhook-outbox.module';
import { ShareMailService } from './share-mail.service';
import { ShareTokenBox } from './share-token.box';
import { SharesController } from './shares.controller';
import { SharesRepository } from './shares.repository';
import { ShareFollowUpRepository } from './share-follow-up.repository';
import { ShareReminderChecksRepository } from './share-reminder-checks.repository';
import { SharesService } from './shares.service';
import { ShareWriter } from './share-writer';

/**
 * Owners share a checklist by e-mail: guest recipients, the shares table with personal links,
 * invitations and their delivery state, and the share_activity record (issue 18).
 */
@Module({
  imports: [ClockModule, IdempotencyModule, SessionModule, RateLimitModule, UsersModule, ChecklistsDataModule, MailModule, EmailLinksModule, WebhookOutboxModule],
  controllers: [SharesController],
  providers: [
    SharesRepository,
    ShareFollowUpRepository,
    ShareReminderChecksRepository,
    SharesService,
    ShareWriter,
    ShareMailService,
    ShareTokenBox,
    ShareDeliveryRepository,
    ShareDeliveryTracker,
    ShareActivityRepository,
  ],
  exports: [ShareWriter, ShareDeliveryTracker, SharesRepository, ShareFollowUpRepository, ShareReminderChecksRepository, ShareTokenBox, ShareMailService, ShareActivityRepository],
})
export class SharesModule {}
