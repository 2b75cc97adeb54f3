import { Injectable } from '@nestjs/common';
import { WEBHOOK_MESSAGES as M, type WebhookDeliveryType } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { SqlRepository } from '../../database/sql-repository';
import { MANAGED_BY_$1 } from './webhook-endpoints.repository';

/** A claimed message: what the sender needs, and `attempts` as the fence of this claim. */
export interface ClaimedWebhookMessage {
  id: string;
  event_id: string;
  endpoint_id: string;
  type: WebhookDeliveryType;
  data: Record<string, unknown>;
  event_at: Date;
  attempts: number;
}

const CLAIMED = 'id, event_id, endpoint_id, type, data, event_at, attempts';
/** The advisory lock every claim takes (see claimDue). */
const CLAIM_LOCK = 'webhook_messages:claim';
/**
 * Each endpoint's oldest unfinished message, found by skipping through webhook_messages_order_idx one
 * endpoint at a time: the claim's cost grows with the endpoints that have work, not with the messages
 * queued behind a failing one.
 */
const HEADS = `
  heads AS (
    (SELECT id, endpoint_id FROM webhook_messages WHERE status IN ('pending', 'sending') ORDER BY endpoint_id, seq LIMIT 1)
    UNION ALL
    SELECT n.id, n.endpoint_id FROM heads h CROSS JOIN LATERAL (
      SELECT id, endpoint_id FROM webhook_messages
       WHERE status IN ('pending', 'sending') AND endpoint_id > h.endpoint_id ORDER BY endpoint_id, seq LIMIT 1) n)`;
const CLAIM_DUE = `
  WITH RECURSIVE ${HEADS}
  UPDATE webhook_messages SET status = 'sending', attempts = attempts + 1,
         locked_until = now() + make_interval(secs => $1::float8 / 1000)
   WHERE id = (SELECT m.id FROM heads JOIN webhook_messages m ON m.id = heads.id JOIN webhook_endpoints e ON e.id = m.endpoint_id
                WHERE ((m.status = 'pending' AND m.next_attempt_at <= now()) OR (m.status = 'sending' AND m.locked_until <= now()))
                  AND NOT e.paused AND e.disabled_at IS NULL
                  AND (SELECT count(*) FROM webhook_endpoints oe JOIN webhook_messages f ON f.endpoint_id = oe.id AND f.status = 'sending'
                        WHERE oe.owner_id = e.owner_id AND f.locked_until > now()) < $2::int
                ORDER BY m.next_attempt_at, m.seq
                LIMIT 1
                FOR UPDATE OF m SKIP LOCKED)
   RETURNING ${CLAIMED}`;
const returned = <T>(result: unknown): T[] => (Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]));

/**
 * Every statement on webhook_messages (the outbox; its inserts are SQL fragments other statements
 * carry, see webhook-outbox.sql.ts). Claims are single statements, so no transaction is held open
 * across an HTTP call; a result is recorded only by the claim that still holds the message.
 */
@Injectable()
export class WebhookMessagesRepository extends SqlRepository {
  /**
   * Claims the most overdue message that is due (or whose claimer's lease ended), skipping rows
   * another process is claiming, of an endpoint neither paused nor disabled, that is its endpoint's
   * oldest unfinished message (so an endpoint gets one attempt at a time, in write order: a later
   * event waits while an earlier one is retried), of an owner with fewer than `perOwner` attempts
   * in flight. Claims take one advisory lock in turn across replicas, so each claim's snapshot sees
   * every earlier claim and the per-owner count holds.
   */
  async claimDue(leaseMs: number, perOwner: number): Promise<ClaimedWebhookMessage | null> {
    const rows = await this.preparedUnderLocks<ClaimedWebhookMessage>('webhook-claim-due', CLAIM_DUE, [String(leaseMs), String(perOwner)], [CLAIM_LOCK]);
    return rows[0] ?? null;
  }

  /** Delivered: kept (for redelivery) until retention prunes it. False when this claim no longer held it. */
  async markDelivered(message: ClaimedWebhookMessage): Promise<boolean> {
    const rows = returned<{ id: string }>(
      await this.db().query(
        `UPDATE webhook_messages SET status = 'delivered', locked_until = NULL, finished_at = now()
          WHERE id = $1 AND status = 'sending' AND attempts = $2 RETURNING id`,
        [message.id, message.attempts],
      ),
    );
    return rows.length > 0;
  }

