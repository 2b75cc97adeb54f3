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
