import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { ANSWER_MESSAGES, RUN_MESSAGES, SHARING_MESSAGES } from '@ticklist/contracts';
import { isTokenShaped, sha256Hex } from '../../common/crypto';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { DomainError, fieldErrors, notFound } from '../../common/domain-error';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { isForeignKeyViolation } from '../../database/db-errors';
import { checklistClosed } from '../checklists/checklist-closed';
import { announceActivity } from '../shares/share-activity.announce';
import { ChecklistsRepository } from '../checklists/checklists.repository';
import type { SavedResponseRow } from './item-responses.repository';
import { ResponseSaveBatcher } from './response-save-batcher';
import { parseRespondInput, type RespondBody } from './respond-input';
import { RESPONSE_SAVED, type ResponseSavedEvent } from './response-saved.event';
import { ShareAccessService } from './share-access.service';
import { AnswerSaveService } from '../answers/answer-save.service';
import { parseRunId } from './respond-run';
import { SaveRunRepository } from './save-run.repository';
import { lockedByReview, ReviewLockReader } from '../review/review-lock';

export interface SavedResponse {
  itemId: string;
  complete: boolean;
  notes: string | null;
  /** ISO 8601 with microseconds: strictly later than the share's previous save. */
  updatedAt: string;
  /** On an answer save (issue 46). */
  answer?: unknown;
  files?: never[];
  flagged?: boolean;
}

/**
 * A guest's tick or note: one row per (share, item), upserted, then `response.saved` once it is
 * committed, and `share.activity-recorded` when the save's statement recorded an entry.
 */
@Injectable()
export class ResponsesService {
  constructor(
    private readonly saves: ResponseSaveBatcher,
    private readonly access: ShareAccessService,
    private readonly checklists: ChecklistsRepository,
    private readonly rateLimit: RateLimitService,
    private readonly events: EventEmitter2,
    private readonly answers: AnswerSaveService,
    private readonly runs: SaveRunRepository,
    private readonly reviewLock: ReviewLockReader,
  ) {}

  async respond(accessToken: string, body: RespondBody | undefined): Promise<SavedResponse> {
    if (!isTokenShaped(accessToken)) throw notFound(SHARING_MESSAGES.shareNotFound);
    const tokenHash = sha256Hex(accessToken);
    await this.rateLimit.consume(RATE_LIMITS.respondPerToken, tokenHash);
    // An answer of any kind (issue 46) takes its own path; ticks and notes the batched one below.
    if (body?.key === 'answer') {
      const saved = await this.answers.save(tokenHash, body);
      if (saved) return saved;
      await this.access.requireActive(accessToken); // 404 or 410
      throw notFound(SHARING_MESSAGES.shareNotFound);
    }
    // The body is checked before any query, like every DTO: a bad request costs nothing.
    const input = parseRespondInput(body);
    const runId = parseRunId(body);

    let row: SavedResponseRow | null;
    try {
      // Resolves once the statement holding this save (with others that arrived meanwhile) has committed.
      row = await this.saves.save(tokenHash, input.itemId, input.key, input.value, runId);
    } catch (error) {
      // The share or item was deleted while the statement ran.
      if (isForeignKeyViolation(error)) throw notFound(SHARING_MESSAGES.shareNotFound);
      throw error;
    }
    if (!row) {
      // Nothing written: the link is unknown, revoked or replaced (404 or 410), the checklist closed (409),
      // or the item not one of its checklist.
      const found = await this.access.requireActive(accessToken);
      const closedAt = await this.checklists.closedAt(found.checklistId);
      if (closedAt) throw checklistClosed(closedAt);
      if (!(await this.runs.takesSaves(found.shareId, runId))) throw new DomainError('conflict', RUN_MESSAGES.runNotOpen);
      const review = lockedByReview(await this.reviewLock.stateOf(found.shareId));
      if (review) throw review;
      if (input.key === 'complete' && (await this.answers.isAnswerItem(found.checklistId, input.itemId))) throw fieldErrors({ key: ANSWER_MESSAGES.completeOnlyForCheck });
      throw fieldErrors({ item: SHARING_MESSAGES.itemNotInChecklist });
    }

    emitAfterCommit(this.events, RESPONSE_SAVED, toEvent(row, input.key));
    announceActivity(this.events, row.checklist_id, row.share_id, row);
    return { itemId: row.item_id, complete: row.complete, notes: row.notes, updatedAt: row.updated_iso };
  }
}

function toEvent(row: SavedResponseRow, key: 'complete' | 'notes'): ResponseSavedEvent {
  return {
    checklistId: row.checklist_id,
    shareId: row.share_id,
    recipientEmail: row.email,
    itemId: row.item_id,
    key,
    complete: row.complete,
    completedItems: row.completed.map((itemId) => ({ itemId })),
    totalItems: Number(row.total),
    updatedAt: row.updated_iso,
    seq: Number(row.seq),
    underReview: row.under_review,
    ...(row.run_id ? { runId: row.run_id } : {}),
  };
}
