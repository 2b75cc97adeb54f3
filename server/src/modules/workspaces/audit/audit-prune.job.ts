import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AUDIT_FORMER_MEMBER_DAYS, LEGAL } from '@ticklist/contracts';
import { CLOCK, type Clock } from '../../../common/clock/clock';
import { dailyAt } from '../../../scheduler/schedule';
import { SchedulerService } from '../../../scheduler/scheduler.service';
import { WorkspaceAuditRepository } from './workspace-audit.repository';

export const AUDIT_PRUNE_JOB = 'workspace-audit-prune';
const BATCH = 1_000;
/** At most this many a run; the rest go the next day (short statements, never one long delete). */
const PER_RUN = 100_000;

/** The moment before which audit entries are past their year. */
export function auditCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - LEGAL.auditRetentionYears);
  return cutoff;
}

/**
 * The audit log is kept one year (issue 47, the privacy page): daily at 03:30 UTC, by the one
 * replica that claims the run, entries older than that are deleted in batches of 1,000, and the
 * addresses kept for deleted accounts are cleared 30 days after the deletion.
 */
@Injectable()
export class AuditPruneJob implements OnModuleInit {
  private readonly logger = new Logger('WorkspaceAudit');

  constructor(
    private readonly scheduler: SchedulerService,
    private readonly audit: WorkspaceAuditRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: AUDIT_PRUNE_JOB, schedule: dailyAt(3, 30), run: () => this.run() });
  }

  /** Answers how many entries went. */
  async run(now: Date = this.clock.now()): Promise<number> {
    const before = auditCutoff(now);
    let pruned = 0;
    while (pruned < PER_RUN) {
      const n = await this.audit.prune(before, BATCH);
      pruned += n;
      if (n < BATCH) break;
    }
    if (pruned) this.logger.log(`pruned ${pruned} audit entries past ${LEGAL.auditRetentionYears} year`);
    // Issue 47: 30 days after an account's deletion its entries keep no address ("Former member").
    const forgotten = await this.audit.forgetGoneActors(new Date(now.getTime() - AUDIT_FORMER_MEMBER_DAYS * 86_400_000));
    if (forgotten) this.logger.log(`cleared the address of deleted accounts on ${forgotten} audit entries`);
    return pruned;
  }
}
