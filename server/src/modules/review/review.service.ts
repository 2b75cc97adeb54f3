import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import { REVIEW_MESSAGES as M, type ReviewItem, type ReviewState, type ShareReview } from '@ticklist/contracts';
import { DataSource } from 'typeorm';
import { DomainError, fieldErrors } from '../../common/domain-error';
import { emitAfterCommit } from '../../common/emit-after-commit';
import { PROGRESS_RESET, type ProgressResetEvent } from '../checklists/progress-reset.event';
import { OwnerShareReader } from '../follow-up/owner-share.reader';
import { MailQueueService } from '../mail/mail-queue.service';
import { ItemResponsesRepository } from '../responses/item-responses.repository';
import { RESPONSE_SAVED, type ResponseSavedEvent } from '../responses/response-saved.event';
import { RecordsService } from '../records/records.service';
import { SharesRepository } from '../shares/shares.repository';
import { parseReviewInput, type ReviewInput } from './review-input';
import { REVIEW_MAIL_KIND, type ReviewMailPayload } from './review-mail.service';
import { toShareReview } from './review.mapper';
import { SHARE_REVIEWED, type ShareReviewedEvent } from './review.events';
import { ShareReviewsRepository, type ReviewTargetRow } from './share-reviews.repository';

const conflict = (message: string) => new DomainError('conflict', message);

/**
 * Review of a recipient's finished checklist (issue 48): a save that completes every required item
 * of a checklist under review submits it; the owner accepts items or sends them back with a
 * reason. Items sent back are not done until answered again; one mail per review lists them.
 */
