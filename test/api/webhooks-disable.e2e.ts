import type { Webhook, WebhookListResponse } from '@ticklist/contracts';
import { DataSource } from 'typeorm';
import { WebhookRetentionJob } from '../../server/src/modules/webhooks/webhook-retention.job';
import { WebhookSender } from '../../server/src/modules/webhooks/webhook-sender';
import { registerVerifiedOwner } from './support/accounts';
import { sharedChecklist } from './support/follow-up';
import { Api } from './support/http';
import { readOutbox, startTestServer, waitForMail, type TestServer } from './support/test-server';
import { Receiver, WEBHOOK_ENV, addWebhook, deliveries, waitForDeliveries } from './support/webhooks';

/** Webhooks (issue 20): an endpoint failing for 24 h is disabled and its owner mailed once; finished messages are pruned. */
describe('webhooks: failing endpoints and retention', () => {
  let server: TestServer;
  let api: Api;
  let db: DataSource;

  beforeAll(async () => {
    server = await startTestServer({ env: WEBHOOK_ENV });
    api = new Api(server.url);
    db = server.server.app.get(DataSource);
  });
  afterAll(() => server?.stop());

  it('failing for 24 hours: disabled, its waiting events expired, one e-mail; resuming delivers again', async () => {
    const receiver = await new Receiver().listen();
    receiver.status = 500;
    try {
      const owner = await registerVerifiedOwner(api, server);
      const { webhook } = await addWebhook(api, owner.token, receiver.url, ['share.created']);
      await sharedChecklist(api, server, 2, {}, owner);
      await waitForDeliveries(api, owner.token, webhook.id, (d) => d.length >= 2);
      // The endpoint has been failing since a day ago (time moved in the database, where the sender reads it).
      await db.query(`UPDATE webhook_endpoints SET failing_since = now() - interval '25 hours' WHERE id = $1`, [webhook.id]);
      await waitForMail(server.dataDir, owner.email, /A webhook endpoint was disabled/, { timeoutMs: 15_000 });
      const [listed] = (await api.get<WebhookListResponse>('/api/user/webhooks', owner.token)).body.webhooks;
      expect(listed!.disabledAt).toEqual(expect.any(String));
      const [{ waiting }] = await db.query(`SELECT count(*)::int AS waiting FROM webhook_messages WHERE endpoint_id = $1 AND status IN ('pending', 'sending')`, [webhook.id]);
      expect(waiting).toBe(0);
      const attempts = (await deliveries(api, owner.token, webhook.id)).length;
      // Nothing more is tried, and only one mail was sent however many failures came after.
      await sharedChecklist(api, server, 1, {}, owner);
      const sender = server.server.app.get(WebhookSender);
      await sender.pass();
      await sender.pass(); // a whole pass after the share: a send would be in the log
      expect(await deliveries(api, owner.token, webhook.id)).toHaveLength(attempts);
      expect(readOutbox(server.dataDir).filter((m) => m.to.includes(owner.email) && /disabled/.test(m.subject))).toHaveLength(1);

      receiver.status = 200;
      const resumed = await api.request<Webhook>('PATCH', `/api/user/webhooks/${webhook.id}`, { body: { paused: false }, token: owner.token });
      expect(resumed.body).toMatchObject({ paused: false, disabledAt: null });
      await sharedChecklist(api, server, 1, {}, owner);
      await receiver.waitFor((r) => r.length === 1);
    } finally {
      await receiver.stop();
    }
  });

  it('retention prunes delivered and expired messages after 7 days, and keeps the rest', async () => {
    const receiver = await new Receiver().listen();
    try {
      const owner = await registerVerifiedOwner(api, server);
      const { webhook } = await addWebhook(api, owner.token, receiver.url, ['share.created']);
      await sharedChecklist(api, server, 2, {}, owner);
      await waitForDeliveries(api, owner.token, webhook.id, (d) => d.filter((x) => x.status === 'delivered').length === 2);
      const [old] = await db.query(`SELECT id FROM webhook_messages WHERE endpoint_id = $1 ORDER BY seq LIMIT 1`, [webhook.id]);
      await db.query(`UPDATE webhook_messages SET finished_at = now() - interval '8 days' WHERE id = $1`, [old.id]);
      expect(await server.server.app.get(WebhookRetentionJob).run()).toBeGreaterThanOrEqual(1);
      const left = await db.query(`SELECT id FROM webhook_messages WHERE endpoint_id = $1`, [webhook.id]);
      expect(left.map((r: { id: string }) => r.id)).not.toContain(old.id);
      expect(left).toHaveLength(1);
    } finally {
      await receiver.stop();
    }
  });
});
