import { Inject, Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { SESSION_AUTHENTICATED, type SessionAuthenticatedEvent } from '../auth/session/session-authenticated.event';
import { UsersRepository } from '../users/users.repository';
import { CLOCK, type Clock } from '../../common/clock/clock';

const DAY_MS = 24 * 3600_000;

/**
 * Records that a signed-in owner is active (users.last_active_at), at most once a day so it
 * costs one UPDATE per user per day, and withdraws a pending inactivity deletion notice.
 * AuthGuard awaits it on every authenticated route (SESSION_AUTHENTICATED), before the handler.
 */
@Injectable()
export class ActivityRecorder {
  private readonly logger = new Logger('Activity');

  constructor(
    private readonly users: UsersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @OnEvent(SESSION_AUTHENTICATED, { promisify: true })
  async touch(user: SessionAuthenticatedEvent): Promise<void> {
    if (!user.lastActiveAt) return;
    const now = this.clock.now();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    if (new Date(user.lastActiveAt) > dayAgo && !user.deletionNoticeSentAt) return;
    try {
      await this.users.recordActivity(user.id, now, dayAgo);
    } catch (error) {
      // Never fail the request over bookkeeping.
      this.logger.warn(`could not record activity: ${(error as Error).message}`);
    }
  }
}
