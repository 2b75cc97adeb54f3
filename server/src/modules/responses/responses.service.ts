import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { SHARING_MESSAGES } from '@ticklist/contracts';
import { sha256Hex } from '../../common/crypto';
import { fieldErrors, notFound } from '../../common/domain-error';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { parseRespondInput, type RespondInput } from './respond-input';
import { RESPONSE_SAVED, type ResponseSavedEvent } from './response-saved.event';
import { isAccessTokenShaped, ShareAccessService, type ShareAccess } from './share-access.service';

export interface SavedResponse {
  itemId: string;
  complete: boolean;
  notes: string | null;
  updatedAt: Date;
}

interface ResponseRow {
  item_id: string;
  complete: boolean;
  notes: string | null;
  updated_at: Date;
}

/** Only the field being saved is written, so a tick and a note saved at once never undo each other. */
const UPSERT = {
  complete: `INSERT INTO item_responses (share_id, item_id, complete, updated_at)
             SELECT $1, i.id, $3, clock_timestamp() FROM checklist_items i WHERE i.id = $2 AND i.checklist_id = $4
             ON CONFLICT (share_id, item_id) DO UPDATE SET complete = EXCLUDED.complete, updated_at = clock_timestamp()
             RETURNING item_id, complete, notes, updated_at`,
  notes: `INSERT INTO item_responses (share_id, item_id, notes, updated_at)
          SELECT $1, i.id, $3, clock_timestamp() FROM checklist_items i WHERE i.id = $2 AND i.checklist_id = $4
          ON CONFLICT (share_id, item_id) DO UPDATE SET notes = EXCLUDED.notes, updated_at = clock_timestamp()
          RETURNING item_id, complete, notes, updated_at`,
} as const;

/** A guest's tick or note: one row per (share, item), upserted, then `response.saved` after commit. */
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
    await this.rateLimit.consume(RATE_LIMITS.respondPerToken, sha256Hex(accessToken));
    // The body is checked before the lookup, like every DTO: a bad request costs no query.
    const input = parseRespondInput(body);
    const share = await this.access.findByAccessToken(accessToken);
    if (!share) throw notFound(SHARING_MESSAGES.shareNotFound);

    let event: ResponseSavedEvent;
    let saved: SavedResponse;
    try {
      [saved, event] = await this.dataSource.transaction((m) => this.save(m, share, input));
    } catch (error) {
      // The share (or item) was deleted between the lookup and the insert.
      if ((error as { code?: string }).code === '23503') throw notFound(SHARING_MESSAGES.shareNotFound);
      throw error;
    }
    this.publish(event);
    return saved;
  }

  private async save(m: EntityManager, share: ShareAccess, input: RespondInput): Promise<[SavedResponse, ResponseSavedEvent]> {
    const rows: ResponseRow[] = await m.query(UPSERT[input.key], [share.shareId, input.itemId, input.value, share.checklistId]);
    const row = rows[0];
    // Nothing inserted: the item is not one of this share's checklist (or no longer exists).
    if (!row) throw fieldErrors({ item: SHARING_MESSAGES.itemNotInChecklist });

    const completed: { item_id: string }[] = await m.query(
      `SELECT r.item_id FROM item_responses r JOIN checklist_items i ON i.id = r.item_id
        WHERE r.share_id = $1 AND r.complete AND i.checklist_id = $2
        ORDER BY i.display_order, i.id`,
      [share.shareId, share.checklistId],
    );
    const totals: { total: number; email: string }[] = await m.query(
      `SELECT (SELECT count(*)::int FROM checklist_items WHERE checklist_id = $1) AS total,
              (SELECT email FROM users WHERE id = $2) AS email`,
      [share.checklistId, share.recipientId],
    );
    const saved: SavedResponse = { itemId: row.item_id, complete: row.complete, notes: row.notes, updatedAt: row.updated_at };
    const event: ResponseSavedEvent = {
      checklistId: share.checklistId,
      shareId: share.shareId,
      recipientEmail: totals[0]!.email,
      itemId: row.item_id,
      key: input.key,
      complete: row.complete,
      completedItems: completed.map((c) => ({ itemId: c.item_id })),
      totalItems: Number(totals[0]!.total),
      updatedAt: row.updated_at.toISOString(),
    };
    return [saved, event];
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

