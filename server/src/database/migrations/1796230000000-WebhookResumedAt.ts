import { sqlMigration } from '../sql-migration';

/**
 * A paused endpoint keeps its events (issue 42): when it is resumed, each kept event gets the full
 * retry window from that moment (not from when it happened, which may be days before).
 */
export const WebhookResumedAt1796230000000 = sqlMigration('WebhookResumedAt1796230000000', {
  up: [`ALTER TABLE webhook_endpoints ADD COLUMN resumed_at timestamptz`],
  down: [`ALTER TABLE webhook_endpoints DROP COLUMN resumed_at`],
});
