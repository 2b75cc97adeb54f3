import { Injectable, OnModuleInit } from '@nestjs/common';
import { every } from '../../scheduler/schedule';
import { SchedulerService } from '../../scheduler/scheduler.service';
import { PRESENCE_SWEEP_MS } from './presence-timing';
import { PresenceService } from './presence.service';
import { SharePresenceRepository } from './share-presence.repository';

export const PRESENCE_SWEEP_JOB = 'presence-sweep';

/**
 * Clears the presence a dead process left behind: its rows' leases ran out. Run by one replica per
 * moment (the scheduler's claim); each share left with nobody viewing gets its `viewing: false`.
 */
@Injectable()
export class PresenceSweepJob implements OnModuleInit {
  constructor(
    private readonly scheduler: SchedulerService,
    private readonly presence: SharePresenceRepository,
    private readonly service: PresenceService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: PRESENCE_SWEEP_JOB, schedule: every(PRESENCE_SWEEP_MS), run: () => this.run() });
  }

  /** Answers how many shares stopped being viewed. */
  async run(): Promise<number> {
    const gone = await this.presence.sweepExpired();
    for (const row of gone) this.service.announce(row, false);
    return gone.length;
  }
}
