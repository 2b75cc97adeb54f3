import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.token';
import { AnswerFilesService } from './answer-files.service';
import { DatabaseFileStore } from './database-file-store';
import { FILE_STORE } from './file-store';
import { FileUrlSigner } from './file-url-signer';
import { ItemFilesRepository } from './item-files.repository';

/** The data side of answers' files: item_files, the store the bytes are in, signed URLs. */
@Module({
  imports: [ClockModule],
  providers: [
    AnswerFilesService,
    ItemFilesRepository,
    FileUrlSigner,
    DatabaseFileStore,
    {
      provide: FILE_STORE,
      inject: [APP_CONFIG, DatabaseFileStore],
      // The AWS SDK is loaded only with S3_URL: files in the database need none of it (issue 50).
      useFactory: async (config: AppConfig, database: DatabaseFileStore) => (config.s3 ? new (await import('./s3-file-store')).S3FileStore(config.s3) : database),
    },
  ],
  exports: [AnswerFilesService, ItemFilesRepository, FileUrlSigner, FILE_STORE],
})
export class FilesDataModule {}