@Injectable()
export class ReviewService {
  private readonly logger = new Logger('Review');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reviews: ShareReviewsRepository,
    private readonly responses: ItemResponsesRepository,
    private readonly shares: SharesRepository,
    private readonly reader: OwnerShareReader,
    private readonly mails: MailQueueService,
    private readonly events: EventEmitter2,
    private readonly records: RecordsService,
  ) {}

  /** After a save that made an item done (committed): the share is submitted if it is now complete. */
  @OnEvent(RESPONSE_SAVED, { async: true })
  async onResponseSaved(event: ResponseSavedEvent): Promise<void> {
    if (event.key === 'notes' || !event.complete || event.underReview === false) return;
    try {
      const row = await this.reviews.submitIfDone(event.shareId);
      if (row) this.announce(row.checklist_id, row.share_id, toShareReview(row));
    } catch (error) {
      this.logger.error(`Could not submit share ${event.shareId} for review: ${(error as Error).message}`);
    }
  }

  /** The owner's decisions on a submitted share: 409 unless submitted, 422 for an item not of the checklist. */
  async decide(ownerId: string, checklistId: string, shareId: string, body: Parameters<typeof parseReviewInput>[0]): Promise<ShareReview> {
    const input = parseReviewInput(body);
    const decided = await this.dataSource.transaction(async (m) => {
      const target = await this.reviews.lockForDecision(checklistId, shareId, m);
      // The 404 is read after the transaction: on the embedded database (one session) a read on the
      // pool from inside it would wait for the connection this transaction holds.
      if (!target) return null;
      if (target.state !== 'submitted') throw conflict(M.notSubmitted);
      const order = (await this.reviews.reviewableItems(checklistId, m)).map((item) => item.id);
      if (!input.acceptAll) {
        const known = new Set(order);
        const unknown = Object.fromEntries(input.items.flatMap((item, i) => (known.has(item.itemId) ? [] : [[`items[${i}].itemId`, M.itemNotInChecklist]])));
        if (Object.keys(unknown).length) throw fieldErrors(unknown);
      }
      const done = await this.reviews.doneItems(shareId, m);
      const { state, rounds, items, rework } = applyDecisions(target, input, done, order);
      const row = await this.reviews.decide(shareId, state, rounds, items, m);
      // An accepted run leaves a completion record, signed in the same transaction.
      if (state === 'accepted') await this.records.issue(shareId, new Date(), m);
      let reset: ProgressResetEvent | null = null;
      if (rework.length) {
        await this.reviews.reopenItems(shareId, rework.map((item) => item.itemId), m);
        reset = await this.progressAfterRework(checklistId, shareId, rework[0]!.itemId, order.length, m);
        const payload: ReviewMailPayload = { shareId, items: rework.map((item) => ({ itemId: item.itemId, reason: item.reason ?? '' })) };
        await this.mails.enqueueDue(m, REVIEW_MAIL_KIND, [payload]);
      }
      return { review: toShareReview(row), reset, mailed: rework.length > 0 };
    });
    if (!decided) throw await this.reader.missing(ownerId, checklistId);
    const { review, reset, mailed } = decided;
    if (reset) emitAfterCommit(this.events, PROGRESS_RESET, reset);
    if (mailed || review.state === 'accepted') this.mails.sendDueNow(); // the rework mail, or the record's
    this.announce(checklistId, shareId, review);
    return review;
  }

  /**
   * The owner reopens an accepted run (409 unless accepted): the recipient may change it again; when
   * they finish it goes back to review, and the next accept issues a record that supersedes the old
   * one (which still verifies and says it was superseded).
   */
  async reopen(ownerId: string, checklistId: string, shareId: string): Promise<ShareReview> {
    const review = await this.dataSource.transaction(async (m) => {
      const target = await this.reviews.lockForDecision(checklistId, shareId, m);
      if (!target) return null;
      const row = target.state === 'accepted' ? await this.reviews.reopenAccepted(shareId, m) : null;
      if (!row) throw conflict(M.notAccepted);
      return toShareReview(row);
    });
    // Which 404 is read after the transaction: the embedded database has one session.
    if (!review) throw await this.reader.missing(ownerId, checklistId);
    this.announce(checklistId, shareId, review);
    return review;
  }

  private announce(checklistId: string, shareId: string, review: ShareReview): void {
    emitAfterCommit(this.events, SHARE_REVIEWED, { checklistId, shareId, runId: null, review } satisfies ShareReviewedEvent);
  }

  /** The share's progress after items were sent back, as a progress reset (`share:progress` drops them). */
  private async progressAfterRework(checklistId: string, shareId: string, itemId: string, totalItems: number, m: Parameters<ItemResponsesRepository['completedOfShares']>[1]): Promise<ProgressResetEvent | null> {
    const [share] = await this.shares.withRecipientsRaisingStamps([shareId], m);
    if (!share) return null;
    const completed = await this.responses.completedOfShares([shareId], m);
    return { checklistId, shareId, recipientEmail: share.email, itemId, completedItems: completed.map((row) => ({ itemId: row.item_id })), totalItems, updatedAt: share.at, seq: Number(share.seq) };
  }
}

/**
 * The review after the owner's decisions: any item sent back makes `changes_requested` (one more
 * round); else every done item accepted makes `accepted`; else it stays `submitted`. Items are kept
 * in the checklist's order.
 */
export function applyDecisions(target: Pick<ReviewTargetRow, 'rounds' | 'items'>, input: ReviewInput, done: string[], order: string[]) {
  const decided = new Map<string, ReviewItem>((target.items ?? []).map((item) => [item.itemId, item]));
  if (input.acceptAll) {
    for (const itemId of done) if (!decided.get(itemId)?.decision) decided.set(itemId, { itemId, decision: 'accept', reason: null });
  } else {
    for (const item of input.items) decided.set(item.itemId, { itemId: item.itemId, decision: item.decision, reason: item.reason });
  }
  const rework = input.acceptAll ? [] : input.items.filter((item) => item.decision === 'rework');
  const rank = new Map(order.map((id, i) => [id, i]));
  const items = [...decided.values()].sort((a, b) => (rank.get(a.itemId) ?? 0) - (rank.get(b.itemId) ?? 0));
  const allAccepted = done.every((itemId) => decided.get(itemId)?.decision === 'accept');
  const state: ReviewState = rework.length ? 'changes_requested' : allAccepted ? 'accepted' : 'submitted';
  return { state, rounds: Number(target.rounds ?? 0) + (rework.length ? 1 : 0), items, rework };
}
