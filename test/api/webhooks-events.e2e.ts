import { WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES as M, type ChecklistSummary, type WebhookEventType } from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { HOUR, controlClock, sharedChecklist } from './support/follow-up';
import { Api } from './support/http';
import { createChecklist } from './support/checklists';
import { expectDocumentedWebhook } from './support/openapi-answers';
import { guestRespond, guestSeen, guestView } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';
import { Receiver, WEBHOOK_ENV, addWebhook, verify, waitForDeliveries } from './support/webhooks';
import { DataSource } from 'typeorm';
import { WebhookOverdueJob } from '../../server/src/modules/webhooks/webhook-overdue.job';
import { WebhookRetentionJob } from '../../server/src/modules/webhooks/webhook-retention.job';

const DAY = 24 * HOUR;

/** Webhooks (issue 20): every event type reaches a real receiver, signed per Standard Webhooks, with the state at the change. */
describe('webhooks: events', () => {
  let server: TestServer;
  let api: Api;
  const receiver = new Receiver();

  beforeAll(async () => {
    server = await startTestServer({ env: WEBHOOK_ENV });
    api = new Api(server.url);
    await receiver.listen();
  });
  afterAll(async () => {
    await receiver.stop();
    await server?.stop();
  });

  it('sends every event type, signed, with the state at the time of the change and never notes', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const { webhook, secret } = await addWebhook(api, owner.token, receiver.url, [...WEBHOOK_EVENT_TYPES]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/);

    const shared = await sharedChecklist(api, server, 1, { dueAt: new Date(Date.now() + HOUR).toISOString() }, owner);
    const { checklist } = shared;
    const recipient = shared.recipients[0]!;
    await guestView(api, recipient.accessToken); // reading the page: no share.opened
    await guestSeen(api, recipient.accessToken);
    await guestSeen(api, recipient.accessToken); // a second open sends nothing
    const [first, second, third] = checklist.items;
    await guestRespond(api, recipient.accessToken, first!.id, 'notes', 'my private note');
    await guestRespond(api, recipient.accessToken, first!.id, 'complete', true);
    await guestRespond(api, recipient.accessToken, first!.id, 'complete', true); // no change: no event
    await guestRespond(api, recipient.accessToken, first!.id, 'complete', false);
    await guestRespond(api, recipient.accessToken, first!.id, 'complete', true);
    await guestRespond(api, recipient.accessToken, second!.id, 'complete', true);
    // Overdue while one item is left: once per due moment however often the job runs.
    const clock = controlClock(server);
    clock.set(Date.now() + 2 * HOUR);
    const job = server.server.app.get(WebhookOverdueJob);
    expect(await job.run(clock.now())).toBe(1);
    expect(await job.run(clock.now())).toBe(0);
    await guestRespond(api, recipient.accessToken, third!.id, 'complete', true);
    const edited = await api.put<ChecklistSummary>(`/api/checklist/${checklist.id}/update`, { title: 'Renamed', items: checklist.items.map((i) => ({ ...i })) }, owner.token);
    expect(edited.status).toBe(200);

    const got = await receiver.waitFor((r) => r.some((x) => x.payload.type === 'checklist.updated'));
    for (const r of got) {
      expect(verify(secret, r)).toEqual(r.payload);
      expect(r.headers['webhook-id']).toBe(r.payload.id);
      expect(r.body).not.toContain('my private note');
      expect(Object.keys(r.payload).sort()).toEqual(['data', 'id', 'timestamp', 'type', 'workspaceId']);
      await expectDocumentedWebhook(server.url, r.payload);
    }
    expect(got.map((r) => r.payload.type)).toEqual([
      'checklist.created',
      'share.created',
      'share.opened',
      'item.completed',
      'item.uncompleted',
      'item.completed',
      'item.completed',
      'recipient.overdue',
      'item.completed',
      'recipient.completed',
      'checklist.updated',
    ]);
    expect(new Set(got.map((r) => r.payload.id)).size).toBe(got.length);
    const ref = { id: checklist.id, title: checklist.title };
    const share = { id: recipient.shareId, recipientEmail: recipient.email };
    expect(receiver.ofType('share.created')[0]!.data).toEqual({ checklist: ref, share });
    expect(receiver.ofType('share.opened')[0]!.data).toMatchObject({ checklist: ref, share, openedAt: expect.any(String) });
    expect(receiver.ofType('item.completed')[0]!.data).toEqual({ checklist: ref, share, item: { id: first!.id, text: first!.text }, progress: { completed: 1, total: 3 } });
    expect(receiver.ofType('item.uncompleted')[0]!.data).toEqual({ checklist: ref, share, item: { id: first!.id, text: first!.text }, progress: { completed: 0, total: 3 } });
    expect(receiver.ofType('recipient.overdue')[0]!.data).toEqual({ checklist: ref, share, dueAt: checklist.dueAt, progress: { completed: 2, total: 3 } });
    expect(receiver.ofType('recipient.completed')[0]!.data).toEqual({ checklist: ref, share, progress: { completed: 3, total: 3 } });
    expect(receiver.ofType('checklist.updated')[0]!.data).toEqual({ checklist: { id: checklist.id, title: 'Renamed', itemCount: 3 } });

    const log = await waitForDeliveries(api, owner.token, webhook.id, (d) => d.length === got.length);
    expect(log.every((d) => d.status === 'delivered' && d.statusCode === 200 && d.responseStart === 'ok' && d.attempt === 1)).toBe(true);
  });

  it('only subscribed types, only for that owner', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const other = new Receiver();
    await other.listen();
    try {
      const { webhook } = await addWebhook(api, owner.token, other.url, ['share.created']);
      const shared = await sharedChecklist(api, server, 2, {}, owner);
      await guestRespond(api, shared.recipients[0]!.accessToken, shared.checklist.items[0]!.id, 'complete', true);
      await other.waitFor((r) => r.length >= 2);
      await waitForDeliveries(api, owner.token, webhook.id, (d) => d.length === 2);
      expect(other.received.map((r) => r.payload.type)).toEqual(['share.created', 'share.created']);
    } finally {
      await other.stop();
    }
  });

  it('lifecycle events: created, closed, reopened, deleted, share revoked and removed; each once, signed, as documented, never a note', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const lifecycle: WebhookEventType[] = ['checklist.created', 'checklist.closed', 'checklist.reopened', 'checklist.deleted', 'share.revoked', 'share.removed'];
    const rx = await new Receiver().listen();
    try {
      const { secret } = await addWebhook(api, owner.token, rx.url, lifecycle);
      const { checklist, recipients } = await sharedChecklist(api, server, 2, {}, owner);
      const [revoked, removed] = recipients;
      await guestRespond(api, removed!.accessToken, checklist.items[0]!.id, 'notes', 'a private note');
      const base = `/api/checklist/${checklist.id}`;
      const call = async (method: 'POST' | 'DELETE', path: string, status: number) =>
        expect((await api.request(method, `${base}${path}`, { body: method === 'POST' ? {} : undefined, token: owner.token })).status).toBe(status);
      await call('POST', `/shares/${revoked!.shareId}/revoke`, 200);
      await call('POST', `/shares/${revoked!.shareId}/revoke`, 200); // already revoked: no second event
      await call('DELETE', `/shares/${removed!.shareId}`, 204);
      await call('POST', '/close', 200);
      await call('POST', '/close', 200); // already closed: no second event
      await call('POST', '/reopen', 200);
      await call('POST', '/reopen', 200); // already open: none
      const copy = await api.post<ChecklistSummary>(`${base}/duplicate`, {}, owner.token);
      expect(copy.status).toBe(201);
      await call('DELETE', '', 204);

      const got = await rx.waitFor((r) => r.some((x) => x.payload.type === 'checklist.deleted'));
      expect(got.map((r) => r.payload.type)).toEqual([
        'checklist.created', 'share.revoked', 'share.removed', 'checklist.closed', 'checklist.reopened', 'checklist.created', 'checklist.deleted',
      ]);
      for (const r of got) {
        expect(verify(secret, r)).toEqual(r.payload);
        expect(r.body).not.toContain('a private note');
        await expectDocumentedWebhook(server.url, r.payload);
      }
      const ref = { id: checklist.id, title: checklist.title };
      const itemCount = checklist.items.length;
      const [created, copied] = rx.ofType('checklist.created');
      expect(created!.data).toEqual({ checklist: { ...ref, itemCount } });
      expect(copied!.data).toEqual({ checklist: { id: copy.body.id, title: copy.body.title, itemCount } });
      expect(rx.ofType('share.revoked')[0]!.data).toEqual({ checklist: ref, share: { id: revoked!.shareId, recipientEmail: revoked!.email }, revokedAt: expect.any(String) });
      expect(rx.ofType('share.removed')[0]!.data).toEqual({ checklist: ref, share: { id: removed!.shareId, recipientEmail: removed!.email } });
      expect(rx.ofType('checklist.closed')[0]!.data).toEqual({ checklist: ref, closedAt: expect.any(String) });
      expect(rx.ofType('checklist.reopened')[0]!.data).toEqual({ checklist: ref });
      expect(rx.ofType('checklist.deleted')[0]!.data).toEqual({ checklist: ref });
    } finally {
      await rx.stop();
    }
  });

  it('a paused endpoint keeps its events and receives them in order when resumed', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const rx = await new Receiver().listen();
    const live = await new Receiver().listen();
    try {
      const { webhook, secret } = await addWebhook(api, owner.token, rx.url, ['checklist.created']);
      await addWebhook(api, owner.token, live.url, ['checklist.created']);
      expect((await api.request('PATCH', `/api/user/webhooks/${webhook.id}`, { body: { paused: true }, token: owner.token })).status).toBe(200);
      const made = [];
      for (let i = 0; i < 3; i++) made.push((await createChecklist(api, owner.token)).id);
      await live.waitFor((r) => r.length === 3); // the active endpoint got them; the paused one none
      expect(rx.received).toHaveLength(0);
      expect(await waitForDeliveries(api, owner.token, webhook.id, () => true)).toEqual([]);

      expect((await api.request('PATCH', `/api/user/webhooks/${webhook.id}`, { body: { paused: false }, token: owner.token })).status).toBe(200);
      const got = await rx.waitFor((r) => r.length === 3);
      expect(got.map((r) => (r.payload.data as { checklist: { id: string } }).checklist.id)).toEqual(made);
      for (const r of got) expect(verify(secret, r)).toEqual(r.payload);
    } finally {
      await rx.stop();
      await live.stop();
    }
  });

  it('an event kept for days while paused gets its full retry window once resumed', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const rx = await new Receiver().listen();
    try {
      const { webhook } = await addWebhook(api, owner.token, rx.url, ['checklist.created']);
      const pause = (paused: boolean) => api.request('PATCH', `/api/user/webhooks/${webhook.id}`, { body: { paused }, token: owner.token });
      await pause(true);
      const made = await createChecklist(api, owner.token);
      // Kept for two days (past the 24-hour retry window counted from the event).
      await server.server.app.get(DataSource).query(`UPDATE webhook_messages SET event_at = event_at - interval '2 days' WHERE endpoint_id = $1`, [webhook.id]);
      rx.status = 500;
      await pause(false);
      await waitForDeliveries(api, owner.token, webhook.id, (d) => d.some((x) => x.status === 'failed'));
      rx.status = 200;
      const [got] = await rx.waitFor((r) => r.length === 1);
      expect((got!.payload.data as { checklist: { id: string } }).checklist.id).toBe(made.id);
    } finally {
      await rx.stop();
    }
  });

  it('events older than 7 days are not sent to a resumed endpoint: they show in its log as expired', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const rx = await new Receiver().listen();
    const clock = controlClock(server);
    try {
      const { webhook } = await addWebhook(api, owner.token, rx.url, ['checklist.created']);
      const pause = (paused: boolean) => api.request('PATCH', `/api/user/webhooks/${webhook.id}`, { body: { paused }, token: owner.token });
      await pause(true);
      await createChecklist(api, owner.token);
      // Six days on, the hourly job keeps it; eight days on, it expires it.
      clock.set(Date.now() + 6 * DAY);
      await server.server.app.get(WebhookRetentionJob).run(clock.now());
      expect(await waitForDeliveries(api, owner.token, webhook.id, () => true)).toEqual([]);
      clock.set(Date.now() + 8 * DAY);
      await server.server.app.get(WebhookRetentionJob).run(clock.now());
      const [expired] = await waitForDeliveries(api, owner.token, webhook.id, (d) => d.length === 1);
      expect(expired).toMatchObject({ type: 'checklist.created', status: 'expired', statusCode: null, error: M.expiredWhilePaused });
      // One more while paused, then resumed eight days on (before the job's next run): expired on resume, never sent.
      await createChecklist(api, owner.token);
      await pause(false);
      clock.set(Date.now());
      const fresh = await createChecklist(api, owner.token);
      await rx.waitFor((r) => r.length === 1);
      expect((rx.received[0]!.payload.data as { checklist: { id: string } }).checklist.id).toBe(fresh.id);
      const log = await waitForDeliveries(api, owner.token, webhook.id, (d) => d.length === 3);
      expect(log.map((d) => d.status)).toEqual(['delivered', 'expired', 'expired']);
    } finally {
      await rx.stop();
    }
  });
});
