import { Module } from '@nestjs/common';
import { ResponsesModule } from '../modules/responses/responses.module';
import { ChecklistOwnershipService } from './checklist-ownership.service';
import { ProgressListener } from './progress.listener';
import { RealtimeGateway } from './realtime.gateway';
import { SocketAuthService } from './socket-auth.service';

/** Socket.IO: handshake auth, checklist subscriptions, live `share:progress` pushes. */
@Module({
  imports: [ResponsesModule],
  providers: [RealtimeGateway, SocketAuthService, ChecklistOwnershipService, ProgressListener],
})
export class RealtimeModule {}
