import {
  GENERIC_MESSAGES,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_MESSAGES as M,
  type PingWebhookResponse,
  type Webhook,
  type WebhookListResponse,
} from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { Api, expectErrorBody } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';
import { Receiver, WEBHOOK_ENV, addWebhook, deliveries, verify } from './support/webhooks';

const URL_OK = 'https://hooks.example.com/ticklist';

/** Webhooks (issue 20): the endpoints API, its validation, its cap and ownership. */
describe('webhooks: endpoints', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer({ env: WEBHOOK_ENV, rateLimit: true });
    api = new Api(server.url);
  });
  afterAll(() => server?.stop());

  it('create (201, the secret once), list, pause and resume, change events, delete (204)', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const created = await api.post(`/api/user/webhooks`, { url: URL_OK, events: ['share.created', 'item.completed', 'share.created'] }, owner.token);
    expect(created.status).toBe(201);
    const { webhook, secret } = created.body as { webhook: Webhook; secret: string };
    expect(webhook).toEqual({ id: expect.any(String), url: URL_OK, events: ['item.completed', 'share.created'], createdAt: expect.any(String), paused: false, workspaceId: expect.any(String), disabledAt: null });
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);

    const list = await api.get<WebhookListResponse>('/api/user/webhooks', owner.token);
    expect(list.body).toEqual({ webhooks: [webhook] });
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(6));

    const patch = (body: unknown) => api.request<Webhook>('PATCH', `/api/user/webhooks/${webhook.id}`, { body, token: owner.token });
    expect((await patch({ paused: true })).body).toMatchObject({ paused: true, events: webhook.events });
    expect((await patch({ paused: false, events: ['recipient.completed'] })).body).toMatchObject({ paused: false, events: ['recipient.completed'] });

    expect((await api.delete(`/api/user/webhooks/${webhook.id}`, owner.token)).status).toBe(204);
    expect((await api.get<WebhookListResponse>('/api/user/webhooks', owner.token)).body.webhooks).toEqual([]);
    expect((await api.delete(`/api/user/webhooks/${webhook.id}`, owner.token)).status).toBe(404);
  });

  it('refuses a bad URL or events: 422 keyed by field; a wrong type: 400', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ url: '', events: ['item.completed'] }, { url: [M.urlRequired] }],
      [{ url: 'ftp://example.com/x', events: ['item.completed'] }, { url: [M.urlInvalid] }],
      [{ url: 'not a url', events: [] }, { url: [M.urlInvalid], events: [M.eventsRequired] }],
      [{ url: 'https://user:pw@example.com/', events: ['item.completed'] }, { url: [M.urlCredentials] }],
      [{ url: URL_OK, events: ['item.completed', 'item.deleted'] }, { 'events[1]': [M.eventUnknown] }],
      [{ url: `https://example.com/${'a'.repeat(2000)}`, events: ['item.completed'] }, { url: [M.urlTooLong] }],
      [{ url: URL_OK }, { events: [M.eventsRequired] }],
    ];
    for (const [body, errors] of cases) {
      const res = await api.post('/api/user/webhooks', body, owner.token);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual(errors);
    }
    const wrongType = await api.post('/api/user/webhooks', { url: 5, events: 'item.completed' }, owner.token);
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.errors).sort()).toEqual(['events', 'url']);
    const { webhook } = await addWebhook(api, owner.token, URL_OK, ['item.completed']);
    const badPatch = await api.request('PATCH', `/api/user/webhooks/${webhook.id}`, { body: { events: [] }, token: owner.token });
    expect(badPatch.status).toBe(422);
    expect(badPatch.body.errors).toEqual({ events: [M.eventsRequired] });
    const badPaused = await api.request('PATCH', `/api/user/webhooks/${webhook.id}`, { body: { paused: 'yes' }, token: owner.token });
    expect(badPaused.status).toBe(400);
  });

  it('at most 50 endpoints per owner: the 51st is a 422 keyed url', async () => {
    const owner = await registerVerifiedOwner(api, server);
    expect(WEBHOOK_MAX_ENDPOINTS).toBe(50);
    for (let i = 0; i < 50; i++) await addWebhook(api, owner.token, `${URL_OK}/${i}`, ['item.completed']);
    const res = await api.post('/api/user/webhooks', { url: URL_OK, events: ['item.completed'] }, owner.token);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ url: [M.tooMany] });
    expect(M.tooMany).toContain('50 endpoints');
    expect((await api.get<WebhookListResponse>('/api/user/webhooks', owner.token)).body.webhooks).toHaveLength(50);
  });

  it('ping: a signed webhook.ping sent at once (paused or not), answered as its log entry; 10 per endpoint per hour, then 429', async () => {
    const receiver = await new Receiver().listen();
    try {
      const owner = await registerVerifiedOwner(api, server);
      const { webhook, secret } = await addWebhook(api, owner.token, receiver.url, ['share.created']);
      await api.request('PATCH', `/api/user/webhooks/${webhook.id}`, { body: { paused: true }, token: owner.token });
      const ping = await api.post<PingWebhookResponse>(`/api/user/webhooks/${webhook.id}/ping`, {}, owner.token);
      expect(ping.status).toBe(200);
      const { delivery } = ping.body;
      expect(delivery).toMatchObject({ type: 'webhook.ping', status: 'delivered', statusCode: 200, attempt: 1, responseStart: 'ok', error: null });
      // Received before the answer came: sent at once, not queued.
      expect(receiver.received).toHaveLength(1);
      const [got] = receiver.received;
      expect(verify(secret, got!)).toEqual(got!.payload);
      expect(got!.payload).toEqual({ id: delivery.eventId, type: 'webhook.ping', timestamp: expect.any(String), workspaceId: webhook.workspaceId, data: { webhook: { id: webhook.id, url: receiver.url } } });
      expect(await deliveries(api, owner.token, webhook.id)).toEqual([delivery]);

      // Another owner's endpoint is a 404 and does not count against this one's limit.
      const other = await registerVerifiedOwner(api, server);
      const foreign = await api.post(`/api/user/webhooks/${webhook.id}/ping`, {}, other.token);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ message: M.notFound });

      for (let n = 2; n <= 10; n++) {
        const again = await api.post<PingWebhookResponse>(`/api/user/webhooks/${webhook.id}/ping`, {}, owner.token);
        expect(again.status).toBe(200);
        expect(again.headers.get('ratelimit-remaining')).toBe(String(10 - n));
      }
      const limited = await api.post(`/api/user/webhooks/${webhook.id}/ping`, {}, owner.token);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: GENERIC_MESSAGES.tooManyRequests });
      expect(limited.headers.get('ratelimit-limit')).toBe('10');
      expect(limited.headers.get('ratelimit-remaining')).toBe('0');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(receiver.received).toHaveLength(10);
      // The limit is per endpoint: the owner's other endpoint still pings.
      const second = await addWebhook(api, owner.token, `${receiver.url}/2`, ['share.created']);
      expect((await api.post(`/api/user/webhooks/${second.webhook.id}/ping`, {}, owner.token)).status).toBe(200);
    } finally {
      await receiver.stop();
    }
  });

  it('ping to an endpoint that does not answer 2xx: 200 with the failed attempt, never retried', async () => {
    const receiver = await new Receiver().listen();
    receiver.status = 500;
    try {
      const owner = await registerVerifiedOwner(api, server);
      const { webhook } = await addWebhook(api, owner.token, receiver.url, ['share.created']);
      const ping = await api.post<PingWebhookResponse>(`/api/user/webhooks/${webhook.id}/ping`, {}, owner.token);
      expect(ping.status).toBe(200);
      expect(ping.body.delivery).toMatchObject({ type: 'webhook.ping', status: 'failed', statusCode: 500, responseStart: 'receiver says no' });
      receiver.status = 200;
      // Redeliver from the log sends the same event again through the queue.
      const redo = await api.post<{ eventId: string }>(`/api/user/webhooks/${webhook.id}/deliveries/${ping.body.delivery.id}/redeliver`, {}, owner.token);
      expect(redo.body.eventId).toBe(ping.body.delivery.eventId);
      await receiver.waitFor((r) => r.length === 1);
      expect(receiver.received[0]!.payload.id).toBe(ping.body.delivery.eventId);
    } finally {
      await receiver.stop();
    }
  });

  it("another owner's endpoint is a 404 on every route; no token is a 401", async () => {
    const owner = await registerVerifiedOwner(api, server);
    const other = await registerVerifiedOwner(api, server);
    const { webhook } = await addWebhook(api, owner.token, URL_OK, ['item.completed']);
    const base = `/api/user/webhooks/${webhook.id}`;
    const probes = [
      api.request('PATCH', base, { body: { paused: true }, token: other.token }),
      api.delete(base, other.token),
      api.post(`${base}/rotate-secret`, {}, other.token),
      api.post(`${base}/ping`, {}, other.token),
      api.get(`${base}/deliveries`, other.token),
      api.post(`${base}/deliveries/${webhook.id}/redeliver`, {}, other.token),
      api.get('/api/user/webhooks/not-a-uuid/deliveries', owner.token),
    ];
    for (const res of await Promise.all(probes)) {
      expect(res.status).toBe(404);
      expectErrorBody(res.body);
    }
    expect((await api.post(`${base}/deliveries/${webhook.id}/redeliver`, {}, owner.token)).body).toEqual({ message: M.deliveryNotFound });
    expect((await api.get<WebhookListResponse>('/api/user/webhooks', other.token)).body.webhooks).toEqual([]);
    expect((await api.get('/api/user/webhooks')).status).toBe(401);
    expect((await api.get<WebhookListResponse>('/api/user/webhooks', owner.token)).body.webhooks).toHaveLength(1);
  });
});
