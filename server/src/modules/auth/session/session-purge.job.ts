import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { every } from '../../../scheduler/schedule';
import { SchedulerService } from '../../../scheduler/scheduler.service';
import { SessionsRepository } from './sessions.repository';

/**
 * A session's device and masked IP are kept for the session's life only (privacy page): ended and
 * expired sessions are deleted hourly, by one replica per run (the scheduler claims it).
 */
@Injectable()
export class SessionPurgeJob implements OnModuleInit {
  private readonly logger = new Logger('Sessions');

  constructor(
    private readonly scheduler: SchedulerService,
    private readonly sessions: SessionsRepository,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: 'session-purge', schedule: every(3_600_000), run: () => this.run() });
  }

  async run(): Promise<number> {
    const purged = await this.sessions.purgeFinished();
    if (purged) this.logger.log(`purged ${purged} ended or expired sessions`);
    return purged;
  }
}
