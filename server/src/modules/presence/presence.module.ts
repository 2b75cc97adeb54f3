import { Module } from '@nestjs/common';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { PresenceSweepJob } from './presence-sweep.job';
import { PresenceService } from './presence.service';
import { SharePresenceRepository } from './share-presence.repository';

/**
 * Presence (issue 18): which recipients have the guest page open, across replicas. Told of guest
 * sockets by the realtime gateway; emits `share.presence-changed`.
 */
@Module({
  imports: [SchedulerModule],
  providers: [SharePresenceRepository, PresenceService, PresenceSweepJob],
  exports: [PresenceService],
})
export class PresenceModule {}
