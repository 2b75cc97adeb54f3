import { Injectable } from '@nestjs/common';
import type { DeliveryStatus } from '@ticklist/contracts';
import { returnedRows } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import { insertActivity, type RecordedActivityRow } from './share-activity.sql';

/** The share's delivery after a change; the activity entry when the change recorded one. */
export type DeliveryRow = { checklist_id: string; status: DeliveryStatus; at: Date; error: string | null } & Partial<RecordedActivityRow>;

const RETURNING = `RETURNING s.id, s.checklist_id, s.delivery_status AS status, s.delivery_at AS at, s.delivery_error AS error`;

/**
 * The invitation's delivery state on `shares` (issue 18): the state of the latest invitation job
 * of the share (`delivery_job_id`). An older job's outcome, once a resend or renewal queued a
 * newer one, changes nothing.
 */
@Injectable()
export class ShareDeliveryRepository extends SqlRepository {
  /** A new invitation job: queued now, and the job whose outcome counts. */
  async queued(shareId: string, jobId: string): Promise<DeliveryRow | null> {
    const rows = returnedRows<DeliveryRow>(
      await this.db().query(
        `UPDATE shares s SET delivery_status = 'queued', delivery_at = now(), delivery_error = NULL, delivery_job_id = $2
          WHERE s.id = $1 ${RETURNING}`,
        [shareId, jobId],
      ),
    );
    return rows[0] ?? null;
  }

  /**
   * The job whose outcome counts went out at `at` (the app's clock). The invitation counts as a
   * nudge for the once-a-day rule (issue 44): no nudge within a day of the link arriving.
   */
  async sent(shareId: string, jobId: string, at: Date): Promise<DeliveryRow | null> {
    const rows = returnedRows<DeliveryRow>(
      await this.db().query(
        `UPDATE shares s SET delivery_status = 'sent', delivery_at = now(), delivery_error = NULL,
                last_nudged_at = GREATEST(s.last_nudged_at, $3::timestamptz)
          WHERE s.id = $1 AND s.delivery_job_id = $2 ${RETURNING}`,
        [shareId, jobId, at],
      ),
    );
    return rows[0] ?? null;
  }

  /**
   * The invitation failed (`jobId` null: none could be queued, the recipient turned mails off). The
   * first failure after a queued or sent state records `invitation_failed`, in the same statement.
   */
  async failed(shareId: string, jobId: string | null, error: string): Promise<DeliveryRow | null> {
    const rows: DeliveryRow[] = await this.db().query(
      `WITH before AS (
         SELECT id, delivery_status FROM shares WHERE id = $1 AND ($2::uuid IS NULL OR delivery_job_id = $2) FOR UPDATE
       ),
       changed AS (
         UPDATE shares s SET delivery_status = 'failed', delivery_at = now(), delivery_error = $3,
                delivery_job_id = CASE WHEN $2::uuid IS NULL THEN NULL ELSE s.delivery_job_id END
           FROM before WHERE s.id = before.id
         ${RETURNING}, before.delivery_status AS was
       ),
       act AS (
         ${insertActivity(`SELECT id, 'invitation_failed', NULL::uuid, at FROM changed WHERE was IS DISTINCT FROM 'failed'`)}
       )
       SELECT changed.checklist_id, changed.status, changed.at, changed.error, act.* FROM changed LEFT JOIN act ON true`,
      [shareId, jobId, error],
    );
    return rows[0] ?? null;
  }
}
