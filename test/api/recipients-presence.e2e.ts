import { CHECKLIST_MESSAGES, REALTIME_MESSAGES, type ChecklistInsightResponse, type SharePresenceEvent } from '@ticklist/contracts';
import { waitFor } from '../kit';
import { PresenceSweepJob } from '../../server/src/modules/presence/presence-sweep.job';
import { PresenceService } from '../../server/src/modules/presence/presence.service';
import { registerVerifiedOwner } from './support/accounts';
import { ownerShare, sharedChecklist } from './support/follow-up';
import { expectErrorBody } from './support/http';
import { closeAllSockets, connect, connectVisible, emitAck, watchChecklist, type TestSocket } from './support/realtime';
import { guestRespond } from './support/sharing';
import { useTestServer } from './support/test-server';

/** Presence and item insight (issue 18). */
describe('recipients: presence and item insight', () => {
  const suite = useTestServer();
  afterEach(() => closeAllSockets());

  /** An owner socket subscribed to the checklist, recording every share:presence. */
  async function watch(token: string, checklistId: string): Promise<{ socket: TestSocket; events: SharePresenceEvent[] }> {
    const events: SharePresenceEvent[] = [];
    const socket = await watchChecklist(suite.server.url, token, checklistId, (s) => s.on('share:presence', (e) => events.push(e)));
    return { socket, events };
  }

  const until = (events: SharePresenceEvent[], check: (e: SharePresenceEvent) => boolean) =>
    waitFor(() => events.find(check), { timeoutMs: 5_000, intervalMs: 20, describe: () => `presence events: ${JSON.stringify(events)}` });

  describe('presence', () => {
    it('"viewing" while any guest socket of the share is open, across two devices; the last one leaving marks the moment seen', async () => {
      const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 2);
      const [r, other] = recipients as [(typeof recipients)[0], (typeof recipients)[0]];
      expect(await ownerShare(suite.api, owner, checklist.id, r.shareId)).toMatchObject({ viewing: false, lastSeenAt: null });
      const { events } = await watch(owner.token, checklist.id);

      const phone = await connectVisible(suite.server.url, r.accessToken, ['websocket']);
      const on = await until(events, (e) => e.viewing);
      expect(on).toEqual({ checklistId: checklist.id, shareId: r.shareId, viewing: true, lastSeenAt: expect.any(String) });
      expect(await ownerShare(suite.api, owner, checklist.id, r.shareId)).toMatchObject({ viewing: true });
      expect((await ownerShare(suite.api, owner, checklist.id, other.shareId)).viewing).toBe(false);

      // A second device of the same recipient, then the first closes: still viewing, no event.
      const laptop = await connectVisible(suite.server.url, r.accessToken, ['polling']);
      phone.close();
      await waitFor(async () => (await suite.db.query(`SELECT sockets FROM share_presence WHERE share_id = $1`, [r.shareId]))[0]?.sockets === 1, {
        timeoutMs: 5_000,
        describe: () => 'the phone socket was not counted out',
      });
      expect((await ownerShare(suite.api, owner, checklist.id, r.shareId)).viewing).toBe(true);

      laptop.close();
      const off = await until(events, (e) => !e.viewing);
      expect(off).toEqual({ checklistId: checklist.id, shareId: r.shareId, viewing: false, lastSeenAt: expect.any(String) });
      expect(Date.parse(off.lastSeenAt!)).toBeGreaterThanOrEqual(Date.parse(on.lastSeenAt!));
      expect(events.filter((e) => e.shareId === r.shareId).map((e) => e.viewing)).toEqual([true, false]);
      expect(await ownerShare(suite.api, owner, checklist.id, r.shareId)).toMatchObject({ viewing: false, lastSeenAt: off.lastSeenAt });
    });

    it('a page that stays hidden (a scanner rendering the link) is never "viewing"; a visible one is, until it is hidden', async () => {
      const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
      const [r] = recipients as [(typeof recipients)[0]];
      const { events } = await watch(owner.token, checklist.id);
      const count = async () => (await suite.db.query(`SELECT COALESCE(sum(sockets), 0)::int AS n FROM share_presence WHERE share_id = $1`, [r.shareId]))[0].n as number;

      const hidden = await connect(suite.server.url, { accessToken: r.accessToken });
      expect(await emitAck(hidden, 'guest:visibility', { visible: false })).toEqual({ ok: true });
      expect(await count()).toBe(0);
      expect(await ownerShare(suite.api, owner, checklist.id, r.shareId)).toMatchObject({ viewing: false, lastSeenAt: null, firstOpenedAt: null });

      expect(await emitAck(hidden, 'guest:visibility', { visible: true })).toEqual({ ok: true });
      await until(events, (e) => e.viewing);
      expect(await emitAck(hidden, 'guest:visibility', { visible: true })).toEqual({ ok: true }); // said twice: counted once
      expect(await count()).toBe(1);
      expect(await emitAck(hidden, 'guest:visibility', { visible: false })).toEqual({ ok: true });
      await until(events, (e) => !e.viewing);
      expect(events.map((e) => e.viewing)).toEqual([true, false]);

      // A bad payload, and an owner socket, are refused with a message.
      const refused = { ok: false, message: REALTIME_MESSAGES.visibilityRefused };
      expect(await emitAck(hidden, 'guest:visibility', { visible: 'yes' })).toEqual(refused);
      const ownerSocket = await connect(suite.server.url, { token: owner.token });
      expect(await emitAck(ownerSocket, 'guest:visibility', { visible: true })).toEqual(refused);
    });

    it('a burst of guest sockets at once (six devices of one recipient, one of another): the counts come out right, one event each way per recipient', async () => {
      const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 2);
      const [r, other] = recipients as [(typeof recipients)[0], (typeof recipients)[0]];
      const { events } = await watch(owner.token, checklist.id);
      const sockets = `SELECT COALESCE(sum(sockets), 0)::int AS n FROM share_presence WHERE share_id = $1`;
      const count = async (shareId: string) => (await suite.db.query(sockets, [shareId]))[0].n as number;

      const devices = await Promise.all([
        ...Array.from({ length: 6 }, () => connectVisible(suite.server.url, r.accessToken, ['websocket'])),
        connectVisible(suite.server.url, other.accessToken, ['websocket']),
      ]);
      // Writes of one share that waited in line together were written as one, with the count at their turn.
      await waitFor(async () => (await count(r.shareId)) === 6 && (await count(other.shareId)) === 1, {
        timeoutMs: 5_000,
        describe: () => 'the burst of sockets was not counted',
      });
      await until(events, (e) => e.shareId === other.shareId && e.viewing);

      for (const socket of devices) socket.close();
      await until(events, (e) => e.shareId === r.shareId && !e.viewing);
      await until(events, (e) => e.shareId === other.shareId && !e.viewing);
      expect([await count(r.shareId), await count(other.shareId)]).toEqual([0, 0]);
      for (const recipient of [r, other]) {
        expect(events.filter((e) => e.shareId === recipient.shareId).map((e) => e.viewing)).toEqual([true, false]);
      }
    });

    it('an owner socket subscribing after the recipient opened the guest page is told at once who is viewing (before its ack)', async () => {
      const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 3);
      const [r, , revoked] = recipients as [(typeof recipients)[0], (typeof recipients)[0], (typeof recipients)[0]];
      await connectVisible(suite.server.url, r.accessToken);
      await waitFor(async () => (await ownerShare(suite.api, owner, checklist.id, r.shareId)).viewing, { describe: () => 'the recipient is not viewing' });
      expect((await suite.api.post(`/api/checklist/${checklist.id}/shares/${revoked.shareId}/revoke`, undefined, owner.token)).status).toBe(200);
      // A revoked recipient is never "viewing", even with a lease left (its sockets are being cut).
      await suite.db.query(
        `INSERT INTO share_presence (share_id, process_id, sockets, expires_at) VALUES ($1, gen_random_uuid(), 1, now() + interval '1 minute')`,
        [revoked.shareId],
      );
      const { events } = await watch(owner.token, checklist.id);
      expect(events).toEqual([{ checklistId: checklist.id, shareId: r.shareId, viewing: true, lastSeenAt: expect.any(String) }]);
    });

    it('a guest socket hears nothing about presence (its own or another recipient\'s)', async () => {
      const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 2);
      const [r, other] = recipients as [(typeof recipients)[0], (typeof recipients)[0]];
      const guest = await connectVisible(suite.server.url, r.accessToken);
      const heard: unknown[] = [];
      guest.on('share:presence', (e) => heard.push(e));
      const { events } = await watch(owner.token, checklist.id);
      const second = await connectVisible(suite.server.url, other.accessToken);
      await until(events, (e) => e.shareId === other.shareId && e.viewing);
      second.close();
      await until(events, (e) => e.shareId === other.shareId && !e.viewing);
      // A tick is pushed to the guest after the presence events: once it is here, nothing else came.
      const marker = new Promise((resolve) => guest.once('share:progress', resolve));
      expect((await guestRespond(suite.api, r.accessToken, checklist.items[0]!.id, 'complete', true)).status).toBe(200);
      await marker;
      expect(heard).toEqual([]);
    });

    it('a revoked link: its sockets are cut and the owner sees the recipient leave', async () => {
      const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
      const [r] = recipients as [(typeof recipients)[0]];
      const { events } = await watch(owner.token, checklist.id);
      await connectVisible(suite.server.url, r.accessToken);
      await until(events, (e) => e.viewing);
      expect((await suite.api.post(`/api/checklist/${checklist.id}/shares/${r.shareId}/revoke`, undefined, owner.token)).status).toBe(200);
      await until(events, (e) => !e.viewing);
      expect(await ownerShare(suite.api, owner, checklist.id, r.shareId)).toMatchObject({ viewing: false, lastSeenAt: expect.any(String) });
    });

    it('a dead process\'s lease: no longer "viewing" in answers, and the sweep tells the owner once', async () => {
      const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
      const [r] = recipients as [(typeof recipients)[0]];
      const { events } = await watch(owner.token, checklist.id);
      // What a replica killed while the recipient had the page open leaves behind: a lease that ran out.
      await suite.db.query(
        `INSERT INTO share_presence (share_id, process_id, sockets, expires_at) VALUES ($1, gen_random_uuid(), 1, now() - interval '1 second')`,
        [r.shareId],
      );
      expect((await ownerShare(suite.api, owner, checklist.id, r.shareId)).viewing).toBe(false);
      const sweep = suite.server.server.app.get(PresenceSweepJob);
      await sweep.run();
      const off = await until(events, (e) => e.shareId === r.shareId && !e.viewing);
      expect(off.lastSeenAt).toEqual(expect.any(String));
      expect(await suite.db.query(`SELECT 1 FROM share_presence WHERE share_id = $1`, [r.shareId])).toEqual([]);
      await sweep.run();
      // A marker after the second sweep: the recipient opens the page. Had that sweep announced
      // anything, it would sit between the two.
      await connectVisible(suite.server.url, r.accessToken);
      await until(events, (e) => e.shareId === r.shareId && e.viewing);
      expect(events.filter((e) => e.shareId === r.shareId).map((e) => e.viewing)).toEqual([false, true]);
    });

    it('the heartbeat renews this process\'s leases, and writes back a row lost meanwhile (swept during an outage)', async () => {
      const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
      const [r] = recipients as [(typeof recipients)[0]];
      const { events } = await watch(owner.token, checklist.id);
      await connectVisible(suite.server.url, r.accessToken);
      await until(events, (e) => e.viewing);
      const lease = async () => (await suite.db.query(`SELECT expires_at FROM share_presence WHERE share_id = $1`, [r.shareId]))[0]?.expires_at as Date | undefined;
      const presence = suite.server.server.app.get(PresenceService);

      await suite.db.query(`UPDATE share_presence SET expires_at = now() + interval '1 second' WHERE share_id = $1`, [r.shareId]);
      await presence.heartbeat();
      expect((await lease())!.getTime()).toBeGreaterThan(Date.now() + 10_000);

      await suite.db.query(`DELETE FROM share_presence WHERE share_id = $1`, [r.shareId]);
      await suite.db.query(`UPDATE shares SET last_seen_at = now() WHERE id = $1`, [r.shareId]);
      await presence.heartbeat();
      expect(await lease()).toBeDefined();
      // The write-back is announced again; through Redis it arrives a moment after the heartbeat returns.
      const ofShare = () => events.filter((e) => e.shareId === r.shareId).map((e) => e.viewing);
      await waitFor(() => ofShare().length >= 2, { timeoutMs: 5_000, intervalMs: 20, describe: () => JSON.stringify(events) });
      expect(ofShare()).toEqual([true, true]);
    });

    it('with 60 guest pages open in one process, the heartbeat renews every lease', async () => {
      const { recipients } = await sharedChecklist(suite.api, suite.server, 60);
      for (const r of recipients) await connectVisible(suite.server.url, r.accessToken);
      const shareIds = recipients.map((r) => r.shareId);
      const leases = async () =>
        (await suite.db.query(`SELECT share_id, expires_at FROM share_presence WHERE share_id = ANY($1::uuid[])`, [shareIds])) as { share_id: string; expires_at: Date }[];
      await waitFor(async () => (await leases()).length === 60, { timeoutMs: 10_000, intervalMs: 50, describe: () => 'every guest socket has its lease' });
      await suite.db.query(`UPDATE share_presence SET expires_at = now() + interval '1 second' WHERE share_id = ANY($1::uuid[])`, [shareIds]);
      await suite.server.server.app.get(PresenceService).heartbeat();
      const renewed = await leases();
      expect(renewed).toHaveLength(60);
      for (const { expires_at } of renewed) expect(expires_at.getTime()).toBeGreaterThan(Date.now() + 10_000);
    });
  });

  describe('GET /api/checklist/{id}/insight', () => {
    it('per item: done, median seconds from opening to the tick, the one stuck item; revoked recipients left out', async () => {
      const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 4);
      const [ann, bob, cat, dan] = recipients as [(typeof recipients)[0], (typeof recipients)[0], (typeof recipients)[0], (typeof recipients)[0]];
      const [one, two, three] = checklist.items.map((i) => i.id) as [string, string, string];
      const tick = async (who: (typeof recipients)[0], item: string) => expect((await guestRespond(suite.api, who.accessToken, item, 'complete', true)).status).toBe(200);
      await tick(ann, one);
      await tick(ann, two);
      await tick(bob, one);
      await tick(dan, three); // dan is revoked below: not counted anywhere
      expect((await suite.api.post(`/api/checklist/${checklist.id}/shares/${dan.shareId}/revoke`, undefined, owner.token)).status).toBe(200);
      // Known durations from each one's first opening (an hour after the invitation): ann ticked one
      // after 100 s and two after 50 s, bob ticked one after 300 s. A later note does not move them.
      await suite.db.query(`UPDATE shares SET first_opened_at = shared_at + interval '1 hour' WHERE id = ANY($1)`, [[ann.shareId, bob.shareId]]);
      const after = async (who: (typeof recipients)[0], item: string, seconds: number) =>
        suite.db.query(
          `UPDATE item_responses r SET completed_at = s.first_opened_at + make_interval(secs => $3), updated_at = now()
             FROM shares s WHERE s.id = r.share_id AND r.share_id = $1 AND r.item_id = $2`,
          [who.shareId, item, seconds],
        );
      await after(ann, one, 100);
      await after(ann, two, 50);
      await after(bob, one, 300);

      const res = await suite.api.get<ChecklistInsightResponse>(`/api/checklist/${checklist.id}/insight`, owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        insight: {
          checklistId: checklist.id,
          recipients: 3,
          opened: 2,
          started: 2,
          items: [
            { itemId: one, done: 2, medianSecondsToDone: 200, stuck: false },
            { itemId: two, done: 1, medianSecondsToDone: 50, stuck: false },
            { itemId: three, done: 0, medianSecondsToDone: null, stuck: true },
          ],
        },
      });
      void cat;
    });

    it('per kind (issue 46): yes/no counts, a number\'s range, each option\'s count, photos, and flagged answers; a tick box as before', async () => {
      const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 3, {
        items: [
          { text: 'Keys handed over', displayOrder: 1 },
          { text: 'Exit clear?', displayOrder: 2, kind: 'yesno', settings: { naAllowed: true, flagOn: 'no' } },
          { text: 'Fridge °C', displayOrder: 3, kind: 'number', settings: { min: 0, max: 5 } },
          { text: 'Rooms', displayOrder: 4, kind: 'choice', settings: { options: ['Hall', 'Kitchen', 'Store'], multiple: true, flagOn: ['Store'] } },
          { text: 'Meter photo', displayOrder: 5, kind: 'photo' },
        ],
      });
      const [keys, exit, fridge, rooms, photo] = checklist.items.map((i) => i.id) as [string, string, string, string, string];
      const answers: [unknown, unknown, unknown][] = [['yes', 3, ['Hall', 'Kitchen']], ['no', 7, ['Store']], ['na', 1, ['Hall']]];
      for (const [n, [yesno, number, choice]] of answers.entries()) {
        const token = recipients[n]!.accessToken;
        for (const [item, value] of [[exit, yesno], [fridge, number], [rooms, choice]] as const) {
          expect((await guestRespond(suite.api, token, item, 'answer', value)).status).toBe(200);
        }
      }
      const res = await suite.api.get<ChecklistInsightResponse>(`/api/checklist/${checklist.id}/insight`, owner.token);
      expect(res.status).toBe(200);
      const [tick, ...kinds] = res.body.insight.items;
      expect(tick).toEqual({ itemId: keys, done: 0, medianSecondsToDone: null, stuck: expect.any(Boolean) });
      expect(kinds).toEqual([
        expect.objectContaining({ itemId: exit, done: 3, flagged: 1, answers: { yes: 1, no: 1, na: 1 } }),
        expect.objectContaining({ itemId: fridge, done: 3, flagged: 1, answers: { min: 1, median: 3, max: 7, outOfRange: 1 } }),
        expect.objectContaining({ itemId: rooms, done: 3, flagged: 1, answers: { options: { Hall: 2, Kitchen: 1, Store: 1 } } }),
        { itemId: photo, done: 0, medianSecondsToDone: null, stuck: expect.any(Boolean), answers: { photos: 0 } },
      ]);
    });

    it('nobody started: nothing is stuck; every item is listed with 0 done', async () => {
      const { owner, checklist } = await sharedChecklist(suite.api, suite.server, 2);
      const res = await suite.api.get<ChecklistInsightResponse>(`/api/checklist/${checklist.id}/insight`, owner.token);
      expect(res.status).toBe(200);
      expect(res.body.insight).toMatchObject({ recipients: 2, opened: 0, started: 0 });
      expect(res.body.insight.items).toEqual(checklist.items.map((i) => ({ itemId: i.id, done: 0, medianSecondsToDone: null, stuck: false })));
    });

    it('everyone who started finished: nothing is stuck', async () => {
      const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 2);
      for (const item of checklist.items) expect((await guestRespond(suite.api, recipients[0]!.accessToken, item.id, 'complete', true)).status).toBe(200);
      const res = await suite.api.get<ChecklistInsightResponse>(`/api/checklist/${checklist.id}/insight`, owner.token);
      expect(res.body.insight.items.every((i) => i.done === 1 && !i.stuck && i.medianSecondsToDone !== null)).toBe(true);
    });

    it('another owner\'s checklist, an unknown id, a malformed id: 404 "Checklist not found"; no token: 401', async () => {
      const { checklist } = await sharedChecklist(suite.api, suite.server, 1);
      const stranger = await registerVerifiedOwner(suite.api, suite.server);
      for (const id of [checklist.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await suite.api.get(`/api/checklist/${id}/insight`, stranger.token);
        expect(res.status).toBe(404);
        expectErrorBody(res.body);
        expect(res.body).toEqual({ message: CHECKLIST_MESSAGES.notFound });
      }
      expect((await suite.api.get(`/api/checklist/${checklist.id}/insight`)).status).toBe(401);
    });
  });
});
