import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SHARING_MESSAGES } from '@ticklist/contracts';
import { sha256Hex } from '../../common/crypto';
import { fieldErrors, notFound } from '../../common/domain-error';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { parseRespondInput } from './respond-input';
import { RESPONSE_SAVED, type ResponseSavedEvent } from './response-saved.event';
import { isAccessTokenShaped, ShareAccessService } from './share-access.service';

export interface SavedResponse {
  itemId: string;
  complete: boolean;
  notes: string | null;
  updatedAt: Date;
}

interface ResponseRow {
  share_id: string;
  item_id: string;
  complete: boolean;
  notes: string | null;
  updated_at: Date;
}

interface ProgressRow {
  checklist_id: string;
  email: string;
  total: number;
  completed: string[];
}

/**
 * One statement, committed on its own (one round trip): it finds the share by its token hash,
 * checks the item belongs to its checklist and upserts the row — nothing is written unless both
 * match — then reads the share's progress for `response.saved`. Only the field being saved is set,
 * so a tick and a note saved at once never undo each other; concurrent saves of one field: the last
 * one wins (updated_at is taken after the row lock). The upserted row is not visible to the
 * statement's own reads, so the completed list takes it from `saved` and the rest from the table.
 */
const save = (column: 'complete' | 'notes') => `
  WITH saved AS (
    INSERT INTO item_responses (share_id, item_id, ${column}, updated_at)
    SELECT s.id, i.id, $3, clock_timestamp()
      FROM shares s JOIN checklist_items i ON i.checklist_id = s.checklist_id AND i.id = $2
     WHERE s.access_token_hash = $1
    ON CONFLICT (share_id, item_id) DO UPDATE SET ${column} = EXCLUDED.${column}, updated_at = clock_timestamp()
    RETURNING share_id, item_id, complete, notes, updated_at
  )
  SELECT saved.share_id, saved.item_id, saved.complete, saved.notes, saved.updated_at, s.checklist_id, u.email,
         (SELECT count(*)::int FROM checklist_items WHERE checklist_id = s.checklist_id) AS total,
         COALESCE((SELECT json_agg(x.item_id ORDER BY x.display_order, x.item_id) FROM (
                     SELECT r.item_id, i.display_order
                       FROM item_responses r JOIN checklist_items i ON i.id = r.item_id
                      WHERE r.share_id = saved.share_id AND r.complete AND r.item_id <> saved.item_id
                        AND i.checklist_id = s.checklist_id
                     UNION ALL
                     SELECT i.id, i.display_order FROM checklist_items i WHERE saved.complete AND i.id = saved.item_id
                   ) x), '[]'::json) AS completed
    FROM saved JOIN shares s ON s.id = saved.share_id JOIN users u ON u.id = s.recipient_id`;
const SAVE = { complete: save('complete'), notes: save('notes') } as const;

/** A guest's tick or note: one row per (share, item), upserted, then `response.saved` once it is committed. */
@Injectable()
export class ResponsesService {
  private readonly logger = new Logger('Responses');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: ShareAccessService,
    private readonly rateLimit: RateLimitService,
    private readonly events: EventEmitter2,
  ) {}

  async respond(accessToken: string, body: { item?: unknown; key?: unknown; value?: unknown }): Promise<SavedResponse> {
    if (!isAccessTokenShaped(accessToken)) throw notFound(SHARING_MESSAGES.shareNotFound);
    const tokenHash = sha256Hex(accessToken);
    await this.rateLimit.consume(RATE_LIMITS.respondPerToken, tokenHash);
    // The body is checked before any query, like every DTO: a bad request costs nothing.
    const input = parseRespondInput(body);

    let rows: (ResponseRow & ProgressRow)[];
    try {
      // A single statement, committed on its own: once it returns, the save is durable.
      rows = await this.dataSource.query(SAVE[input.key], [tokenHash, input.itemId, input.value]);
    } catch (error) {
      // The share or item was deleted while the statement ran.
      if ((error as { code?: string }).code === '23503') throw notFound(SHARING_MESSAGES.shareNotFound);
      throw error;
    }
    const row = rows[0];
    if (!row) {
      // Nothing written: either the link is unknown or the item is not one of its checklist.
      if (!(await this.access.findByAccessToken(accessToken))) throw notFound(SHARING_MESSAGES.shareNotFound);
      throw fieldErrors({ item: SHARING_MESSAGES.itemNotInChecklist });
    }

    this.publish(toEvent(row, input.key, row));
    return { itemId: row.item_id, complete: row.complete, notes: row.notes, updatedAt: row.updated_at };
  }

  /** After commit; a failing listener must not turn a durable save into an error. */
  private publish(event: ResponseSavedEvent): void {
    try {
      this.events.emit(RESPONSE_SAVED, event);
    } catch (error) {
      this.logger.warn(`${RESPONSE_SAVED} listener failed: ${(error as Error).message}`);
    }
  }
}

function toEvent(row: ResponseRow, key: 'complete' | 'notes', progress: ProgressRow): ResponseSavedEvent {
  return {
    checklistId: progress.checklist_id,
    shareId: row.share_id,
    recipientEmail: progress.email,
    itemId: row.item_id,
    key,
    complete: row.complete,
    completedItems: progress.completed.map((itemId) => ({ itemId })),
    totalItems: Number(progress.total),
    updatedAt: row.updated_at.toISOString(),
  };
}
