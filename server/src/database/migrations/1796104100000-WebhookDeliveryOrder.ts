import { sqlMigration } from '../sql-migration';

/**
 * Webhook deliveries run concurrently (issue 41): the claim takes only an endpoint's oldest unfinished
 * message (one attempt at a time per endpoint, in write order) and counts each owner's attempts in
 * flight. The order index loses share_id (the order is per endpoint now), and the messages being sent
 * get a small index of their own for the per-owner count.
 */
export const WebhookDeliveryOrder1796104100000 = sqlMigration('WebhookDeliveryOrder1796104100000', {
  up: [
    `DROP INDEX webhook_messages_order_idx`,
    `CREATE INDEX webhook_messages_order_idx ON webhook_messages (endpoint_id, seq) WHERE status IN ('pending', 'sending')`,
    `CREATE INDEX webhook_messages_sending_idx ON webhook_messages (endpoint_id) WHERE status = 'sending'`,
  ],

  down: [
    `DROP INDEX webhook_messages_sending_idx`,
    `DROP INDEX webhook_messages_order_idx`,
    `CREATE INDEX webhook_messages_order_idx ON webhook_messages (endpoint_id, share_id, seq) WHERE status IN ('pending', 'sending')`,
  ],
});
