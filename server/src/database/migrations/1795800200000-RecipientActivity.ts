import { sqlMigration } from '../sql-migration';

/**
 * Recipient insight (issue 18): the invitation's delivery state and the first opening on `shares`,
 * and `share_activity`, the append-only record of what happened on each share. `item_id` is no
 * foreign key: an entry outlives its item (shown as "a deleted item"), and a save pays no check.
 */
export const RecipientActivity1795800200000 = sqlMigration('RecipientActivity1795800200000', {
  up: [
    `ALTER TABLE shares
      ADD COLUMN delivery_status varchar(16) NOT NULL DEFAULT 'queued',
      ADD COLUMN delivery_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN delivery_error text,
      ADD COLUMN delivery_job_id uuid,
      ADD COLUMN first_opened_at timestamptz,
      ADD COLUMN opened_on date,
      ADD CONSTRAINT shares_delivery_status_check CHECK (delivery_status IN ('queued', 'sent', 'failed'))`,
    // Shares made before: sent when they were shared, unless their invitation still waits in the queue or failed for good.
    `
      UPDATE shares s SET delivery_status = COALESCE(j.state, 'sent'), delivery_at = COALESCE(j.at, s.shared_at),
             delivery_error = CASE WHEN j.state = 'failed' THEN 'the invitation could not be sent' END
        FROM shares x
        LEFT JOIN LATERAL (
          SELECT CASE WHEN m.status = 'failed' THEN 'failed' ELSE 'queued' END AS state, m.created_at AS at
            FROM mail_jobs m WHERE m.kind = 'share' AND m.payload->>'shareId' = x.id::text
           ORDER BY m.created_at DESC LIMIT 1) j ON true
       WHERE x.id = s.id`,
    `
      CREATE TABLE share_activity (
        id bigserial PRIMARY KEY,
        share_id uuid NOT NULL,
        kind varchar(32) NOT NULL,
        item_id uuid,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT share_activity_share_id_fkey FOREIGN KEY (share_id) REFERENCES shares (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX share_activity_share_at_idx ON share_activity (share_id, at DESC, id DESC)`,
  ],

  down: [
    `DROP TABLE share_activity`,
    `ALTER TABLE shares DROP CONSTRAINT shares_delivery_status_check,
      DROP COLUMN delivery_status, DROP COLUMN delivery_at, DROP COLUMN delivery_error, DROP COLUMN delivery_job_id,
      DROP COLUMN first_opened_at, DROP COLUMN opened_on`,
  ],
});
