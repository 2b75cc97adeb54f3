import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { SessionModule } from '../auth/session/session.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { WebhookAttemptsRepository } from './webhook-attempts.repository';
import { WebhookDisabledMail } from './webhook-disabled-mail';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookExpiry } from './webhook-expiry';
import { WebhookMessagesRepository } from './webhook-messages.repository';
import { WebhookOutboxModule } from './webhook-outbox.module';
import { WebhookOverdueJob } from './webhook-overdue.job';
import { WebhookPingService } from './webhook-ping.service';
import { WebhookRetentionJob } from './webhook-retention.job';
import { WebhookSender } from './webhook-sender';
import { WebhookSigner } from './webhook-signer';
import { WebhooksController } from './webhooks.controller';
import { WebhooksRecoveryListener } from './webhooks-recovery.listener';
import { WebhooksMembershipListener } from './webhooks-membership.listener';
import { WebhooksService } from './webhooks.service';
import { WorkspacesDataModule } from '../workspaces/workspaces-data.module';

/** Webhooks (issue 20): endpoints, the sender of the outbox, the overdue and retention jobs. */
@Module({
  imports: [SessionModule, UsersModule, MailModule, SchedulerModule, ClockModule, RateLimitModule, WebhookOutboxModule, WorkspacesDataModule],
  controllers: [WebhooksController],
  providers: [
    WebhookEndpointsRepository,
    WebhookMessagesRepository,
    WebhookAttemptsRepository,
    WebhookSigner,
    WebhookDisabledMail,
    WebhookSender,
    WebhookOverdueJob,
    WebhookRetentionJob,
    WebhookExpiry,
    WebhookPingService,
    WebhooksService,
    WebhooksRecoveryListener,
    WebhooksMembershipListener,
  ],
})
export class WebhooksModule {}
