import { Module } from '@nestjs/common';
import { SessionModule } from '../auth/session/session.module';
import { FollowUpModule } from '../follow-up/follow-up.module';
import { SharesModule } from '../shares/shares.module';
import { ShareActivityController } from './share-activity.controller';
import { ShareActivityService } from './share-activity.service';
import { ShareLinkReader } from './share-link-reader.service';
import { ShareLinksController } from './share-links.controller';
import { ShareLinksRepository } from './share-links.repository';
import { ShareLinksService } from './share-links.service';
import { WebhookOutboxModule } from '../webhooks/webhook-outbox.module';

/** Knowing and controlling each recipient (issue 18): link control and the activity timeline. Emits `share.link-closed`; the realtime listener closes guest sockets. */
@Module({
  imports: [SessionModule, SharesModule, FollowUpModule, WebhookOutboxModule],
  controllers: [ShareLinksController, ShareActivityController],
  providers: [ShareLinksRepository, ShareLinksService, ShareLinkReader, ShareActivityService],
})
export class RecipientsModule {}
