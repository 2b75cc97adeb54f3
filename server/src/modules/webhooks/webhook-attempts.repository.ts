import { Injectable } from '@nestjs/common';
import { WEBHOOK_LOG_SIZE, type WebhookAttemptStatus, type WebhookEventType } from '@ticklist/contracts';
import { isoTimestamp } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';

export interface WebhookAttemptRow {
  id: string;
  event_id: string;
  type: WebhookEventType;
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

/** Every statement on webhook_attempts: each endpoint's delivery log, the last WEBHOOK_LOG_SIZE attempts. */
@Injectable()
export class WebhookAttemptsRepository extends SqlRepository {
  /** Logs an attempt and drops that endpoint's attempts beyond the last WEBHOOK_LOG_SIZE. */
  async record(a: NewWebhookAttempt): Promise<void> {
    await this.db().query(
      `WITH logged AS (
         INSERT INTO webhook_attempts (endpoint_id, message_id, event_id, type, attempt, status, status_code, duration_ms, response_start, error)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id
       )
       DELETE FROM webhook_attempts WHERE endpoint_id = $1 AND id IN (
         SELECT id FROM webhook_attempts WHERE endpoint_id = $1 ORDER BY at DESC, id OFFSET ($11::int - 1))`,
      [a.endpointId, a.messageId, a.eventId, a.type, a.attempt, a.status, a.statusCode, a.durationMs, a.responseStart, a.error, WEBHOOK_LOG_SIZE],
    );
  }

  /** The endpoint's log, newest first (the caller has checked the endpoint is the owner's). */
  listOfEndpoint(endpointId: string): Promise<WebhookAttemptRow[]> {
    return this.db().query(
      `SELECT id, event_id, type, attempt, status, status_code, duration_ms, response_start, error, ${isoTimestamp('at')} AS at
         FROM webhook_attempts WHERE endpoint_id = $1 ORDER BY at DESC, id LIMIT $2`,
      [endpointId, WEBHOOK_LOG_SIZE],
    );
  }
}
