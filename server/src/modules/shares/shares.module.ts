import { IdempotencyModule } from '../../common/idempotency/idempotency.module';
import { Module } from '@nestjs/common';
import { ShareMailService } from './share-mail.service';
import { ShareTokenBox } from './share-token.box';
import { SharesController } from './shares.controller';
import { SharesService } from './shares.service';

/** Owners share a checklist by e-mail: guest recipients, shares with personal links, invitations. */
@Module({
  imports: [IdempotencyModule],
  controllers: [SharesController],
  providers: [SharesService, ShareMailService, ShareTokenBox],
})
export class SharesModule {}
