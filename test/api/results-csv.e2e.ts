import { CHECKLIST_MESSAGES, RESULTS_TEXTS as T } from '@ticklist/contracts';
import { registerOwner, registerVerifiedOwner, type Owner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { parseCsv } from './support/csv';
import { Api } from './support/http';
import { accessTokenFromOutbox, guestEmail, guestRespond, shareChecklist } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';

const ISO_SECOND = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

/** GET /api/checklist/{id}/results.csv: every recipient's progress for the owner's records, never notes. */
describe('results export (CSV)', () => {
  let server: TestServer;
  let api: Api;
  let owner: Owner;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
    owner = await registerVerifiedOwner(api, server);
  });
  afterAll(() => server?.stop());

  const download = async (id: string, token = owner.token) => {
    const res = await fetch(`${server.url}/api/checklist/${id}/results.csv`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('lists one row per recipient and item, then a summary row, in UTF-8 with a BOM, notes left out', async () => {
    const items = [
      { text: 'Sign, then "date" the contract', description: null, displayOrder: 1 },
      { text: '=Return the badge', description: null, displayOrder: 2 },
      { text: 'Café meeting ☕', description: null, displayOrder: 3 },
    ];
    const checklist = await createChecklist(api, owner.token, { title: 'Offboarding résumé', items });
    const [early, late] = [guestEmail('early'), guestEmail('late')];
    await shareChecklist(api, owner.token, checklist.id, [early]);
    await shareChecklist(api, owner.token, checklist.id, [late]);
    const earlyToken = await accessTokenFromOutbox(server, early);
    const lateToken = await accessTokenFromOutbox(server, late);
    const [first, second, third] = checklist.items;
    for (const item of [first!, second!, third!]) expect((await guestRespond(api, earlyToken, item.id, 'complete', true)).status).toBe(200);
    expect((await guestRespond(api, earlyToken, first!.id, 'notes', 'PRIVATE-NOTE-early')).status).toBe(200);
    expect((await guestRespond(api, lateToken, second!.id, 'complete', true)).status).toBe(200);
    expect((await guestRespond(api, lateToken, third!.id, 'notes', 'PRIVATE-NOTE-late')).status).toBe(200);

    const res = await download(checklist.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Offboarding résumé - results.csv')}`);
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.bytes.toString('utf8');
    expect(text).not.toContain('PRIVATE-NOTE');

    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([...T.csvColumns]);
    const body = rows.slice(1);
    expect(body.map((r) => r.slice(0, 5))).toEqual([
      [early, T.active, '1', 'Sign, then "date" the contract', T.yes],
      [early, T.active, '2', "'=Return the badge", T.yes],
      [early, T.active, '3', 'Café meeting ☕', T.yes],
      [early, T.active, '', T.allItems, T.doneOf(3, 3)],
      [late, T.active, '1', 'Sign, then "date" the contract', T.no],
      [late, T.active, '2', "'=Return the badge", T.yes],
      [late, T.active, '3', 'Café meeting ☕', T.no],
      [late, T.active, '', T.allItems, T.doneOf(1, 3)],
    ]);
    const doneAt = body.map((r) => r[5]);
    for (const i of [0, 1, 2, 3, 5]) expect(doneAt[i]).toMatch(ISO_SECOND);
    for (const i of [4, 6, 7]) expect(doneAt[i]).toBe('');
    expect(doneAt[3]).toBe([doneAt[0], doneAt[1], doneAt[2]].sort().at(-1));
  });

  it('"done at" is when the item was completed: a note saved later does not move it, an untick clears it', async () => {
    const checklist = await createChecklist(api, owner.token, { title: 'Done at stays put' });
    const guest = guestEmail('noted');
    await shareChecklist(api, owner.token, checklist.id, [guest]);
    const token = await accessTokenFromOutbox(server, guest);
    const [first, second] = checklist.items;
    const tick = await guestRespond(api, token, first!.id, 'complete', true);
    expect(tick.status).toBe(200);
    const csvRows = async () => parseCsv((await download(checklist.id)).bytes.toString('utf8').slice(1));
    const completedAt = async (itemId: string) => {
      const view = await api.get(`/api/checklist/${checklist.id}/edit`, owner.token);
      return view.body.items.find((i: { id: string }) => i.id === itemId).responses[0]?.completedAt ?? null;
    };
    const before = await csvRows();
    const doneAt = before[1]![5]!;
    expect(doneAt).toMatch(ISO_SECOND);
    const tickedAt = await completedAt(first!.id);
    expect(doneAt).toBe(`${tickedAt.slice(0, 19)}Z`);

    // The note is saved in a later second than the tick, so a "done at" that followed updated_at would show it.
    const second0 = Math.floor(Date.parse(tick.body.response.updatedAt) / 1000);
    while (Math.floor(Date.now() / 1000) <= second0) await new Promise((r) => setTimeout(r, 20));
    const note = await guestRespond(api, token, first!.id, 'notes', 'Saved later');
    expect(note.status).toBe(200);
    expect(Math.floor(Date.parse(note.body.response.updatedAt) / 1000)).toBeGreaterThan(Math.floor(Date.parse(doneAt) / 1000));
    // Ticking it again while it is done keeps the first moment too.
    expect((await guestRespond(api, token, first!.id, 'complete', true)).status).toBe(200);

    const after = await csvRows();
    expect(after).toHaveLength(before.length);
    after.forEach((row, r) => row.forEach((cell, c) => expect({ r, c, cell }).toEqual({ r, c, cell: before[r]![c] })));
    expect(await completedAt(first!.id)).toBe(tickedAt);

    // Unticked: no "done at" (and the note alone never sets one).
    expect((await guestRespond(api, token, first!.id, 'complete', false)).status).toBe(200);
    expect((await guestRespond(api, token, second!.id, 'notes', 'Only a note')).status).toBe(200);
    const unticked = (await csvRows()).slice(1);
    expect(unticked.slice(0, 2).map((row) => [row[2], row[4], row[5]])).toEqual([['1', T.no, ''], ['2', T.no, '']]);
    expect(await completedAt(first!.id)).toBeNull();
    expect(await completedAt(second!.id)).toBeNull();
  });

  it('lists a recipient whose link was revoked, marked so', async () => {
    const checklist = await createChecklist(api, owner.token, { title: 'With a revoked link' });
    const [kept, revoked] = [guestEmail('kept'), guestEmail('revoked')];
    await shareChecklist(api, owner.token, checklist.id, [kept, revoked]);
    const summary = await api.get(`/api/checklist/${checklist.id}/edit`, owner.token);
    const shareId = summary.body.shares.find((s: { recipientUser: { email: string } }) => s.recipientUser.email === revoked.toLowerCase()).id;
    expect((await api.post(`/api/checklist/${checklist.id}/shares/${shareId}/revoke`, {}, owner.token)).status).toBe(200);
    const rows = parseCsv((await download(checklist.id)).bytes.toString('utf8').slice(1)).slice(1);
    const accessOf = (email: string) => [...new Set(rows.filter((r) => r[0] === email.toLowerCase()).map((r) => r[1]))];
    expect(accessOf(kept)).toEqual([T.active]);
    expect(accessOf(revoked)).toEqual([T.revoked]);
  });

  it('pages through many recipients without losing or repeating one', async () => {
    const checklist = await createChecklist(api, owner.token, { title: 'Big one' });
    const emails = Array.from({ length: 23 }, (_, i) => guestEmail(`r${i}`));
    await shareChecklist(api, owner.token, checklist.id, emails);
    const rows = parseCsv((await download(checklist.id)).bytes.toString('utf8').slice(1)).slice(1);
    expect(rows).toHaveLength(23 * (checklist.items.length + 1));
    const summaries = rows.filter((r) => r[3] === T.allItems).map((r) => r[0]);
    expect(new Set(summaries).size).toBe(23);
    expect([...summaries].sort()).toEqual([...emails].map((e) => e.toLowerCase()).sort());
  });

  it('a checklist nobody has it shared with gives the header alone', async () => {
    const checklist = await createChecklist(api, owner.token);
    const rows = parseCsv((await download(checklist.id)).bytes.toString('utf8').slice(1));
    expect(rows).toEqual([[...T.csvColumns]]);
  });

  it('another owner\'s checklist, an unknown or malformed id is a 404; no credential a 401', async () => {
    const other = await registerOwner(api, server);
    const theirs = await createChecklist(api, other.token);
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await api.get(`/api/checklist/${id}/results.csv`, owner.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: CHECKLIST_MESSAGES.notFound });
    }
    expect((await api.get(`/api/checklist/${theirs.id}/results.csv`)).status).toBe(401);
  });
});
