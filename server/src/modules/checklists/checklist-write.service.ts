import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { CHECKLIST_MESSAGES as M, itemField, type ChecklistSummary } from '@ticklist/contracts';
import { DataSource, EntityManager, In } from 'typeorm';
import { FieldErrors } from '../../common/domain-error';
import { ItemResponseEntity } from '../responses/item-response.entity';
import { RESPONSE_SAVED, type ResponseSavedEvent } from '../responses/response-saved.event';
import { ChecklistItemEntity } from './checklist-item.entity';
import { ChecklistEntity } from './checklist.entity';
import { normaliseChecklist, type ChecklistInput, type ChecklistItemInput } from './checklist-input';
import { groupBy } from '../../common/group-by';
import { ChecklistReadService } from './checklist-read.service';
import type { CreateChecklistDto, UpdateChecklistDto } from './dto/checklist-input.dto';

/**
 * Creates and updates checklists. Each write is one transaction that uses only its own
 * EntityManager (on embedded PGlite the pool holds one connection: anything else would wait on it).
 */
@Injectable()
export class ChecklistWriteService {
  private readonly logger = new Logger(ChecklistWriteService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: ChecklistReadService,
    private readonly events: EventEmitter2,
  ) {}

  async create(ownerId: string, dto: CreateChecklistDto): Promise<ChecklistSummary> {
    const input = normaliseChecklist(dto, 'create');
    return this.dataSource.transaction(async (m) => {
      const checklist = await m.save(m.create(ChecklistEntity, { ownerId, title: input.title, description: input.description }));
      await this.insertItems(m, checklist.id, input.items);
      return this.reader.summary(ownerId, checklist.id, m);
    });
  }

  /**
   * Items with an id are updated, `id: null` ones created, missing ones deleted with their
   * responses. A changed item that has responses needs a policy: 'keep' leaves them, 'reset'
   * deletes them. Shares that lost completed items get a 'reset' progress event after commit.
   */
  async update(ownerId: string, id: string, dto: UpdateChecklistDto): Promise<ChecklistSummary> {
    const input = normaliseChecklist(dto, 'update');
    const events = await this.dataSource.transaction(async (m) => {
      await this.reader.findOwned(ownerId, id, m, true);
      const existing = await m.find(ChecklistItemEntity, { where: { checklistId: id } });
      const byId = new Map(existing.map((item) => [item.id, item]));
      checkItemIds(input.items, byId);

      const responses = existing.length
        ? await m.find(ItemResponseEntity, { where: { itemId: In([...byId.keys()]) }, select: ['shareId', 'itemId', 'complete'] })
        : [];
      const responsesOf = groupBy(responses, (r) => r.itemId);
      const resetIds = resetItemIds(input.items, byId, responsesOf);
      const keptIds = new Set(input.items.map((item) => item.id).filter((v): v is string => v !== null));
      const deletedIds = existing.map((item) => item.id).filter((itemId) => !keptIds.has(itemId));

      await m.update(ChecklistEntity, { id }, { title: input.title, description: input.description });
      if (deletedIds.length) await m.delete(ChecklistItemEntity, { id: In(deletedIds) });
      if (resetIds.length) await m.delete(ItemResponseEntity, { itemId: In(resetIds) });
      for (const item of input.items) {
        const old = item.id ? byId.get(item.id)! : null;
        if (old && (old.text !== item.text || old.description !== item.description || old.displayOrder !== item.displayOrder)) {
          await m.update(ChecklistItemEntity, { id: old.id }, { text: item.text, description: item.description, displayOrder: item.displayOrder });
        }
      }
      await this.insertItems(m, id, input.items.filter((item) => item.id === null));

      // Shares whose completed items were reset or deleted: their progress dropped.
      const lost = new Map<string, string>(); // share id -> first item it lost
      for (const itemId of [...resetIds, ...deletedIds]) {
        for (const r of responsesOf.get(itemId) ?? []) if (r.complete && !lost.has(r.shareId)) lost.set(r.shareId, itemId);
      }
      return this.progressEvents(m, id, lost, input.items.length);
    });
    for (const event of events) this.emit(event);
    return this.reader.summary(ownerId, id);
  }

  private async insertItems(m: EntityManager, checklistId: string, items: ChecklistItemInput[]): Promise<ChecklistItemEntity[]> {
    if (items.length === 0) return [];
    const rows = items.map((item) =>
      m.create(ChecklistItemEntity, { checklistId, text: item.text, description: item.description, displayOrder: item.displayOrder }),
    );
    return m.save(rows);
  }

  /** One event per share that lost progress, with its completed items after the change. */
  private async progressEvents(m: EntityManager, checklistId: string, lost: Map<string, string>, totalItems: number): Promise<ResponseSavedEvent[]> {
    if (lost.size === 0) return [];
    const shareIds = [...lost.keys()];
    // The event time comes from PostgreSQL's clock, like a tick's updated_at: owners drop an event
    // older than the last one they saw for a share, so both kinds must be on one clock.
    const shares: { id: string; email: string; at: Date }[] = await m.query(
      `SELECT s.id, u.email, clock_timestamp() AS at FROM shares s JOIN users u ON u.id = s.recipient_id WHERE s.id = ANY($1::uuid[])`,
      [shareIds],
    );
    const done: { share_id: string; item_id: string }[] = await m.query(
      `SELECT r.share_id, r.item_id
         FROM item_responses r JOIN checklist_items i ON i.id = r.item_id
        WHERE r.share_id = ANY($1::uuid[]) AND r.complete
        ORDER BY i.display_order, i.id`,
      [shareIds],
    );
    const completed = groupBy(done, (row) => row.share_id);
    const updatedAt = new Date(Math.max(...shares.map((share) => share.at.getTime()))).toISOString();
    return shares.map((share) => ({
      checklistId,
      shareId: share.id,
      recipientEmail: share.email,
      itemId: lost.get(share.id)!,
      key: 'reset',
      complete: false,
      completedItems: (completed.get(share.id) ?? []).map((row) => ({ itemId: row.item_id })),
      totalItems,
      updatedAt,
    }));
  }

  /** After commit: a failing listener must not turn a saved update into an error. */
  private emit(event: ResponseSavedEvent): void {
    try {
      this.events.emit(RESPONSE_SAVED, event);
    } catch (error) {
      this.logger.error(`response.saved listener failed for share ${event.shareId}: ${(error as Error).message}`);
    }
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

/** Changed items with responses: each needs a policy (else 422); the ones to reset are returned. */
function resetItemIds(
  items: ChecklistItemInput[],
  existing: Map<string, ChecklistItemEntity>,
  responsesOf: Map<string, ItemResponseEntity[]>,
): string[] {
  const errors = new FieldErrors();
  const reset: string[] = [];
  for (const item of items) {
    const old = item.id ? existing.get(item.id) : undefined;
    if (!old || !responsesOf.has(old.id)) continue;
    if (old.text === item.text && old.description === item.description) continue;
    if (item.responsePolicy === null) errors.add(itemField(item.index, 'responsePolicy'), M.responsePolicyRequired);
    else if (item.responsePolicy === 'reset') reset.push(old.id);
  }
  errors.throwIfAny();
  return reset;
}
