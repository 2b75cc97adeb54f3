import type { RedeliverWebhookResponse, RotateWebhookSecretResponse } from '@ticklist/contracts';
import { Webhook } from 'standardwebhooks';
import { registerVerifiedOwner } from './support/accounts';
import { sharedChecklist } from './support/follow-up';
import { Api } from './support/http';
import { guestRespond } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';
import { Receiver, WEBHOOK_ENV, addWebhook, verify, waitForDeliveries } from './support/webhooks';

/** Webhooks (issue 20): retries until the receiver is back, the SSRF guard, secret rotation, redelivery. */
describe('webhooks: delivery', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer({ env: WEBHOOK_ENV });
    api = new Api(server.url);
  });
  afterAll(() => server?.stop());

  it('the receiver down, then up: every event arrives, in order per share, with the same id on every attempt', async () => {
    const receiver = await new Receiver().listen();
    try {
      receiver.status = 503;
      const owner = await registerVerifiedOwner(api, server);
      const { webhook, secret } = await addWebhook(api, owner.token, receiver.url, ['item.completed', 'item.uncompleted']);
      const { checklist, recipients } = await sharedChecklist(api, server, 2, {}, owner);
      for (const r of recipients) {
        for (const item of checklist.items) expect((await guestRespond(api, r.accessToken, item.id, 'complete', true)).status).toBe(200);
        expect((await guestRespond(api, r.accessToken, checklist.items[0]!.id, 'complete', false)).status).toBe(200);
      }
      // Failed attempts pile up in the log, with the receiver's answer (the endpoint's first event, retried: the others wait behind it).
      const failed = await waitForDeliveries(api, owner.token, webhook.id, (d) => d.filter((x) => x.status === 'failed').length >= 3);
      expect(new Set(failed.map((d) => d.eventId)).size).toBe(1);
      expect(failed[0]).toMatchObject({ status: 'failed', statusCode: 503, responseStart: 'receiver says no', error: 'HTTP 503' });
      receiver.status = 200;
      const got = await receiver.waitFor((r) => r.length >= 8, 30_000);
      expect(got).toHaveLength(8);
      for (const r of got) verify(secret, r);
      for (const share of recipients) {
        const ofShare = got.filter((r) => (r.payload.data as { share: { id: string } }).share.id === share.shareId);
        expect(ofShare.map((r) => r.payload.type)).toEqual(['item.completed', 'item.completed', 'item.completed', 'item.uncompleted']);
        expect(ofShare.map((r) => (r.payload.data as { progress: { completed: number } }).progress.completed)).toEqual([1, 2, 3, 2]);
      }
      const log = await waitForDeliveries(api, owner.token, webhook.id, (d) => d.filter((x) => x.status === 'delivered').length === 8);
      const firstEvent = got[0]!.payload.id;
      const ofFirst = log.filter((d) => d.eventId === firstEvent);
      expect(ofFirst.length).toBeGreaterThanOrEqual(2);
      expect(ofFirst.map((d) => d.attempt).sort((a, b) => b - a)[0]).toBe(ofFirst.length);
      expect(new Set(got.map((r) => r.payload.id)).size).toBe(8); // each delivered once
    } finally {
      await receiver.stop();
    }
  });

  it('a private address is refused without WEBHOOKS_ALLOW_PRIVATE, and the log says why', async () => {
    // A database of its own (embedded): on a shared PostgreSQL another suite's server, which may
    // deliver to loopback, could claim this server's message.
    const own = { DATABASE_URL: '', WEBHOOKS_ALLOW_PRIVATE: 'off', WEBHOOKS_RETRY_BASE_MS: '100' };
    const strict = await startTestServer({ env: { ...own, WEBHOOKS_ALLOW_INSECURE: 'on' } });
    const receiver = await new Receiver().listen();
    try {
      const strictApi = new Api(strict.url);
      const owner = await registerVerifiedOwner(strictApi, strict);
      const { webhook } = await addWebhook(strictApi, owner.token, receiver.url, ['share.created']);
      await sharedChecklist(strictApi, strict, 1, {}, owner);
      const [attempt] = await waitForDeliveries(strictApi, owner.token, webhook.id, (d) => d.length >= 1);
      expect(attempt).toMatchObject({ status: 'failed', statusCode: null, responseStart: null });
      expect(attempt!.error).toMatch(/^Refused: 127\.0\.0\.1 resolves to 127\.0\.0\.1/);
      expect(receiver.received).toHaveLength(0);
      // And http:// is refused at creation without WEBHOOKS_ALLOW_INSECURE (here on); https is always fine.
      const plain = await startTestServer({ env: { ...own, WEBHOOKS_ALLOW_INSECURE: 'off' } });
      try {
        const res = await new Api(plain.url).post('/api/user/webhooks', { url: receiver.url, events: ['share.created'] }, (await registerVerifiedOwner(new Api(plain.url), plain)).token);
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ url: ['Enter a full URL starting with https://'] });
      } finally {
        await plain.stop();
      }
    } finally {
      await receiver.stop();
      await strict.stop();
    }
  });

  it('IPv6 forms that carry a private IPv4 address, Teredo and local-use NAT64 are refused like a private address', async () => {
    // A database of its own, strict about addresses (see the test above).
    const strict = await startTestServer({ env: { DATABASE_URL: '', WEBHOOKS_ALLOW_PRIVATE: 'off', WEBHOOKS_ALLOW_INSECURE: 'on', WEBHOOKS_RETRY_BASE_MS: '100' } });
    try {
      const strictApi = new Api(strict.url);
      const owner = await registerVerifiedOwner(strictApi, strict);
      const addresses = [
        '2002:7f00:1::', // 6to4 of 127.0.0.1
        '::ffff:0:a00:1', // IPv4-translated 10.0.0.1
        '64:ff9b::a9fe:a9fe', // well-known NAT64 of 169.254.169.254
        '2001:0:808:808:0:f7f7:f7f7:f7f7', // Teredo, whatever it carries
        '64:ff9b:1::808:808', // local-use NAT64, even of a public IPv4 address
      ];
      // Registering is accepted, as for any private address: the guard acts at send time, on what the host resolves to.
      const hooks = await Promise.all(
        addresses.map(async (address) => ({ address, webhook: (await addWebhook(strictApi, owner.token, `http://[${address}]:8080/hooks`, ['share.created'])).webhook })),
      );
      await sharedChecklist(strictApi, strict, 1, {}, owner);
      for (const { address, webhook } of hooks) {
        const [attempt] = await waitForDeliveries(strictApi, owner.token, webhook.id, (d) => d.length >= 1);
        expect(attempt).toMatchObject({ status: 'failed', statusCode: null, responseStart: null });
        expect(attempt!.error).toBe(`Refused: ${address} resolves to ${address}, not a public address (private, loopback, link-local, metadata or reserved)`);
      }
    } finally {
      await strict.stop();
    }
  });

  it('rotation: the new secret is shown once, and for 24 h both old and new verify every delivery', async () => {
    const receiver = await new Receiver().listen();
    try {
      const owner = await registerVerifiedOwner(api, server);
      const { webhook, secret: oldSecret } = await addWebhook(api, owner.token, receiver.url, ['share.created']);
      const rotated = await api.post<RotateWebhookSecretResponse>(`/api/user/webhooks/${webhook.id}/rotate-secret`, {}, owner.token);
      expect(rotated.status).toBe(200);
      const newSecret = rotated.body.secret;
      expect(newSecret).toMatch(/^whsec_/);
      expect(newSecret).not.toBe(oldSecret);
      const until = Date.parse(rotated.body.previousSecretExpiresAt) - Date.now();
      expect(until).toBeGreaterThan(23.9 * 3_600_000);
      expect(until).toBeLessThanOrEqual(24 * 3_600_000);
      await sharedChecklist(api, server, 1, {}, owner);
      const [got] = await receiver.waitFor((r) => r.length === 1);
      expect(got!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
      expect(verify(oldSecret, got!)).toEqual(got!.payload);
      expect(verify(newSecret, got!)).toEqual(got!.payload);
      expect(() => new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(got!.body, got!.headers)).toThrow();
    } finally {
      await receiver.stop();
    }
  });

  it('Redeliver: a new attempt of the same event, with the same id', async () => {
    const receiver = await new Receiver().listen();
    try {
      const owner = await registerVerifiedOwner(api, server);
      const { webhook, secret } = await addWebhook(api, owner.token, receiver.url, ['share.created']);
      await sharedChecklist(api, server, 1, {}, owner);
      const [first] = await waitForDeliveries(api, owner.token, webhook.id, (d) => d.length === 1);
      const res = await api.post<RedeliverWebhookResponse>(`/api/user/webhooks/${webhook.id}/deliveries/${first!.id}/redeliver`, {}, owner.token);
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ message: 'Queued for delivery', eventId: first!.eventId });
      const got = await receiver.waitFor((r) => r.length === 2);
      expect(got.map((r) => r.payload.id)).toEqual([first!.eventId, first!.eventId]);
      expect(got[1]!.body).toBe(got[0]!.body);
      verify(secret, got[1]!);
      const log = await waitForDeliveries(api, owner.token, webhook.id, (d) => d.length === 2);
      expect(log.map((d) => d.eventId)).toEqual([first!.eventId, first!.eventId]);
    } finally {
      await receiver.stop();
    }
  });
});
