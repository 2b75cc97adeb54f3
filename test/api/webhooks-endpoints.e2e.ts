import { WEBHOOK_MESSAGES as M, type Webhook, type WebhookListResponse } from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { Api, expectErrorBody } from './support/http';
import { startTestServer, type TestServer } from './support/test-server';
import { WEBHOOK_ENV, addWebhook } from './support/webhooks';

const URL_OK = 'https://hooks.example.com/ticklist';

/** Webhooks (issue 20): the endpoints API, its validation, its cap and ownership. */
describe('webhooks: endpoints', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer({ env: WEBHOOK_ENV });
    api = new Api(server.url);
  });
  afterAll(() => server?.stop());

  it('create (201, the secret once), list, pause and resume, change events, delete (204)', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const created = await api.post(`/api/user/webhooks`, { url: URL_OK, events: ['share.created', 'item.completed', 'share.created'] }, owner.token);
    expect(created.status).toBe(201);
    const { webhook, secret } = created.body as { webhook: Webhook; secret: string };
    expect(webhook).toEqual({ id: expect.any(String), url: URL_OK, events: ['item.completed', 'share.created'], createdAt: expect.any(String), paused: false, disabledAt: null });
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

  it('at most 10 endpoints per owner', async () => {
    const owner = await registerVerifiedOwner(api, server);
    for (let i = 0; i < 10; i++) await addWebhook(api, owner.token, `${URL_OK}/${i}`, ['item.completed']);
    const res = await api.post('/api/user/webhooks', { url: URL_OK, events: ['item.completed'] }, owner.token);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ url: [M.tooMany] });
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