  /**
   * A failed try: retried after `retryInMs`, or expired once `windowMs` has passed since the event,
   * or since its endpoint was last resumed when that is later (an event kept while it was paused).
   */
  async markFailed(message: ClaimedWebhookMessage, retryInMs: number, windowMs: number): Promise<'pending' | 'expired' | null> {
    const rows = returned<{ status: 'pending' | 'expired' }>(
      await this.db().query(
        `WITH due AS (
           SELECT m.id, GREATEST(m.event_at, COALESCE(e.resumed_at, m.event_at)) + make_interval(secs => $4::float8 / 1000)
                        <= now() + make_interval(secs => $3::float8 / 1000) AS over
             FROM webhook_messages m JOIN webhook_endpoints e ON e.id = m.endpoint_id WHERE m.id = $1
         )
         UPDATE webhook_messages m
            SET status = CASE WHEN due.over THEN 'expired' ELSE 'pending' END,
                locked_until = NULL,
                next_attempt_at = now() + make_interval(secs => $3::float8 / 1000),
                finished_at = CASE WHEN due.over THEN now() END
           FROM due
          WHERE m.id = due.id AND m.status = 'sending' AND m.attempts = $2
          RETURNING m.status`,
        [message.id, message.attempts, retryInMs, windowMs],
      ),
    );
    return rows[0]?.status ?? null;
  }

  /** An endpoint was disabled: its waiting messages expire (kept, for the log's Redeliver). */
  async expireOfEndpoint(endpointId: string): Promise<void> {
    await this.db().query(
      `UPDATE webhook_messages SET status = 'expired', locked_until = NULL, finished_at = now()
        WHERE endpoint_id = $1 AND status = 'pending'`,
      [endpointId],
    );
  }

  /**
   * A paused endpoint keeps its events until `before` (the caller's now less the keeping time):
   * older ones still waiting expire, each logged as an `expired` attempt (Redeliver works on it).
   * Only one endpoint's with `endpointId` (on resume). Answers the endpoints whose log grew.
   */
  async expireWaiting(before: Date, endpointId: string | null, m?: EntityManager): Promise<string[]> {
    const rows: { endpoint_id: string }[] = await this.db(m).query(
      `WITH expired AS (
         UPDATE webhook_messages SET status = 'expired', locked_until = NULL, finished_at = now()
          WHERE status = 'pending' AND event_at < $1 AND ($2::uuid IS NULL OR endpoint_id = $2)
          RETURNING id, endpoint_id, event_id, type, attempts
       ),
       logged AS (
         INSERT INTO webhook_attempts (endpoint_id, message_id, event_id, type, attempt, status, status_code, duration_ms, response_start, error)
         SELECT endpoint_id, id, event_id, type, attempts + 1, 'expired', NULL, 0, NULL, $3 FROM expired
         RETURNING endpoint_id
       )
       SELECT DISTINCT endpoint_id FROM logged`,
      [before, endpointId, M.expiredWhilePaused],
    );
    return rows.map((r) => r.endpoint_id);
  }

  /** A ping, sent already: kept as a finished message (so Redeliver from the log works on it too). */
  async insertSent(endpointId: string, event: { eventId: string; type: WebhookDeliveryType; eventAt: Date; data: Record<string, unknown> }, delivered: boolean): Promise<string> {
    const rows: { id: string }[] = await this.db().query(
      `INSERT INTO webhook_messages (event_id, endpoint_id, type, data, event_at, status, attempts, finished_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6, 1, now()) RETURNING id`,
      [event.eventId, endpointId, event.type, JSON.stringify(event.data), event.eventAt, delivered ? 'delivered' : 'expired'],
    );
    return rows[0]!.id;
  }

  /**
   * Redeliver: a new message (a new attempt series) with the same event id, type, share and data,
   * from the message an attempt of the owner's endpoint belongs to. False when there is none.
   */
  async requeue(ownerId: string, endpointId: string, attemptId: string): Promise<string | null> {
    const rows = returned<{ event_id: string }>(
      await this.db().query(
        `INSERT INTO webhook_messages (event_id, endpoint_id, type, share_id, data, event_at)
         SELECT m.event_id, m.endpoint_id, m.type, m.share_id, m.data, m.event_at
           FROM webhook_attempts a
           JOIN webhook_endpoints e ON e.id = a.endpoint_id AND e.${MANAGED_BY_$1} AND e.id = $2
           JOIN webhook_messages m ON m.id = a.message_id
          WHERE a.id = $3
         RETURNING event_id`,
        [ownerId, endpointId, attemptId],
      ),
    );
    return rows[0]?.event_id ?? null;
  }

  /** Retention: finished messages (delivered or expired) older than `olderThanMs` go. */
  async pruneFinished(olderThanMs: number): Promise<number> {
    const rows = returned<{ id: string }>(
      await this.db().query(
        `DELETE FROM webhook_messages WHERE finished_at < now() - make_interval(secs => $1::float8 / 1000) RETURNING id`,
        [olderThanMs],
      ),
    );
    return rows.length;
  }
}
