import { sqlMigration } from '../sql-migration';

/**
 * Webhooks (issue 20): an owner's endpoints; the outbox of messages (one per event and endpoint,
 * written in the statement or transaction of the change, so nothing is sent before it commits and
 * nothing is lost after); and each endpoint's delivery log (the last 100 attempts).
 */
export const Webhooks1795900000000 = sqlMigration('Webhooks1795900000000', {
  up: [
    `
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL,
        url varchar(2000) NOT NULL,
        events text[] NOT NULL,
        secret_sealed text NOT NULL,
        previous_secret_sealed text,
        previous_secret_until timestamptz,
        paused boolean NOT NULL DEFAULT false,
        disabled_at timestamptz,
        failing_since timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT webhook_endpoints_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX webhook_endpoints_owner_idx ON webhook_endpoints (owner_id, created_at)`,
    `
      CREATE TABLE webhook_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigserial NOT NULL,
        event_id uuid NOT NULL,
        endpoint_id uuid NOT NULL,
        type varchar(40) NOT NULL,
        share_id uuid,
        data jsonb NOT NULL,
        event_at timestamptz NOT NULL DEFAULT now(),
        status varchar(12) NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        finished_at timestamptz,
        CONSTRAINT webhook_messages_endpoint_id_fkey FOREIGN KEY (endpoint_id) REFERENCES webhook_endpoints (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX webhook_messages_due_idx ON webhook_messages (next_attempt_at) WHERE status IN ('pending', 'sending')`,
    `CREATE INDEX webhook_messages_order_idx ON webhook_messages (endpoint_id, share_id, seq) WHERE status IN ('pending', 'sending')`,
    `CREATE INDEX webhook_messages_finished_idx ON webhook_messages (finished_at) WHERE finished_at IS NOT NULL`,
    `
      CREATE TABLE webhook_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        endpoint_id uuid NOT NULL,
        message_id uuid NOT NULL,
        event_id uuid NOT NULL,
        type varchar(40) NOT NULL,
        attempt integer NOT NULL,
        status varchar(12) NOT NULL,
        status_code integer,
        duration_ms integer NOT NULL,
        response_start text,
        error text,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT webhook_attempts_endpoint_id_fkey FOREIGN KEY (endpoint_id) REFERENCES webhook_endpoints (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX webhook_attempts_endpoint_idx ON webhook_attempts (endpoint_id, at DESC)`,
    // Once-only events per share: 'opened' (share.opened), 'overdue:<due moment>' (recipient.overdue; a new due moment re-arms it).
    `
      CREATE TABLE webhook_share_marks (
        share_id uuid NOT NULL,
        mark varchar(64) NOT NULL,
        PRIMARY KEY (share_id, mark),
        CONSTRAINT webhook_share_marks_share_id_fkey FOREIGN KEY (share_id) REFERENCES shares (id) ON DELETE CASCADE
      )`,
  ],

  down: [
    `DROP TABLE webhook_share_marks`,
    `DROP TABLE webhook_attempts`,
    `DROP TABLE webhook_messages`,
    `DROP TABLE webhook_endpoints`,
  ],
});
