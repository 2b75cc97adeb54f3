import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { ANSWER_MESSAGES, SHARING_MESSAGES, checkAnswer, isAnswerDone, isAnswerFlagged, type AnswerValue } from '@ticklist/contracts';
import { DataSource } from 'typeorm';
import { fieldErrors } from '../../common/domain-error';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { isUuid } from '../../common/uuid';
import { checklistClosed } from '../checklists/checklist-closed';
import { lockedByReview } from '../review/review-lock';
import { RESPONSE_SAVED, type ResponseSavedEvent } from '../responses/response-saved.event';
import { AnswerResponsesRepository } from './answer-responses.repository';

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
    private readonly events: EventEmitter2,
  ) {}

  async save(tokenHash: string, body: { item?: unknown; value?: unknown }): Promise<SavedAnswer | null> {
    const itemId = checkItemId(body.item);
    const result = await this.dataSource.transaction(async (m) => {
      const target = await this.answers.target(tokenHash, itemId, m);
      if (!target) return null;
      if (target.closed_at) throw checklistClosed(target.closed_at);
      const locked = lockedByReview(target.review_state);
      if (locked) throw locked;
      if (!target.item_id || !target.kind) throw fieldErrors({ item: SHARING_MESSAGES.itemNotInChecklist });
      if (target.kind === 'heading') throw fieldErrors({ key: ANSWER_MESSAGES.headingNotAnswerable });
      const settings = target.settings ?? {};
      const checked = checkAnswer(target.kind, settings, body.value === undefined ? Symbol('missing') : body.value);
      if (!checked.ok) throw fieldErrors({ value: checked.message });
      const done = isAnswerDone(target.kind, settings, checked.value);
      const flagged = isAnswerFlagged(target.kind, settings, checked.value);
      const { saved, wasComplete } = await this.answers.save(target.share_id, target.item_id, checked.value, done, flagged, m);
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
    const { saved, event } = result;
    emitAfterCommit(this.events, RESPONSE_SAVED, event);
    return { itemId: saved.item_id, complete: saved.complete, notes: saved.notes, updatedAt: saved.updated_at, answer: saved.answer, files: [], flagged: saved.flagged };
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
