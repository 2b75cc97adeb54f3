import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { GENERIC_MESSAGES, LIMITS, SHARING_MESSAGES, type ChecklistSummary } from '@ticklist/contracts';
import { RESPONSE_SAVED, type ResponseSavedEvent } from '../../server/src/modules/responses/response-saved.event';
import { registerVerifiedOwner, type Owner } from './support/accounts';
import { createChecklist, TICK_BOX } from './support/checklists';
import { waitFor } from '../kit';
import { Api, expectErrorBody } from './support/http';
import { accessTokenFromOutbox, guestEmail, guestRespond, guestView, shareChecklist } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';

describe('guest: GET /api/guest/shared/{accessToken} and POST .../respond', () => {
  let server: TestServer;
  let api: Api;
  let db: DataSource;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
    db = server.server.app.get(DataSource);
  });
  afterAll(() => server?.stop());

  interface Shared {
    owner: Owner;
    checklist: ChecklistSummary;
    email: string;
    token: string;
  }

  async function shared(items = 3): Promise<Shared> {
    const owner = await registerVerifiedOwner(api, server);
    const checklist = await createChecklist(api, owner.token, {
      items: Array.from({ length: items }, (_, i) => ({ text: `Task ${i + 1}`, description: i === 0 ? 'How to do it' : null, displayOrder: i + 1 })),
    });
    const email = guestEmail();
    await shareChecklist(api, owner.token, checklist.id, [email]);
    return { owner, checklist, email, token: await accessTokenFromOutbox(server, email) };
  }

  const rowsOf = async (token: string) =>
    (await db.query(
      `SELECT r.item_id, r.complete, r.notes FROM item_responses r JOIN shares s ON s.id = r.share_id
        WHERE s.access_token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex') ORDER BY r.item_id`,
      [token],
    )) as { item_id: string; complete: boolean; notes: string | null }[];

  it('shows the shared checklist in the contract shape, items in order, no responses yet', async () => {
    const s = await shared();
    const res = await guestView(api, s.token);
    expect(res.status).toBe(200);
    const items = [...s.checklist.items].sort((a, b) => a.displayOrder - b.displayOrder);
    expect(res.body).toEqual({
      share: {
        id: expect.any(String),
        // The owner's username beside the address (issue 44).
        sharedBy: { email: s.owner.email, name: s.owner.username },
        sharedAt: expect.any(String),
        checklist: {
          id: s.checklist.id,
          title: s.checklist.title,
          description: s.checklist.description,
          items: items.map((i) => ({ id: i.id, text: i.text, description: i.description, displayOrder: i.displayOrder, ...TICK_BOX, response: null })),
          closedAt: null,
        },
        dueAt: null,
        // Without a schedule: no run, no past runs (issue 45).
        run: null,
        pastRuns: [],
      },
    });
    expect(new Date(res.body.share.sharedAt).toISOString()).toBe(res.body.share.sharedAt);
    expect(res.body.share.checklist.items.map((i) => i.text)).toEqual(['Task 1', 'Task 2', 'Task 3']);
  });

  it('saves a tick and a note on the same row; each key writes only its own field', async () => {
    const s = await shared();
    const item = s.checklist.items[1]!.id;
    const tick = await guestRespond(api, s.token, item, 'complete', true);
    expect(tick.status).toBe(200);
    expect(tick.body).toEqual({ response: { item, complete: true, notes: null, updatedAt: expect.any(String) } });

    const note = await guestRespond(api, s.token, item, 'notes', 'Bring the big boxes');
    expect(note.status).toBe(200);
    expect(note.body.response).toEqual({ item, complete: true, notes: 'Bring the big boxes', updatedAt: expect.any(String) });
    expect(Date.parse(note.body.response.updatedAt)).toBeGreaterThanOrEqual(Date.parse(tick.body.response.updatedAt));

    const untick = await guestRespond(api, s.token, item, 'complete', false);
    expect(untick.body.response).toMatchObject({ complete: false, notes: 'Bring the big boxes' });

    const view = await guestView(api, s.token);
    const items = view.body.share.checklist.items;
    expect(items.find((i) => i.id === item)!.response).toEqual({ complete: false, notes: 'Bring the big boxes', answer: false, files: [] });
    expect(items.filter((i) => i.id !== item).every((i) => i.response === null)).toBe(true);
    expect(await rowsOf(s.token)).toHaveLength(1);
  });

  it('a note saved first leaves the item pending', async () => {
    const s = await shared();
    const item = s.checklist.items[0]!.id;
    const res = await guestRespond(api, s.token, item, 'notes', '');
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ item, complete: false, notes: '' });
  });

  it('responses are per share: two recipients of one checklist do not see each other', async () => {
    const s = await shared();
    const second = guestEmail();
    await shareChecklist(api, s.owner.token, s.checklist.id, [second]);
    const other = await accessTokenFromOutbox(server, second);
    const item = s.checklist.items[0]!.id;
    await guestRespond(api, s.token, item, 'complete', true);
    await guestRespond(api, s.token, item, 'notes', 'private');
    const view = await guestView(api, other);
    expect(view.body.share.checklist.items.every((i) => i.response === null)).toBe(true);
  });

  it('bounds notes at 5000 characters (422 on value, nothing saved)', async () => {
    const s = await shared();
    const item = s.checklist.items[0]!.id;
    const max = 'n'.repeat(LIMITS.notesMax);
    expect((await guestRespond(api, s.token, item, 'notes', max)).status).toBe(200);
    const tooLong = await guestRespond(api, s.token, item, 'notes', max + 'n');
    expect(tooLong.status).toBe(422);
    expectErrorBody(tooLong.body);
    expect(tooLong.body).toEqual({ message: SHARING_MESSAGES.validationFailed, errors: { value: [SHARING_MESSAGES.notesTooLong] } });
    expect((await rowsOf(s.token))[0]!.notes).toBe(max);
  });

  it('counts notes in characters (code points): 5000 emoji are saved, 5001 refused', async () => {
    const s = await shared();
    const item = s.checklist.items[0]!.id;
    const max = '😀'.repeat(LIMITS.notesMax);
    const saved = await guestRespond(api, s.token, item, 'notes', max);
    expect(saved.status).toBe(200);
    const tooLong = await guestRespond(api, s.token, item, 'notes', `${max}😀`);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toEqual({ message: SHARING_MESSAGES.validationFailed, errors: { value: [SHARING_MESSAGES.notesTooLong] } });
    expect((await rowsOf(s.token))[0]!.notes).toBe(max);
  });

  it('types value by key (a wrong type is a 400) and checks key (422), keyed by field; nothing saved', async () => {
    const s = await shared();
    const item = s.checklist.items[0]!.id;
    const cases: [unknown, unknown, number, Record<string, string[]>][] = [
      ['complete', 'true', 400, { value: [SHARING_MESSAGES.valueMustBeBoolean] }],
      ['complete', 1, 400, { value: [SHARING_MESSAGES.valueMustBeBoolean] }],
      ['complete', null, 400, { value: [SHARING_MESSAGES.valueMustBeBoolean] }],
      ['notes', 42, 400, { value: [SHARING_MESSAGES.valueMustBeString] }],
      ['notes', null, 400, { value: [SHARING_MESSAGES.valueMustBeString] }],
      ['notes', ['a'], 400, { value: [SHARING_MESSAGES.valueMustBeString] }],
      [7, true, 400, { key: ['Must be text'] }],
      ['done', true, 422, { key: [SHARING_MESSAGES.keyInvalid] }],
    ];
    for (const [key, value, status, errors] of cases) {
      const res = await guestRespond(api, s.token, item, key as string, value);
      expect({ key, value, status: res.status }).toEqual({ key, value, status });
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual(errors);
    }
    expect(await rowsOf(s.token)).toEqual([]);
    const missing = await api.post(`/api/guest/shared/${s.token}/respond`, {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['item', 'key']);
    const extra = await api.post(`/api/guest/shared/${s.token}/respond`, { item, key: 'complete', value: true, share: 'x' });
    expect(extra.status).toBe(422);
    expect(Object.keys(extra.body.errors)).toEqual(['share']);
    expect(await rowsOf(s.token)).toEqual([]);
  });

  it('an item of another checklist, unknown or malformed is refused on item and nothing is saved', async () => {
    const s = await shared();
    const otherChecklist = await createChecklist(api, s.owner.token, { title: 'Other' });
    const stranger = await shared();
    for (const item of [otherChecklist.items[0]!.id, stranger.checklist.items[0]!.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await guestRespond(api, s.token, item, 'complete', true);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual({ item: [SHARING_MESSAGES.itemNotInChecklist] });
    }
    expect(await rowsOf(s.token)).toEqual([]);
    expect(await db.query(`SELECT 1 FROM item_responses WHERE item_id = ANY($1::uuid[])`, [[otherChecklist.items[0]!.id, stranger.checklist.items[0]!.id]])).toEqual([]);
  });

  it('20 parallel ticks on one item make one row, and the stored value is the last answer', async () => {
    const s = await shared();
    const item = s.checklist.items[2]!.id;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => guestRespond(api, s.token, item, 'complete', i % 2 === 0)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rows = await rowsOf(s.token);
    expect(rows).toHaveLength(1);
    const latest = Math.max(...answers.map((a) => Date.parse(a.body.response.updatedAt)));
    const lastValues = answers.filter((a) => Date.parse(a.body.response.updatedAt) === latest).map((a) => a.body.response.complete);
    expect(lastValues).toContain(rows[0]!.complete);
    const view = await guestView(api, s.token);
    expect(view.body.share.checklist.items.find((i) => i.id === item)!.response!.complete).toBe(rows[0]!.complete);
  });

  it('a tick and a note saved at once both stick (last write wins per field)', async () => {
    const s = await shared();
    const item = s.checklist.items[0]!.id;
    const results = await Promise.all([
      guestRespond(api, s.token, item, 'complete', true),
      guestRespond(api, s.token, item, 'notes', 'both'),
      guestRespond(api, s.token, item, 'complete', true),
      guestRespond(api, s.token, item, 'notes', 'both'),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await rowsOf(s.token)).toEqual([{ item_id: item, complete: true, notes: 'both' }]);
  });

  it('emits response.saved after commit with the progress of this share', async () => {
    const s = await shared();
    const events: ResponseSavedEvent[] = [];
    const emitter = server.server.app.get(EventEmitter2);
    const listener = (e: ResponseSavedEvent) => events.push(e);
    emitter.on(RESPONSE_SAVED, listener);
    try {
      const [first, second, third] = s.checklist.items.map((i) => i.id);
      await guestRespond(api, s.token, third!, 'complete', true);
      const res = await guestRespond(api, s.token, first!, 'complete', true);
      const note = await guestRespond(api, s.token, second!, 'notes', 'hello');
      await guestRespond(api, s.token, 'not-a-uuid', 'complete', true);
      expect(events).toHaveLength(3);
      const shareId = (await guestView(api, s.token)).body.share.id;
      expect(events[1]).toEqual({
        checklistId: s.checklist.id,
        shareId,
        recipientEmail: s.email,
        itemId: first,
        key: 'complete',
        complete: true,
        completedItems: [{ itemId: first }, { itemId: third }],
        totalItems: 3,
        updatedAt: res.body.response.updatedAt,
        seq: events[0]!.seq + 1,
        // The save says whether its checklist is reviewed: the review check runs only then (issue 50).
        underReview: false,
      });
      expect(events[2]).toMatchObject({ key: 'notes', itemId: second, complete: false, updatedAt: note.body.response.updatedAt });
    } finally {
      emitter.off(RESPONSE_SAVED, listener);
    }
  });

  it('an unknown, garbage or revoked token is a 404 with the spec message', async () => {
    const s = await shared();
    const item = s.checklist.items[0]!.id;
    const unknown = s.token.slice(0, -4) + (s.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (const token of [unknown, 'abc', 'not a token', '%00', 'x'.repeat(90), 'y'.repeat(300), s.token + '.']) {
      const path = `/api/guest/shared/${encodeURIComponent(token)}`;
      const view = await api.get(path);
      expect(view.status).toBe(404);
      expect(view.body).toEqual({ message: SHARING_MESSAGES.shareNotFound });
      const respond = await api.post(`${path}/respond`, { item, key: 'complete', value: true });
      expect(respond.status).toBe(404);
      expect(respond.body).toEqual({ message: SHARING_MESSAGES.shareNotFound });
    }
    // Revoked: the share is gone (e.g. the owner deleted the checklist or the account).
    await db.query(`DELETE FROM shares WHERE checklist_id = $1`, [s.checklist.id]);
    expect((await guestView(api, s.token)).status).toBe(404);
    const respond = await guestRespond(api, s.token, item, 'complete', true);
    expect(respond.status).toBe(404);
    expect(respond.body).toEqual({ message: SHARING_MESSAGES.shareNotFound });
  });

  it('needs no sign-in and ignores a bearer token', async () => {
    const s = await shared();
    const res = await api.request('GET', `/api/guest/shared/${s.token}`, { token: 'garbage' });
    expect(res.status).toBe(200);
    const wrongOwner = await registerVerifiedOwner(api, server);
    const r2 = await api.request('GET', `/api/guest/shared/${s.token}`, { token: wrongOwner.token });
    expect(r2.status).toBe(200);
  });
});

describe('guest: respond rate limit', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer({ rateLimit: true });
    api = new Api(server.url);
  });
  afterAll(() => server?.stop());

  it('answers 429 with Retry-After past 50 saves per second on one link', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const checklist = await createChecklist(api, owner.token);
    const email = guestEmail();
    await shareChecklist(api, owner.token, checklist.id, [email]);
    const token = await accessTokenFromOutbox(server, email);
    const item = checklist.items[0]!.id;
    // Every call counts, valid or not. Invalid values are answered before any query, so the
    // embedded database (same thread) cannot slow the burst below 50 per second.
    const answers = await Promise.all(Array.from({ length: 200 }, () => guestRespond(api, token, item, 'complete', 'yes')));
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.body).toEqual({ message: GENERIC_MESSAGES.tooManyRequests });
    expect(Number(limited[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    // The window is one second: the link saves again once it has passed (tried 5 times a second,
    // well under the limit, so the retries cannot keep it closed).
    const saved = await waitFor(async () => (await guestRespond(api, token, item, 'complete', true)).status === 200, {
      timeoutMs: 3_000,
      intervalMs: 200,
      describe: () => 'the link still refused saves 3 s after the burst',
    });
    expect(saved).toBe(true);
  });
});
