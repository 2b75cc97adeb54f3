import { SHARING_MESSAGES, type ChecklistSummary, type ShareProgressEvent } from '@ticklist/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { SavePathWarmUp } from '../../server/src/modules/responses/save-path-warm-up';
import { registerVerifiedOwner, type Owner } from './support/accounts';
import { createChecklist, sampleChecklist } from './support/checklists';
import { Api } from './support/http';
import { closeAllSockets, connect, emitAck, recordProgress, waitForEvents } from './support/realtime';
import { accessTokenFromOutbox, guestEmail, guestRespond, guestView, shareChecklist } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Saves arriving together are written several to a statement (group commit). Whatever shares a
 * statement, each save is answered with its own result after its commit, causes its own event,
 * and fails alone.
 */
describe('respond under concurrent saves', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => server?.stop());

  interface Guest {
    token: string;
    shareId: string;
    checklist: ChecklistSummary;
    email: string;
  }

  /** `checklists` checklists of `items` items, each shared with `guests` recipients; the owner watches them all. */
  async function sharedWorld(checklists: number, items: number, guests: number) {
    const owner: Owner = await registerVerifiedOwner(api, server);
    const socket = await connect(server.url, { token: owner.token });
    const events: ShareProgressEvent[] = recordProgress(socket);
    const all: Guest[] = [];
    for (let c = 0; c < checklists; c++) {
      const checklist = await createChecklist(api, owner.token, sampleChecklist(items));
      expect(await emitAck(socket, 'checklist:subscribe', { checklistId: checklist.id })).toEqual({ ok: true });
      const emails = Array.from({ length: guests }, () => guestEmail());
      await shareChecklist(api, owner.token, checklist.id, emails);
      for (const email of emails) {
        const token = await accessTokenFromOutbox(server, email);
        const view = await guestView(api, token);
        all.push({ token, shareId: view.body.share.id, checklist, email: email.toLowerCase() });
      }
    }
    return { owner, events, guests: all };
  }

  it('opening a list readies the save statements without writing anything; the first tick then saves', async () => {
    const { events, guests } = await sharedWorld(1, 2, 1);
    // The opening started the warm-up; this waits for it (or returns at once if it is done).
    await server.server.app.get(SavePathWarmUp).prime();
    const [guest] = guests;
    const db = server.server.app.get(DataSource);
    // Nothing was saved on this checklist yet (the database may be shared with other suites):
    // a response here, or an event, would be the warm-up's.
    const saved = `SELECT count(*)::int AS n FROM item_responses r JOIN shares s ON s.id = r.share_id WHERE s.checklist_id = $1`;
    expect(await db.query(saved, [guest!.checklist.id])).toEqual([{ n: 0 }]);
    expect(events).toEqual([]);

    const item = guest!.checklist.items[0]!.id;
    const res = await guestRespond(api, guest!.token, item, 'complete', true);
    expect(res.status).toBe(200);
    await waitForEvents(events, 1);
    expect(events).toEqual([expect.objectContaining({ shareId: guest!.shareId, itemId: item, complete: true })]);
  });

  it('many saves at once on one and several shares all land, each answered with its own result and event', async () => {
    const { owner, events, guests } = await sharedWorld(2, 6, 3);
    const saves = guests.flatMap((g) =>
      g.checklist.items.flatMap((item, i) => [
        { g, item: item.id, key: 'complete' as const, value: (i + g.token.length) % 3 !== 0 },
        { g, item: item.id, key: 'notes' as const, value: `note ${randomBytes(4).toString('hex')}` },
      ]),
    );
    const answers = await Promise.all(saves.map((s) => guestRespond(api, s.g.token, s.item, s.key, s.value)));

    answers.forEach((res, i) => {
      const save = saves[i]!;
      expect(res.status).toBe(200);
      expect(res.body.response.item).toBe(save.item);
      expect(res.body.response[save.key]).toBe(save.value);
    });
    // One share:progress per tick, carrying the updatedAt of that tick's own answer.
    const ticks = saves.map((s, i) => ({ ...s, answer: answers[i]!.body.response })).filter((s) => s.key === 'complete');
    await waitForEvents(events, ticks.length);
    expect(events).toHaveLength(ticks.length);
    for (const tick of ticks) {
      const own = events.filter((e) => e.shareId === tick.g.shareId && e.itemId === tick.item);
      expect(own).toEqual([expect.objectContaining({ complete: tick.value, updatedAt: tick.answer.updatedAt })]);
    }
    // Everything is stored, and each share's last event shows its final progress.
    for (const g of guests) {
      const view = await guestView(api, g.token);
      const mine = saves.filter((s) => s.g === g);
      for (const item of view.body.share.checklist.items) {
        const complete = mine.find((s) => s.item === item.id && s.key === 'complete')!.value;
        expect(item.response).toEqual({
          complete,
          answer: complete,
          files: [],
          notes: mine.find((s) => s.item === item.id && s.key === 'notes')!.value,
        });
      }
      const last = events.filter((e) => e.shareId === g.shareId).sort((a, b) => a.updatedAt.localeCompare(b.updatedAt)).at(-1)!;
      const done = view.body.share.checklist.items.filter((i) => i.response?.complete).map((i) => ({ itemId: i.id }));
      expect(last.completedItems).toEqual(done);
      expect(last.totalItems).toBe(6);
    }
    // The batched statement keeps when each item was completed: the tick's own moment (taken in the same row write).
    for (const checklist of new Set(guests.map((g) => g.checklist))) {
      const edit = await api.get(`/api/checklist/${checklist.id}/edit`, owner.token);
      for (const item of edit.body.items as { id: string; responses: { user: { email: string }; complete: boolean; completedAt: string | null }[] }[]) {
        for (const response of item.responses) {
          const tick = ticks.find((t) => t.item === item.id && t.g.email === response.user.email)!;
          if (!tick.value) expect(response.completedAt).toBeNull();
          else {
            const after = Date.parse(tick.answer.updatedAt) - Date.parse(response.completedAt!);
            expect(after >= 0 && after < 1000).toBe(true);
          }
        }
      }
    }
  });

  it('saves of one row sent together are applied one after another: each answered its own value, the last one kept', async () => {
    const { guests } = await sharedWorld(1, 2, 1);
    const [g] = guests;
    const item = g!.checklist.items[0]!.id;
    const values = Array.from({ length: 12 }, (_, i) => `version ${i}`);
    const answers = await Promise.all(values.map((v) => guestRespond(api, g!.token, item, 'notes', v)));
    answers.forEach((res, i) => {
      expect(res.status).toBe(200);
      expect(res.body.response.notes).toBe(values[i]);
    });
    const stamps = answers.map((a) => a.body.response.updatedAt);
    expect(new Set(stamps).size).toBe(values.length);
    const latest = answers.reduce((a, b) => (a.body.response.updatedAt > b.body.response.updatedAt ? a : b));
    const view = await guestView(api, g!.token);
    expect(view.body.share.checklist.items[0]!.response?.notes).toBe(latest.body.response.notes);
  });

  it('30 ticks at once on one share each carry their own updatedAt (microseconds) and seq, both strictly increasing', async () => {
    const { events, guests } = await sharedWorld(1, 30, 1);
    const [g] = guests;
    const items = g!.checklist.items.map((item) => item.id);
    const answers = await Promise.all(items.map((item) => guestRespond(api, g!.token, item, 'complete', true)));
    answers.forEach((res) => expect(res.status).toBe(200));
    const stamps = answers.map((a) => a.body.response.updatedAt as string);
    for (const at of stamps) expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(new Set(stamps).size).toBe(30);

    await waitForEvents(events, 30);
    const bySeq = [...events].sort((a, b) => a.seq - b.seq);
    expect(new Set(bySeq.map((e) => e.seq)).size).toBe(30);
    // In seq order the times strictly increase, each the time of its tick's own answer, and the last shows every tick.
    bySeq.slice(1).forEach((e, i) => expect(e.updatedAt > bySeq[i]!.updatedAt).toBe(true));
    for (const e of bySeq) expect(e.updatedAt).toBe(stamps[items.indexOf(e.itemId)]);
    expect(bySeq.at(-1)!.completedItems).toHaveLength(30);
  });

  it('a bad save among many fails alone', async () => {
    const { events, guests } = await sharedWorld(2, 4, 2);
    const [a, b, other] = [guests[0]!, guests[1]!, guests[2]!];
    const good = [a, b].flatMap((g) => g.checklist.items.map((item) => ({ g, item: item.id })));
    const unknownToken = randomBytes(32).toString('base64url');
    const requests = [
      ...good.slice(0, 4).map((s) => guestRespond(api, s.g.token, s.item, 'complete', true)),
      guestRespond(api, a.token, other.checklist.items[0]!.id, 'complete', true), // an item of another checklist
      guestRespond(api, unknownToken, a.checklist.items[0]!.id, 'complete', true),
      ...good.slice(4).map((s) => guestRespond(api, s.g.token, s.item, 'complete', true)),
    ];
    const answers = await Promise.all(requests);
    const [wrongItem, unknown] = answers.splice(4, 2);
    expect(wrongItem!.status).toBe(422);
    expect(wrongItem!.body).toMatchObject({ errors: { item: [SHARING_MESSAGES.itemNotInChecklist] } });
    expect(unknown!.status).toBe(404);
    answers.forEach((res, i) => {
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({ item: good[i]!.item, complete: true });
    });
    await waitForEvents(events, good.length);
    expect(events).toHaveLength(good.length);
    const other0 = await guestView(api, other.token);
    expect(other0.body.share.checklist.items.every((i) => i.response === null)).toBe(true);
  });
});
