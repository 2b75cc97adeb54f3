import { Module } from '@nestjs/common';
import { ShareAccessService } from './share-access.service';

/** The guest side of a share: read the shared checklist, save a response, emit response.saved. */
@Module({
  providers: [ShareAccessService],
  exports: [ShareAccessService],
})
export class ResponsesModule {}
