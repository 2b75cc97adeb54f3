import { CallHandler, ExecutionContext, Inject, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../users/user.entity';
import { CLOCK, type Clock } from './clock';

const DAY_MS = 24 * 3600_000;

/**
 * Records that a signed-in owner is active (users.last_active_at), at most once a day so it
 * costs one UPDATE per user per day, and withdraws a pending inactivity deletion notice.
 * Runs after the guards, so `request.user` is set on every authenticated route.
 */
@Injectable()
export class ActivityInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Activity');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() === 'http') {
      const user = context.switchToHttp().getRequest<{ user?: UserEntity }>().user;
      if (user?.id && user.lastActiveAt) await this.touch(user);
    }
    return next.handle();
  }

  private async touch(user: UserEntity): Promise<void> {
    const now = this.clock.now();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    if (new Date(user.lastActiveAt) > dayAgo && !user.deletionNoticeSentAt) return;
    try {
      await this.dataSource.query(
        `UPDATE users SET last_active_at = $1, deletion_notice_sent_at = NULL
          WHERE id = $2 AND (last_active_at < $3 OR deletion_notice_sent_at IS NOT NULL)`,
        [now, user.id, dayAgo],
      );
    } catch (error) {
      // Never fail the request over bookkeeping.
      this.logger.warn(`could not record activity: ${(error as Error).message}`);
    }
  }
}
