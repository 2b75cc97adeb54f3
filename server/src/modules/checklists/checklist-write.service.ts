import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  CHECKLIST_MESSAGES as M,
  ITEM_KIND_MESSAGES,
  REMINDER_DEFAULTS,
  itemField,
  sameItemSettings,
  type ChecklistSummary,
  type ItemKind,
  type ItemSettings,
} from '@ticklist/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { FieldErrors, notFound } from '../../common/domain-error';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { groupBy } from '../../common/group-by';
import { ItemResponsesRepository } from '../responses/item-responses.repository';
import { SharesRepository } from '../shares/shares.repository';
import { readChecklistFollowUp } from '../follow-up/follow-up-input';
import type { ChecklistItemEntity } from './checklist-item.entity';
import { ChecklistItemsRepository } from './checklist-items.repository';
import { normaliseChecklist, type ChecklistItemInput } from './checklist-input';
import { ChecklistReadService } from './checklist-read.service';
import { ChecklistsRepository } from './checklists.repository';
import type { CreateChecklistDto, UpdateChecklistDto } from './dto/checklist-input.dto';
import { PROGRESS_RESET, type ProgressResetEvent } from './progress-reset.event';
import { staleUpdate } from './stale-update';
import { WebhookOutbox } from '../webhooks/webhook-outbox';
import { ScheduleWriter } from '../schedules/schedule-writer';
import type { ScheduleFields } from '../schedules/schedule-input';
import { readReviewSettings, writeReviewSettings } from '../review/review-settings';
import { checkSomethingAsked, resolveExistingItemKind } from '../answers/item-kind-input';

type ResponseState = { shareId: string; itemId: string; complete: boolean };

/** The row of an item whose kind is known (a new one, or an existing one once resolved). */
const itemFields = (item: ChecklistItemInput, kind = resolvedKind(item)) => ({
  text: item.text,
  description: item.description,
  displayOrder: item.displayOrder,
  ...kind,
});

/**
 * Creates and updates checklists. Each write is one transaction that uses only its own
 * EntityManager (on embedded PGlite the pool holds one connection: anything else would wait on it).
 */
