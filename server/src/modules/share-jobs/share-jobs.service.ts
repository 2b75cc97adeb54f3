import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CHECKLIST_MESSAGES, SHARE_JOB_MESSAGES, SHARING_MESSAGES, type ShareJob } from '@ticklist/contracts';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { forbidden, notFound } from '../../common/domain-error';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { checklistClosed } from '../checklists/checklist-closed';
import { ChecklistsRepository } from '../checklists/checklists.repository';
import type { UserEntity } from '../users/user.entity';
import { readShareJobList } from './share-job-list';
import { toShareJob } from './share-job.mapper';
import { SHARE_JOB_PROGRESSED, type ShareJobProgressedEvent } from './share-job-progressed.event';
import { ShareJobRunner } from './share-job.runner';
import { ShareJobsRepository } from './share-jobs.repository';

/** Starting a share job and reading it back; the work itself is ShareJobRunner's. */
@Injectable()
export class ShareJobsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checklists: ChecklistsRepository,
    private readonly jobs: ShareJobsRepository,
    private readonly rateLimit: RateLimitService,
    private readonly runner: ShareJobRunner,
    private readonly events: EventEmitter2,
  ) {}

  /**
   * Checks the call as the share route does (a share call per hour, owner, open checklist, verified
   * address), reads the list, spends the day's mail budget on its usable addresses, stores the job
   * and starts it on this process. Answers at once.
   */
  async start(owner: UserEntity, checklistId: string, entries: unknown): Promise<ShareJob> {
    await this.rateLimit.consume(RATE_LIMITS.sharePerOwner, owner.id);
    if (!(await this.checklists.isOwnedBy(checklistId, owner.id))) throw notFound(CHECKLIST_MESSAGES.notFound);
    const closedAt = await this.checklists.closedAt(checklistId);
    if (closedAt) throw checklistClosed(closedAt, 'owner');
    if (!owner.emailValidated) throw forbidden(SHARING_MESSAGES.unverifiedOwner);
    const list = readShareJobList(entries, owner.email);
    await this.rateLimit.spend(RATE_LIMITS.mailsPerOwnerPerDay, owner.id, list.usable.length);
    const row = await this.dataSource.transaction((m) =>
      this.jobs.create(m, { checklistId, ownerId: owner.id, total: list.total, held: list.held }, list.usable),
    );
    const job = toShareJob(row);
    emitAfterCommit(this.events, SHARE_JOB_PROGRESSED, { checklistId, job } satisfies ShareJobProgressedEvent);
    if (job.status !== 'done') this.runner.kick();
    return job;
  }

  async read(ownerId: string, checklistId: string, jobId: string): Promise<ShareJob> {
    // The checklist first: an unknown or someone else's one is "Checklist not found", as on every checklist route.
    if (!(await this.checklists.isOwnedBy(checklistId, ownerId))) throw notFound(CHECKLIST_MESSAGES.notFound);
    const row = await this.jobs.findOwned(ownerId, checklistId, jobId);
    if (!row) throw notFound(SHARE_JOB_MESSAGES.notFound);
    return toShareJob(row);
  }
}

