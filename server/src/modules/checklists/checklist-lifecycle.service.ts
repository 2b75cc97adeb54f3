import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CHECKLIST_MESSAGES, LIMITS, WORKFLOW_MESSAGES, type ChecklistSummary } from '@ticklist/contracts';
import { DataSource } from 'typeorm';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { CHECKLIST_CLOSED, type ChecklistClosedEvent } from './checklist-closed.event';
import { SHARE_LINK_CLOSED, type ShareLinkClosedEvent } from '../recipients/share-link-closed.event';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { notFound } from '../../common/domain-error';
import { MailQueueService } from '../mail/mail-queue.service';
import { SharesRepository } from '../shares/shares.repository';
import { UsersRepository } from '../users/users.repository';
import { ChecklistItemsRepository } from './checklist-items.repository';
import { ChecklistReadService } from './checklist-read.service';
import { ChecklistsRepository } from './checklists.repository';
import { WebhookOutbox } from '../webhooks/webhook-outbox';
import { ScheduleWriter } from '../schedules/schedule-writer';

/** The copy's title: the original's with " (copy)", the original cut so the whole fits the title limit. */
export function copyTitle(title: string): string {
  const suffix = WORKFLOW_MESSAGES.copySuffix;
  return [...title].slice(0, LIMITS.checklistTitleMax - suffix.length).join('').trimEnd() + suffix;
}

const logger = new Logger('ChecklistLifecycle');

/** Close, reopen, duplicate and delete an owner's checklist (issue 19). Someone else's is a 404. */
@Injectable()
export class ChecklistLifecycleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checklists: ChecklistsRepository,
    private readonly items: ChecklistItemsRepository,
    private readonly shares: SharesRepository,
    private readonly users: UsersRepository,
    private readonly mailQueue: MailQueueService,
    private readonly reader: ChecklistReadService,
    private readonly events: EventEmitter2,
    private readonly webhooks: WebhookOutbox,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly schedule: ScheduleWriter,
  ) {}

  /** Idempotent: closing a closed checklist keeps its first closing moment (and sends no second `checklist.closed`). */
  async close(ownerId: string, id: string): Promise<ChecklistSummary> {
    await this.setClosed(ownerId, id, this.clock.now(), 'checklist.closed');
    return this.reader.summary(ownerId, id);
  }

  async reopen(ownerId: string, id: string): Promise<ChecklistSummary> {
    await this.setClosed(ownerId, id, null, 'checklist.reopened');
    return this.reader.summary(ownerId, id);
  }

  /** The change and its webhook event (only when the state changed) commit together. */
  private async setClosed(ownerId: string, id: string, closedAt: Date | null, event: 'checklist.closed' | 'checklist.reopened'): Promise<void> {
    const changed = await this.dataSource.transaction(async (m) => {
      const result = await this.checklists.setClosed(ownerId, id, closedAt, m);
      if (!result) throw notFound(CHECKLIST_MESSAGES.notFound);
      if (result.changed) await this.webhooks.checklistLifecycle(event, id, m);
      if (result.changed && closedAt === null) await this.schedule.resumeAfterReopen(id, m);
      return result.changed;
    });
    if (changed && closedAt) emitAfterCommit(this.events, CHECKLIST_CLOSED, { checklistId: id, closedAt: closedAt.toISOString() } satisfies ChecklistClosedEvent);
  }

  /** A new open checklist in the same workspace with the title (+ " (copy)"), description, items and reminder rules; never recipients nor the due moment. */
  async duplicate(ownerId: string, id: string): Promise<ChecklistSummary> {
    return this.dataSource.transaction(async (m) => {
      const source = await this.checklists.findOwned(ownerId, id, m, false);
      if (!source) throw notFound(CHECKLIST_MESSAGES.notFound);
      const reminders = {
        beforeDueDays: source.reminderBeforeDueDays,
        overdueEveryDays: source.reminderOverdueEveryDays,
        overdueMax: source.reminderOverdueMax,
      };
      const copy = await this.checklists.insert(ownerId, copyTitle(source.title), source.description, { dueAt: null, dueTimeZone: null, reminders }, m, source.workspaceId);
      const items = (await this.items.ofChecklist(id, m)).sort((a, b) => a.displayOrder - b.displayOrder);
      await this.items.insertMany(copy.id, items.map((i) => ({ text: i.text, description: i.description, displayOrder: i.displayOrder, kind: i.kind, required: i.required, settings: i.settings })), m);
      await this.webhooks.checklistLifecycle('checklist.created', copy.id, m);
      return this.reader.summary(ownerId, copy.id, m);
    });
  }

  /**
   * Deletes the checklist in one transaction, like account deletion: the schema cascades to its
   * items, shares, responses and reminder ledger; guests who only existed for its shares go too,
   * and so do queued mails that mention it or its shares. Its links then answer 404, and the
   * guest sockets open on them are closed.
   */
  async delete(ownerId: string, id: string): Promise<void> {
    const shareIds = await this.dataSource.transaction(async (m) => {
      if (!(await this.checklists.findOwned(ownerId, id, m, true))) throw notFound(CHECKLIST_MESSAGES.notFound);
      const shares = await this.shares.ofChecklist(id, m);
      await this.webhooks.checklistLifecycle('checklist.deleted', id, m); // reads the row: before it goes
      await this.checklists.deleteOwned(ownerId, id, m);
      await this.users.deleteUnsharedGuests([...new Set(shares.map((s) => s.recipient_id))], m);
      await this.mailQueue.dropMentioning(m, [id, ...shares.map((s) => s.id)]);
      return shares.map((s) => s.id);
    });
    logger.log(`checklist ${id} deleted`);
    // Its links stopped working: the guest pages open on them are cut, as on a revoke.
    emitAfterCommit(this.events, SHARE_LINK_CLOSED, { shareIds } satisfies ShareLinkClosedEvent);
  }
}
