import { WEBHOOK_MAX_ENDPOINTS, type ChecklistSummary } from '@ticklist/contracts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '../kit';
import { DataSource } from 'typeorm';
import { WEBHOOK_DELIVERIES_PER_OWNER, WEBHOOK_DELIVERIES_PER_PROCESS } from '../../server/src/modules/webhooks/delivery-limits';
import { WebhookSender } from '../../server/src/modules/webhooks/webhook-sender';
import { DELIVERY_TIMEOUT_MS } from '../../server/src/modules/webhooks/webhook-http';
import { registerVerifiedOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { Api } from './support/http';
import { guestEmail, shareChecklist } from './support/sharing';
import { startTestServer, useTestServer } from './support/test-server';
import { HangingReceiver, Receiver, WEBHOOK_ENV, addWebhook, waitForDeliveries } from './support/webhooks';

/**
 * Issue 41: one owner's endpoints that never answer must not hold up another owner's deliveries;
 * one endpoint still gets its events one at a time, in order.
 */
describe('webhooks: concurrent delivery', () => {
  const suite = useTestServer({ env: WEBHOOK_ENV });

  it("50 endpoints (the most an owner may have) that never answer hold only their owner's slots: another owner receives each event while they hang", async () => {
    const hanging = await new HangingReceiver().listen();
    const healthy = await new Receiver().listen();
    try {
      const stalling = await registerVerifiedOwner(suite.api, suite.server);
      expect(WEBHOOK_MAX_ENDPOINTS).toBe(50);
      for (let i = 0; i < WEBHOOK_MAX_ENDPOINTS; i++) await addWebhook(suite.api, stalling.token, hanging.url(i), ['share.created']);
      const stalled = await createChecklist(suite.api, stalling.token);
      await shareChecklist(suite.api, stalling.token, stalled.id, [guestEmail('stall'), guestEmail('stall')]); // 100 messages
      await hanging.waitForOpen(1);

      const owner = await registerVerifiedOwner(suite.api, suite.server);
      await addWebhook(suite.api, owner.token, healthy.url, ['share.created']);
      const checklist: ChecklistSummary = await createChecklist(suite.api, owner.token);
      for (let n = 1; n <= 3; n++) {
        await shareChecklist(suite.api, owner.token, checklist.id, [guestEmail('healthy')]);
        await healthy.waitFor((r) => r.length === n, 5_000);
        // Received while the hanging attempts are still open: the first of them has not yet reached the delivery time-out.
        expect(Date.now() - hanging.firstAt).toBeLessThan(DELIVERY_TIMEOUT_MS);
        expect(hanging.open).toBeGreaterThan(0);
      }
      // The stalling owner had its share of attempts in flight, never more.
      expect(hanging.maxOpen).toBe(WEBHOOK_DELIVERIES_PER_OWNER);
    } finally {
      await hanging.stop();
      await healthy.stop();
    }
  });

  it('a process has at most 16 deliveries in flight: five owners with four hanging endpoints each', async () => {
    // A database of its own: on a shared PostgreSQL another suite's server could take some of these.
    const own = await startTestServer({ env: { ...WEBHOOK_ENV, DATABASE_URL: '' } });
    const hanging = await new HangingReceiver().listen();
    try {
      const ownApi = new Api(own.url);
      const owners = [];
      for (let o = 0; o < 5; o++) {
        const owner = await registerVerifiedOwner(ownApi, own);
        for (let i = 0; i < WEBHOOK_DELIVERIES_PER_OWNER; i++) await addWebhook(ownApi, owner.token, hanging.url(o * 10 + i), ['share.created']);
        owners.push({ owner, checklist: await createChecklist(ownApi, owner.token) });
      }
      for (const { owner, checklist } of owners) await shareChecklist(ownApi, owner.token, checklist.id, [guestEmail('cap')]);
      await hanging.waitForOpen(WEBHOOK_DELIVERIES_PER_PROCESS);
      // The rest stay due, unclaimed, while every slot is taken (none has timed out yet); a pass now claims nothing.
      await own.server.app.get(WebhookSender).pass();
      const db = own.server.app.get(DataSource);
      const [{ due }] = await db.query(`SELECT count(*)::int AS due FROM webhook_messages WHERE status = 'pending' AND next_attempt_at <= now()`);
      expect(Date.now() - hanging.firstAt).toBeLessThan(DELIVERY_TIMEOUT_MS);
      expect(due).toBe(owners.length * WEBHOOK_DELIVERIES_PER_OWNER - WEBHOOK_DELIVERIES_PER_PROCESS);
      expect(hanging.maxOpen).toBe(WEBHOOK_DELIVERIES_PER_PROCESS);
    } finally {
      await hanging.stop();
      await own.stop();
    }
  });

  it("one endpoint's events arrive in order, a later one waiting while the first is retried", async () => {
    // The first POST is held until the second event exists, then answered 503; every later one 200.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const got: { id: string; status: number }[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const first = got.length === 0;
        const entry = { id: (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string }).id, status: first ? 503 : 200 };
        got.push(entry);
        if (first) await released;
        res.writeHead(entry.status).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const { webhook } = await addWebhook(suite.api, owner.token, `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`, ['share.created']);
      const checklist = await createChecklist(suite.api, owner.token);
      await shareChecklist(suite.api, owner.token, checklist.id, [guestEmail('first')]);
      await waitFor(() => got.length === 1, { describe: () => 'the first event was not sent' });
      await shareChecklist(suite.api, owner.token, checklist.id, [guestEmail('second')]);
      release();
      const log = await waitForDeliveries(suite.api, owner.token, webhook.id, (d) => d.filter((x) => x.status === 'delivered').length === 2);
      const first = got[0]!.id;
      const delivered = got.filter((g) => g.status === 200).map((g) => g.id);
      expect(delivered).toHaveLength(2);
      expect(delivered[0]).toBe(first); // the retried event first, then the later one
      expect(log.filter((d) => d.eventId === first).map((d) => d.status)).toEqual(['delivered', 'failed']);
    } finally {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
