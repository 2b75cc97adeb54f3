import { Injectable } from '@nestjs/common';
import { WEBHOOK_LOG_SIZE, type WebhookAttemptStatus, type WebhookDeliveryType } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { isoTimestamp } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';

export interface WebhookAttemptRow {
  id: string;
  event_id: string;
  type: WebhookDeliveryType;
  attempt: number;
  status: WebhookAttemptStatus;
  status_code: number | null;
  duration_ms: number;
  response_start: string | null;
  error: string | null;
  at: string;
}

export interface NewWebhookAttempt {
  endpointId: string;
  messageId: string;
  eventId: string;
  type: string;
  attempt: number;
  status: WebhookAttemptStatus;
  statusCode: number | null;
  durationMs: number;
  responseStart: string | null;
  error: string | null;
}

const LOG_COLUMNS = `id, event_id, type, attempt, status, status_code, duration_ms, response_start, error, ${isoTimestamp('at')} AS at`;

/** Every statement on webhook_attempts: each endpoint's delivery log, the last WEBHOOK_LOG_SIZE attempts. */
@Injectable()
export class WebhookAttemptsRepository extends SqlRepository {
  /** Logs an attempt, drops that endpoint's attempts beyond the last WEBHOOK_LOG_SIZE, and answers it as the log shows it. */
  async record(a: NewWebhookAttempt): Promise<WebhookAttemptRow> {
    const rows: WebhookAttemptRow[] = await this.db().query(
      `WITH logged AS (
         INSERT INTO webhook_attempts (endpoint_id, message_id, event_id, type, attempt, status, status_code, duration_ms, response_start, error)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *
       ),
       trimmed AS (
         DELETE FROM webhook_attempts WHERE endpoint_id = $1 AND id IN (
           SELECT id FROM webhook_attempts WHERE endpoint_id = $1 ORDER BY at DESC, id OFFSET ($11::int - 1))
       )
       SELECT ${LOG_COLUMNS} FROM logged`,
      [a.endpointId, a.messageId, a.eventId, a.type, a.attempt, a.status, a.statusCode, a.durationMs, a.responseStart, a.error, WEBHOOK_LOG_SIZE],
    );
    return rows[0]!;
  }

  /** Keeps each given endpoint's last WEBHOOK_LOG_SIZE attempts (after attempts were logged in bulk). */
  async trim(endpointIds: string[], m?: EntityManager): Promise<void> {
    if (endpointIds.length === 0) return;
    await this.db(m).query(
      `DELETE FROM webhook_attempts a USING (
         SELECT id, row_number() OVER (PARTITION BY endpoint_id ORDER BY at DESC, id) AS n
           FROM webhook_attempts WHERE endpoint_id = ANY($1::uuid[])) ranked
        WHERE a.id = ranked.id AND ranked.n > $2`,
      [endpointIds, WEBHOOK_LOG_SIZE],
    );
  }

  /** The endpoint's log, newest first (the caller has checked the endpoint is the owner's). */
  listOfEndpoint(endpointId: string): Promise<WebhookAttemptRow[]> {
    return this.db().query(
      `SELECT ${LOG_COLUMNS}
         FROM webhook_attempts WHERE endpoint_id = $1 ORDER BY at DESC, id LIMIT $2`,
      [endpointId, WEBHOOK_LOG_SIZE],
    );
  }
}
