import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { ANSWER_MESSAGES, SHARING_MESSAGES, checkAnswer, isAnswerDone, isAnswerFlagged, type AnswerValue, type ItemKind, type ItemSettings } from '@ticklist/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { fieldErrors } from '../../common/domain-error';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { isUuid } from '../../common/uuid';
import { checklistClosed } from '../checklists/checklist-closed';
import { lockedByReview } from '../review/review-lock';
import { RESPONSE_SAVED, type ResponseSavedEvent } from '../responses/response-saved.event';
import { ItemFilesRepository } from '../files/item-files.repository';
import { AnswerResponsesRepository, type AnswerTargetRow } from './answer-responses.repository';

export interface SavedAnswer {
  itemId: string;
  complete: boolean;
  notes: string | null;
  /** ISO 8601 with microseconds. */
  updatedAt: string;
  answer: unknown;
  files: never[];
  flagged: boolean;
}

/** The item of an answer save, known to be one of the share's checklist. */
export type AnswerTarget = AnswerTargetRow & { item_id: string; kind: ItemKind };

/** Kinds whose answers are files uploaded to the item (checked against them). */
const TAKES_FILES: ReadonlySet<ItemKind> = new Set(['photo', 'file', 'signature']);

/**
 * `{ item, key: "answer", value }` (issue 46): the value checked against the item's kind and
 * settings (422 keyed `value`), whether it makes the item done and whether it is flagged worked out
 * here, saved in one transaction that holds the share's row, then `response.saved` after commit
 * (one `share:progress` carrying the answer and the flag, never a note). Null when the token opens
 * no active share (the caller answers 404 or 410, as every guest route).
 */
@Injectable()
export class AnswerSaveService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly answers: AnswerResponsesRepository,
    private readonly files: ItemFilesRepository,
    private readonly events: EventEmitter2,
  ) {}

  async save(tokenHash: string, body: { item?: unknown; value?: unknown }): Promise<SavedAnswer | null> {
    const itemId = checkItemId(body.item);
    const saved = await this.write(tokenHash, itemId, async (target, m) => {
      if (target.kind === 'heading') throw fieldErrors({ key: ANSWER_MESSAGES.headingNotAnswerable });
      const fileIds = TAKES_FILES.has(target.kind) ? new Set(await this.files.idsFor(target.share_id, target.item_id, m)) : undefined;
      const checked = checkAnswer(target.kind, target.settings ?? {}, body.value === undefined ? Symbol('missing') : body.value, fileIds);
      if (!checked.ok) throw fieldErrors({ value: checked.message });
      return checked.value;
    });
    return saved === 'unchanged' ? null : saved;
  }

  /**
   * Saves the answer `decide` gives for one item of the share a token opens, in one transaction
   * that holds the share's row: `decide` sees the item (and may write within `m`, or throw a domain
   * error); `undefined` from it leaves the answer as it is ('unchanged'). Then `response.saved` after commit.
   * Null when the token opens no active share.
   */
  async write(tokenHash: string, itemId: string, decide: (target: AnswerTarget, m: EntityManager) => Promise<AnswerValue | undefined>): Promise<SavedAnswer | 'unchanged' | null> {
    const result = await this.dataSource.transaction(async (m) => {
      const target = await this.answers.target(tokenHash, itemId, m);
      if (!target) return null;
      if (target.closed_at) throw checklistClosed(target.closed_at);
      const locked = lockedByReview(target.review_state);
      if (locked) throw locked;
      if (!target.item_id || !target.kind) throw fieldErrors({ item: SHARING_MESSAGES.itemNotInChecklist });
      const value = await decide(target as AnswerTarget, m);
      if (value === undefined) return { unchanged: true as const };
      const settings = target.settings ?? {};
      const done = isAnswerDone(target.kind, settings, value);
      const flagged = isAnswerFlagged(target.kind, settings, value);
      const { saved, wasComplete, answerChanged } = await this.answers.save(target.share_id, target.item_id, value, done, flagged, m);
      // The same answer saved again sends nothing (as a tick that changes nothing).
      if (answerChanged) await this.answers.answerEvents(target.share_id, target.item_id, m);
      await this.answers.doneChangeEvents(target.share_id, target.item_id, saved.complete, wasComplete, m);
      const progress = await this.answers.progress(target.share_id, target.checklist_id, m);
      const event: ResponseSavedEvent = {
        checklistId: target.checklist_id,
        shareId: target.share_id,
        recipientEmail: target.email,
        itemId: saved.item_id,
        key: 'answer',
        complete: saved.complete,
        completedItems: progress.completed.map((id) => ({ itemId: id })),
        totalItems: progress.total,
        updatedAt: saved.updated_at,
        seq: saved.seq,
        answer: saved.answer as AnswerValue,
        flagged: saved.flagged,
      };
      return { saved, event };
    });
    if (!result) return null;
    if ('unchanged' in result) return 'unchanged';
    const { saved, event } = result;
    emitAfterCommit(this.events, RESPONSE_SAVED, event);
    return { itemId: saved.item_id, complete: saved.complete, notes: saved.notes, updatedAt: saved.updated_at, answer: saved.answer, files: [], flagged: saved.flagged };
  }

  /** The kind and settings of an item of the share a token opens (read without a lock); null: no such share or item. */
  describe(tokenHash: string, itemId: string): Promise<{ kind: ItemKind; settings: ItemSettings | null } | null> {
    return this.answers.describe(tokenHash, itemId);
  }

  /** The share's current answer to an item, within a write. */
  async current(shareId: string, itemId: string, m: EntityManager): Promise<AnswerValue> {
    return (await this.answers.current(shareId, itemId, m)) as AnswerValue;
  }

  /** The item is of this checklist and asks for an answer rather than a tick. */
  async isAnswerItem(checklistId: string, itemId: string): Promise<boolean> {
    const kind = await this.answers.kindOf(checklistId, itemId);
    return kind !== null && kind !== 'check';
  }
}

function checkItemId(item: unknown): string {
  if (item === undefined || item === null || item === '') throw fieldErrors({ item: SHARING_MESSAGES.itemRequired });
  if (typeof item !== 'string' || !isUuid(item)) throw fieldErrors({ item: SHARING_MESSAGES.itemNotInChecklist });
  return item.toLowerCase();
}
