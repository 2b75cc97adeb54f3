import { REALTIME_MESSAGES, type ShareProgressEvent } from '@ticklist/contracts';
import { buildAccessWorld, type AccessWorld } from './support/hostile-access';
import { Api } from './support/http';
import { closeAllSockets, connect, emitAck, eventsBefore, progressLike, recordProgress, waitForEvents, type TestSocket } from './support/realtime';
import { guestRespond } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The access matrix over Socket.IO: a guest socket gets only its own share's events (not another
 * share's of the same checklist, not another checklist's), another owner's socket gets nothing of
 * a foreign checklist and cannot subscribe to it, and a guest socket cannot subscribe at all.
 */
describe('access matrix (sockets)', () => {
  jest.setTimeout(120_000);
  let server: TestServer;
  let api: Api;
  let w: AccessWorld;
  let messages = 0;
  let sockets: Record<'ownerA' | 'ownerB' | 'guestA1' | 'guestA2' | 'guestB1', TestSocket>;
  let events: Record<keyof typeof sockets, ShareProgressEvent[]>;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
    w = await buildAccessWorld(api, server);
  });
  beforeEach(async () => {
    sockets = {
      ownerA: await connect(server.url, { token: w.a.token }),
      ownerB: await connect(server.url, { token: w.b.token }),
      guestA1: await connect(server.url, { accessToken: w.guests.a1.accessToken }),
      guestA2: await connect(server.url, { accessToken: w.guests.a2.accessToken }),
      guestB1: await connect(server.url, { accessToken: w.guests.b1.accessToken }),
    };
    messages += 5;
    events = Object.fromEntries(Object.entries(sockets).map(([k, s]) => [k, recordProgress(s)])) as typeof events;
    expect(await emitAck(sockets.ownerA, 'checklist:subscribe', { checklistId: w.checklistA.id })).toEqual({ ok: true });
    expect(await emitAck(sockets.ownerB, 'checklist:subscribe', { checklistId: w.checklistB.id })).toEqual({ ok: true });
    messages += 2;
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => {
    console.log(`access-sockets: ${messages} socket handshakes, messages and HTTP calls`);
    await server?.stop();
  });

  const NOT_FOUND = { ok: false, message: REALTIME_MESSAGES.checklistNotFound };

  const tick = async (accessToken: string, itemId: string, complete: boolean) => {
    const res = await guestRespond(api, accessToken, itemId, 'complete', complete);
    messages++;
    expect(res.status).toBe(200);
    return res.body.response;
  };

  type Who = keyof typeof sockets;
  /** The guest whose marker tick each socket hears: its own share's, or the first on its checklist. */
  const MARKED_BY = { ownerA: 'a1', guestA1: 'a1', guestA2: 'a2', ownerB: 'b1', guestB1: 'b1' } as const;

  /**
   * After an action that must push nothing (or nothing more): every guest ticks the last item of
   * its checklist, an event each socket hears after anything the action pushed. Returns what each
   * socket received before its marker.
   */
  async function heardBeforeMarkers(): Promise<Record<Who, ShareProgressEvent[]>> {
    const checklistOf = { a1: w.checklistA, a2: w.checklistA, b1: w.checklistB };
    const markerOf = (guest: keyof typeof checklistOf) => ({ checklistId: checklistOf[guest].id, itemId: checklistOf[guest].items.at(-1)!.id });
    for (const guest of ['a1', 'a2', 'b1'] as const) await tick(w.guests[guest].accessToken, markerOf(guest).itemId, true);
    const heard = await Promise.all(
      (Object.keys(MARKED_BY) as Who[]).map(async (who) => [who, await eventsBefore(events[who], progressLike(markerOf(MARKED_BY[who])))] as const),
    );
    return Object.fromEntries(heard) as Record<Who, ShareProgressEvent[]>;
  }

  it("another owner cannot subscribe to A's checklist, by any spelling of its id", async () => {
    for (const checklistId of [w.checklistA.id, w.checklistA.id.toUpperCase(), ` ${w.checklistA.id}`, `${w.checklistA.id}\u0000`]) {
      expect(await emitAck(sockets.ownerB, 'checklist:subscribe', { checklistId })).toEqual(NOT_FOUND);
      messages++;
    }
  });

  it('a guest socket cannot subscribe to any checklist, not even the one shared with it', async () => {
    for (const [socket, checklistId] of [
      [sockets.guestA1, w.checklistA.id],
      [sockets.guestA1, w.checklistB.id],
      [sockets.guestB1, w.checklistA.id],
    ] as const) {
      expect(await emitAck(socket, 'checklist:subscribe', { checklistId })).toEqual(NOT_FOUND);
      messages++;
    }
  });

  it("a tick reaches A and the ticking share's own guests, and nobody else", async () => {
    // B and the guests have all tried to get into A's checklist first.
    await emitAck(sockets.ownerB, 'checklist:subscribe', { checklistId: w.checklistA.id });
    await emitAck(sockets.guestA2, 'checklist:subscribe', { checklistId: w.checklistA.id });
    await emitAck(sockets.guestB1, 'checklist:subscribe', { checklistId: w.checklistA.id });
    messages += 3;

    const saved = await tick(w.guests.a1.accessToken, w.checklistA.items[1]!.id, true);
    const heard = await heardBeforeMarkers();
    expect(heard.ownerA).toHaveLength(1);
    expect(heard.ownerA[0]).toMatchObject({ checklistId: w.checklistA.id, itemId: w.checklistA.items[1]!.id, updatedAt: saved.updatedAt });
    expect(heard.guestA1).toEqual(heard.ownerA);
    expect(heard.guestA2).toEqual([]);
    expect(heard.ownerB).toEqual([]);
    expect(heard.guestB1).toEqual([]);
  });

  it("B's guest ticking reaches B only; A and A's guests hear nothing", async () => {
    await tick(w.guests.b1.accessToken, w.checklistB.items[0]!.id, true);
    const heard = await heardBeforeMarkers();
    expect(heard.ownerB).toHaveLength(1);
    expect(heard.guestB1).toHaveLength(1);
    expect(heard.ownerB[0]!.checklistId).toBe(w.checklistB.id);
    for (const who of ['ownerA', 'guestA1', 'guestA2'] as const) expect(heard[who]).toEqual([]);
  });

  it('a refused write (an item of another checklist) pushes nothing to anyone', async () => {
    const res = await guestRespond(api, w.guests.a1.accessToken, w.checklistB.items[1]!.id, 'complete', true);
    messages++;
    expect(res.status).toBeGreaterThanOrEqual(400);
    for (const list of Object.values(await heardBeforeMarkers())) expect(list).toEqual([]);
  });

  it("notes are personal: a note pushes nothing to the owner or to other shares' guests", async () => {
    const res = await guestRespond(api, w.guests.a1.accessToken, w.checklistA.items[0]!.id, 'notes', 'just for me');
    messages++;
    expect(res.status).toBe(200);
    const heard = await heardBeforeMarkers();
    for (const who of ['ownerA', 'ownerB', 'guestA2', 'guestB1'] as const) expect(heard[who]).toEqual([]);
  });

  it("after unsubscribing, A's own socket stops hearing; B's unsubscribe from A's checklist changes nothing for A", async () => {
    expect(await emitAck(sockets.ownerB, 'checklist:unsubscribe', { checklistId: w.checklistA.id })).toEqual({ ok: true });
    await tick(w.guests.a2.accessToken, w.checklistA.items[0]!.id, true);
    await waitForEvents(events.ownerA, 1);
    expect(await emitAck(sockets.ownerA, 'checklist:unsubscribe', { checklistId: w.checklistA.id })).toEqual({ ok: true });
    messages += 2;
    await tick(w.guests.a2.accessToken, w.checklistA.items[0]!.id, false);
    await waitForEvents(events.guestA2, 2);
    // A subscribes again so that the markers reach it: the untick came before them, unheard.
    expect(await emitAck(sockets.ownerA, 'checklist:subscribe', { checklistId: w.checklistA.id })).toEqual({ ok: true });
    messages++;
    const heard = await heardBeforeMarkers();
    expect(heard.ownerA).toHaveLength(1);
    expect(heard.ownerA[0]).toMatchObject({ itemId: w.checklistA.items[0]!.id, complete: true });
    expect(heard.ownerB).toEqual([]);
    expect(heard.guestA1).toEqual([]);
  });
});
