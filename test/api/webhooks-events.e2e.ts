import { WEBHOOK_EVENT_TYPES, type ChecklistSummary } from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { HOUR, controlClock, sharedChecklist } from './support/follow-up';
import { Api } from './support/http';
import { guestRespond, guestSeen, guestView } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';
import { Receiver, WEBHOOK_ENV, addWebhook, verify, waitForDeliveries } from './support/webhooks';
import { WebhookOverdueJob } from '../../server/src/modules/webhooks/webhook-overdue.job';

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
      expect(Object.keys(r.payload).sort()).toEqual(['data', 'id', 'timestamp', 'type']);
    }
    expect(got.map((r) => r.payload.type)).toEqual([
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

  it('only subscribed types, only for that owner; a paused endpoint gets nothing', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const other = new Receiver();
    await other.listen();
    try {
      const { webhook } = await addWebhook(api, owner.token, other.url, ['share.created']);
      const paused = await addWebhook(api, owner.token, `${other.url}?paused`, ['share.created']);
      expect((await api.request('PATCH', `/api/user/webhooks/${paused.webhook.id}`, { body: { paused: true }, token: owner.token })).status).toBe(200);
      const shared = await sharedChecklist(api, server, 2, {}, owner);
      await guestRespond(api, shared.recipients[0]!.accessToken, shared.checklist.items[0]!.id, 'complete', true);
      await other.waitFor((r) => r.length >= 2);
      await waitForDeliveries(api, owner.token, webhook.id, (d) => d.length === 2);
      expect(other.received.map((r) => r.payload.type)).toEqual(['share.created', 'share.created']);
    } finally {
      await other.stop();
    }
  });
});