@Injectable()
export class ChecklistWriteService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly checklists: ChecklistsRepository,
    private readonly items: ChecklistItemsRepository,
    private readonly responses: ItemResponsesRepository,
    private readonly shares: SharesRepository,
    private readonly reader: ChecklistReadService,
    private readonly events: EventEmitter2,
    private readonly webhooks: WebhookOutbox,
    private readonly schedule: ScheduleWriter,
  ) {}

  /** Made in `workspaceId` (the caller's right to create there checked before), else the owner's personal workspace. */
  async create(ownerId: string, dto: CreateChecklistDto, workspaceId?: string): Promise<ChecklistSummary> {
    const { input, followUp, schedule, reviewSettings } = this.readInput(dto, 'create');
    const due = { dueAt: followUp.dueAt ?? null, dueTimeZone: followUp.dueTimeZone ?? null, reminders: followUp.reminders ?? REMINDER_DEFAULTS };
    return this.dataSource.transaction(async (m) => {
      const checklist = await this.checklists.insert(ownerId, input.title, input.description, due, m, workspaceId);
      await this.items.insertMany(checklist.id, input.items.map((item) => itemFields(item)), m);
      await this.schedule.write(checklist.id, schedule, m);
      await writeReviewSettings(checklist.id, reviewSettings, m);
      await this.webhooks.checklistLifecycle('checklist.created', checklist.id, m);
      return this.reader.summary(ownerId, checklist.id, m);
    });
  }

  /**
   * Items with an id are updated, `id: null` ones created, missing ones deleted with their
   * responses. A changed item that has responses needs a policy: 'keep' leaves them, 'reset'
   * deletes them. Shares that lost completed items get a progress-reset event after commit.
   */
  async update(ownerId: string, id: string, dto: UpdateChecklistDto, basedOn?: number): Promise<ChecklistSummary> {
    const { input, followUp, schedule, reviewSettings } = this.readInput(dto, 'update');
    const events = await this.dataSource.transaction(async (m) => {
      const checklist = await this.checklists.findOwned(ownerId, id, m, true);
      if (!checklist) throw notFound(M.notFound);
      if (basedOn !== undefined && basedOn !== checklist.version) throw staleUpdate(await this.reader.summary(ownerId, id, m));
      await this.refuseDueAtWithSchedule(id, schedule, followUp.dueAt === undefined ? checklist.dueAt : followUp.dueAt, m);
      const existing = await this.items.ofChecklist(id, m);
      const byId = new Map(existing.map((item) => [item.id, item]));
      checkItemIds(input.items, byId);
      const kinds = resolveItemKinds(input.items, byId);

      const responsesOf = groupBy(await this.responses.ofItems([...byId.keys()], m), (r) => r.itemId);
      const resetIds = resetItemIds(input.items, byId, responsesOf, kinds);
      const keptIds = new Set(input.items.map((item) => item.id).filter((v): v is string => v !== null));
      const deletedIds = existing.map((item) => item.id).filter((itemId) => !keptIds.has(itemId));

      await this.checklists.updateText(id, input.title, input.description, m);
      await this.checklists.updateFollowUp(id, followUp, m);
      await this.schedule.write(id, schedule, m);
      await writeReviewSettings(id, reviewSettings, m);
      await this.items.deleteByIds(deletedIds, m);
      await this.responses.deleteOfItems(resetIds, m);
      let changed = checklist.title !== input.title || checklist.description !== input.description || deletedIds.length > 0;
      for (const item of input.items) {
        const old = item.id ? byId.get(item.id)! : null;
        const kind = old ? kinds.get(old.id)! : null;
        if (old && kind && (old.text !== item.text || old.description !== item.description || old.displayOrder !== item.displayOrder || kindChanged(old, kind))) {
          await this.items.update(old.id, itemFields(item, kind), m);
          changed = true;
        }
      }
      const added = input.items.filter((item) => item.id === null);
      await this.items.insertMany(id, added.map((item) => itemFields(item)), m);
      if (changed || added.length > 0) await this.checklists.raiseVersion(id, m);

      // Shares whose completed items were reset or deleted: their progress dropped.
      const lost = new Map<string, string>(); // share id -> first item it lost
      for (const itemId of [...resetIds, ...deletedIds]) {
        for (const r of responsesOf.get(itemId) ?? []) if (r.complete && !lost.has(r.shareId)) lost.set(r.shareId, itemId);
      }
      await this.webhooks.checklistUpdated(id, m); // checklist.updated, committed with the change
      return this.progressResets(m, id, lost, input.items.filter((item) => item.answer.kind !== 'heading').length);
    });
    for (const event of events) emitAfterCommit(this.events, PROGRESS_RESET, event);
    return this.reader.summary(ownerId, id);
  }

  /** The body's rules, all reported in one 422 (a wrong JSON type is a 400 first). */
  private readInput(dto: CreateChecklistDto, mode: 'create' | 'update') {
    const errors = new FieldErrors();
    const followUp = readChecklistFollowUp(dto, errors);
    const types = new FieldErrors();
    const schedule = this.schedule.read(dto.schedule, types, errors);
    const reviewSettings = readReviewSettings(dto, types);
    types.throwWrongTypesIfAny();
    if (mode === 'create') this.schedule.refuseDueAt(!!schedule, followUp.dueAt ?? null, errors);
    return { input: normaliseChecklist(dto, mode, errors), followUp, schedule, reviewSettings };
  }

  /** On update: the due moment and the schedule the checklist will have must not both be set (422 keyed `dueAt`). */
  private async refuseDueAtWithSchedule(id: string, schedule: ScheduleFields | null | undefined, dueAt: Date | null, m: EntityManager): Promise<void> {
    const errors = new FieldErrors();
    this.schedule.refuseDueAt(schedule === undefined ? await this.schedule.has(id, m) : schedule !== null, dueAt, errors);
    errors.throwIfAny();
  }

  /** One event per share that lost progress, with its completed items after the change. */
  private async progressResets(m: EntityManager, checklistId: string, lost: Map<string, string>, totalItems: number): Promise<ProgressResetEvent[]> {
    if (lost.size === 0) return [];
    const shareIds = [...lost.keys()];
    const shares = await this.shares.withRecipientsRaisingStamps(shareIds, m);
    const completed = groupBy(await this.responses.completedOfShares(shareIds, m), (row) => row.share_id);
    return shares.map((share) => ({
      checklistId,
      shareId: share.id,
      recipientEmail: share.email,
      itemId: lost.get(share.id)!,
      completedItems: (completed.get(share.id) ?? []).map((row) => ({ itemId: row.item_id })),
      totalItems,
      updatedAt: share.at,
      seq: Number(share.seq),
    }));
  }
}


