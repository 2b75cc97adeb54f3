import { Module } from '@nestjs/common';
import { SessionModule } from '../modules/auth/session/session.module';
import { ChecklistsDataModule } from '../modules/checklists/checklists-data.module';
import { ChecklistsModule } from '../modules/checklists/checklists.module';
import { PresenceModule } from '../modules/presence/presence.module';
import { ResponsesModule } from '../modules/responses/responses.module';
import { RealtimeListener } from './realtime.listener';
import { RealtimeGateway } from './realtime.gateway';
import { SocketAuthService } from './socket-auth.service';

/**
 * Socket.IO: handshake auth, checklist subscriptions, and the domain events turned into pushes.
 * Not a domain module: the app wires it, and no domain module imports it.
 */
@Module({
  imports: [SessionModule, ResponsesModule, ChecklistsDataModule, ChecklistsModule, PresenceModule],
  providers: [RealtimeGateway, SocketAuthService, RealtimeListener],
})
export class RealtimeModule {}
