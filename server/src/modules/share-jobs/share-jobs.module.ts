import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { SessionModule } from '../auth/session/session.module';
import { ChecklistsDataModule } from '../checklists/checklists-data.module';
import { SharesModule } from '../shares/shares.module';
import { WebhookOutboxModule } from '../webhooks/webhook-outbox.module';
import { ShareJobRunner } from './share-job.runner';
import { ShareJobsController } from './share-jobs.controller';
import { ShareJobsRepository } from './share-jobs.repository';
import { ShareJobsService } from './share-jobs.service';

/** Big shares as background jobs with progress (issue 43): share_jobs and share_job_addresses. Emits `share-job.progressed`. */
@Module({
  imports: [SessionModule, RateLimitModule, ChecklistsDataModule, SharesModule, WebhookOutboxModule],
  controllers: [ShareJobsController],
  providers: [ShareJobsRepository, ShareJobsService, ShareJobRunner],
})
export class ShareJobsModule {}
