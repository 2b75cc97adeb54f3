import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { AnswerResponsesRepository } from '../answers/answer-responses.repository';
import { AnswerSaveService } from '../answers/answer-save.service';
import { ResponsesModule } from '../responses/responses.module';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { FileReadController } from './file-read.controller';
import { FileStoreSweepJob } from './file-store-sweep.job';
import { FileUploadService } from './file-upload.service';
import { FilesDataModule } from './files-data.module';
import { GuestFilesController } from './guest-files.controller';

/** Answers' files (issue 46): a recipient's uploads and removals, and reading a file through its signed URL. */
@Module({
  imports: [FilesDataModule, IdempotencyModule, RateLimitModule, ResponsesModule, SchedulerModule],
  controllers: [GuestFilesController, FileReadController],
  providers: [AnswerResponsesRepository, AnswerSaveService, FileUploadService, FileStoreSweepJob],
})
export class FilesModule {}