/** Every given id must be one of this checklist's items, each at most once. */
function checkItemIds(items: ChecklistItemInput[], existing: Map<string, ChecklistItemEntity>): void {
  const errors = new FieldErrors();
  const seen = new Set<string>();
  for (const item of items) {
    if (item.id === null) continue;
    if (!existing.has(item.id)) errors.add(itemField(item.index, 'id'), M.itemIdInvalid);
    else if (seen.has(item.id)) errors.add(itemField(item.index, 'id'), M.itemIdDuplicate);
    seen.add(item.id);
  }
  errors.throwIfAny();
}

/** Changed items with responses: each needs a policy (else 422); the ones to reset are returned. A change of kind takes only 'reset'. */
function resetItemIds(
  items: ChecklistItemInput[],
  existing: Map<string, ChecklistItemEntity>,
  responsesOf: Map<string, ResponseState[]>,
  kinds: Map<string, ResolvedKind>,
): string[] {
  const errors = new FieldErrors();
  const reset: string[] = [];
  for (const item of items) {
    const old = item.id ? existing.get(item.id) : undefined;
    if (!old || !responsesOf.has(old.id)) continue;
    const kind = kinds.get(old.id)!;
    if (old.text !== item.text || old.description !== item.description || kind.kind !== old.kind || !sameItemSettings(old.settings, kind.settings)) {
      if (item.responsePolicy === null) errors.add(itemField(item.index, 'responsePolicy'), M.responsePolicyRequired);
      else if (item.responsePolicy === 'keep' && kind.kind !== old.kind) errors.add(itemField(item.index, 'responsePolicy'), ITEM_KIND_MESSAGES.kindChangeNeedsReset);
      else if (item.responsePolicy === 'reset') reset.push(old.id);
    }
  }
  errors.throwIfAny();
  return reset;
}

type ResolvedKind = { kind: ItemKind; required: boolean; settings: ItemSettings };

/** A new item's kind as read from the request (always known for new items). */
function resolvedKind(item: ChecklistItemInput): ResolvedKind {
  const { kind, required, settings } = item.answer;
  return { kind: kind ?? 'check', required: required ?? true, settings: settings ?? {} };
}

/** Existing items' kinds after the update (what was given, else what they had); faults are one 422. */
function resolveItemKinds(items: ChecklistItemInput[], existing: Map<string, ChecklistItemEntity>): Map<string, ResolvedKind> {
  const errors = new FieldErrors();
  const out = new Map<string, ResolvedKind>();
  for (const item of items) {
    const old = item.id ? existing.get(item.id) : undefined;
    if (!old) continue;
    const kind = resolveExistingItemKind(item.answer, old, item.index, errors);
    item.answer = { ...item.answer, ...kind };
    out.set(old.id, kind);
  }
  checkSomethingAsked(items.map((item) => ({ text: item.text, kind: item.answer.kind })), errors);
  errors.throwIfAny();
  return out;
}

const kindChanged = (old: ChecklistItemEntity, now: ResolvedKind) =>
  old.kind !== now.kind || old.required !== now.required || !sameItemSettings(old.settings, now.settings);
