import { CHECKLIST_MESSAGES, SHARING_MESSAGES } from '@ticklist/contracts';
import { DataSource } from 'typeorm';
import { buildAccessWorld, ownerSnapshot, type AccessWorld } from './support/hostile-access';
import { HostileClient, statusIn, type Probe, type ProbeResult } from './support/hostile';
import { Api } from './support/http';
import { guestEmail, guestView, shareMailsTo } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The access matrix over HTTP: another signed-in owner gets 404 'Checklist not found' on every
 * route of someone else's checklist (and sees only their own data on list and account routes),
 * a guest's access token reaches only its own share, and the victim's data is unchanged after
 * every attempt.
 */
describe('access matrix (HTTP)', () => {
  jest.setTimeout(120_000);
  let server: TestServer;
  let api: Api;
  let client: HostileClient;
  let w: AccessWorld;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
    client = new HostileClient(server.url);
    w = await buildAccessWorld(api, server);
  });
  afterAll(async () => {
    console.log(`access: ${client?.count ?? 0} requests`);
    await server?.stop();
  });

  const checklistNotFound = (res: ProbeResult) =>
    res.status === 404 && res.body?.message === CHECKLIST_MESSAGES.notFound ? null : 'expected 404 Checklist not found';

  it("another owner gets 404 on every route of A's checklist, whatever the body, and A's data is unchanged", async () => {
    const before = await ownerSnapshot(api, w.a, w.checklistA.id);
    const A = w.checklistA;
    const stranger = guestEmail('stranger');
    const updates = [
      { title: 'Taken over', description: null, items: [{ text: 'mine now', displayOrder: 1 }] },
      { title: A.title, description: A.description, items: A.items.map((i) => ({ ...i, text: `${i.text} changed`, responsePolicy: 'reset' })) },
      { title: A.title, description: A.description, items: [{ ...A.items[0]!, responsePolicy: 'reset' }] },
      { id: A.id, title: A.title, description: A.description, items: A.items },
    ];
    const probes: Probe[] = [];
    for (const id of [A.id, A.id.toUpperCase()]) {
      probes.push({ method: 'GET', path: `/api/checklist/${id}/edit`, token: w.b.token, check: checklistNotFound });
      for (const body of updates) probes.push({ method: 'PUT', path: `/api/checklist/${id}/update`, token: w.b.token, body, check: checklistNotFound });
      probes.push({ method: 'POST', path: `/api/checklist/${id}/share`, token: w.b.token, body: { emails: [stranger] }, check: checklistNotFound });
      probes.push({ method: 'POST', path: `/api/checklist/${id}/share`, token: w.b.token, body: { emails: [w.guests.a1.email] }, check: checklistNotFound });
    }
    // The same 404 (same body) as a checklist that does not exist: nothing tells them apart.
    const unknown = await client.send({ method: 'GET', path: '/api/checklist/00000000-0000-4000-8000-000000000000/edit', token: w.b.token });
    const results = await client.expectClean(probes);
    for (const r of results) expect(r.body).toEqual(unknown.body);

    expect(await ownerSnapshot(api, w.a, w.checklistA.id)).toEqual(before);
    // No invitation went out on A's behalf, and A's guest got no second mail.
    expect(shareMailsTo(server, stranger)).toHaveLength(0);
    expect(shareMailsTo(server, w.guests.a1.email)).toHaveLength(1);
  });

  it("A's item ids inside B's own update touch nothing of A's", async () => {
    const before = await ownerSnapshot(api, w.a, w.checklistA.id);
    const B = w.checklistB;
    const stolen = w.checklistA.items.map((i) => ({ id: i.id, text: 'hijacked', description: null, displayOrder: i.displayOrder, responsePolicy: 'reset' }));
    for (const items of [stolen, [...B.items, ...stolen], [{ ...B.items[0]!, id: w.checklistA.items[0]!.id }]]) {
      const res = await client.send({ method: 'PUT', path: `/api/checklist/${B.id}/update`, token: w.b.token, body: { title: B.title, description: B.description, items } });
      expect(res.status).toBeLessThan(500);
      // Whatever B's checklist became, it holds none of A's item ids.
      const edit = await client.send({ method: 'GET', path: `/api/checklist/${B.id}/edit`, token: w.b.token, check: statusIn(200) });
      for (const item of edit.body.items) expect(w.checklistA.items.map((i) => i.id)).not.toContain(item.id);
    }
    expect(await ownerSnapshot(api, w.a, w.checklistA.id)).toEqual(before);
    client.assertClean();
  });

  it("list and account routes show each owner only their own data", async () => {
    const list = await client.send({ method: 'GET', path: '/api/checklist', token: w.b.token, check: statusIn(200) });
    const ids = list.body.items.map((c: { id: string }) => c.id);
    expect(ids).toContain(w.checklistB.id);
    expect(ids).not.toContain(w.checklistA.id);
    for (let page = 2; page <= 3; page++) {
      const more = await client.send({ method: 'GET', path: `/api/checklist?page=${page}`, token: w.b.token, check: statusIn(200, 422) });
      if (more.status === 200) expect(more.body.items.map((c: { id: string }) => c.id)).not.toContain(w.checklistA.id);
    }

    const me = await client.send({ method: 'GET', path: '/api/me', token: w.b.token, check: statusIn(200) });
    expect(me.body.user.email).toBe(w.b.email);

    const exported = await client.send({ method: 'GET', path: '/api/user/export-data', token: w.b.token, check: statusIn(200) });
    const text = JSON.stringify(exported.body);
    for (const secret of [w.checklistA.id, w.checklistA.title, w.a.email, w.guests.a1.email, 'a1 private note', ...w.checklistA.items.map((i) => i.id)]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain(w.checklistB.title);

    const preview = await client.send({ method: 'GET', path: '/api/user/account/deletion-preview', token: w.b.token, check: statusIn(200) });
    expect(preview.body.statistics).toMatchObject({ checklists: 1, shares_created: 1, responses_to_user_checklists: 0 });
    client.assertClean();
  });

  it("B's account changes (profile, settings, password) touch only B", async () => {
    const before = await ownerSnapshot(api, w.a, w.checklistA.id);
    const flipped = Object.fromEntries(Object.entries(before.settings as Record<string, boolean>).map(([k, v]) => [k, !v]));
    await client.expectClean([
      { method: 'PUT', path: '/api/user/notification-settings', token: w.b.token, body: flipped, check: statusIn(200) },
      { method: 'PUT', path: '/api/user/profile', token: w.b.token, body: { username: w.a.username }, check: statusIn(422) },
      { method: 'PUT', path: '/api/user/profile', token: w.b.token, body: { username: `${w.b.username.slice(0, 28)}_b2` }, check: statusIn(200) },
      // The fields name no user: there is no way to aim them at A.
      { method: 'PUT', path: '/api/user/profile', token: w.b.token, body: { username: 'x_b3', id: w.a.user.id }, check: statusIn(422) },
      { method: 'PUT', path: '/api/user/notification-settings', token: w.b.token, body: { ...flipped, userId: w.a.user.id }, check: statusIn(422) },
    ]);
    const newPassword = `${w.b.password}-new`;
    const changed = await client.send({
      method: 'PUT',
      path: '/api/user/password',
      token: w.b.token,
      body: { currentPassword: w.b.password, newPassword, confirmPassword: newPassword },
      check: statusIn(200),
    });
    w.b = { ...w.b, token: changed.body.token, password: newPassword };
    expect(await ownerSnapshot(api, w.a, w.checklistA.id)).toEqual(before);
    expect((await client.send({ method: 'POST', path: '/api/login_check', body: { username: w.a.email, password: w.a.password } })).status).toBe(200);
  });

  it('a guest token reaches only its own share: its checklist, its own responses', async () => {
    const { a1, a2, b1 } = w.guests;
    const viewA1 = (await guestView(api, a1.accessToken)).body.share;
    const viewA2 = (await guestView(api, a2.accessToken)).body.share;
    const viewB1 = (await guestView(api, b1.accessToken)).body.share;
    client.count += 3;
    expect(viewA1.checklist.id).toBe(w.checklistA.id);
    expect(viewB1.checklist.id).toBe(w.checklistB.id);
    // Same checklist, another share: a1's tick and note are not a2's.
    expect(viewA1.checklist.items[0]!.response).toEqual({ complete: true, notes: 'a1 private note', answer: true, files: [] });
    expect(viewA2.checklist.items.map((i) => i.response)).toEqual(viewA2.checklist.items.map(() => null));
    expect(JSON.stringify(viewB1)).not.toContain('a1 private note');
    expect(JSON.stringify(viewA2)).not.toContain(a1.email);
  });

  it("responding to another checklist's item is a 4xx and saves nothing anywhere", async () => {
    const beforeA = await ownerSnapshot(api, w.a, w.checklistA.id);
    const beforeB = await ownerSnapshot(api, w.b, w.checklistB.id);
    const probes: Probe[] = [];
    for (const [token, foreign] of [
      [w.guests.a1.accessToken, w.checklistB.items],
      [w.guests.a2.accessToken, w.checklistB.items],
      [w.guests.b1.accessToken, w.checklistA.items],
    ] as const) {
      for (const item of foreign) {
        probes.push({ method: 'POST', path: `/api/guest/shared/${token}/respond`, body: { item: item.id, key: 'complete', value: true }, check: statusIn(404, 422) });
        probes.push({ method: 'POST', path: `/api/guest/shared/${token}/respond`, body: { item: item.id, key: 'notes', value: 'injected' }, check: statusIn(404, 422) });
        probes.push({ method: 'POST', path: `/api/guest/shared/${token}/respond`, body: { item: item.id.toUpperCase(), key: 'complete', value: true }, check: statusIn(404, 422) });
      }
      // The checklist's own id, or a share's, is not an item either.
      probes.push({ method: 'POST', path: `/api/guest/shared/${token}/respond`, body: { item: w.checklistA.id, key: 'complete', value: true }, check: statusIn(404, 422) });
      probes.push({ method: 'POST', path: `/api/guest/shared/${token}/respond`, body: { item: w.checklistB.id, key: 'complete', value: true }, check: statusIn(404, 422) });
    }
    const results = await client.expectClean(probes);
    for (const r of results) if (r.status === 422) expect(Object.keys(r.body.errors)).toEqual(['item']);

    expect(await ownerSnapshot(api, w.a, w.checklistA.id)).toEqual(beforeA);
    expect(await ownerSnapshot(api, w.b, w.checklistB.id)).toEqual(beforeB);
    const rows = await server.server.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM item_responses r JOIN shares s ON s.id = r.share_id JOIN checklist_items i ON i.id = r.item_id WHERE i.checklist_id <> s.checklist_id`);
    expect(rows[0].n).toBe(0);
    expect((await guestView(api, w.guests.b1.accessToken)).body.share.checklist.items.map((i) => i.response)).toEqual(w.checklistB.items.map(() => null));
  });

  it("an owner's session opens no guest link, and a guest link opens no owner route", async () => {
    await client.expectClean([
      { method: 'GET', path: `/api/guest/shared/${w.b.token}`, check: statusIn(404) },
      { method: 'GET', path: '/api/guest/shared/' + w.checklistA.id, token: w.a.token, check: statusIn(404) },
      { method: 'GET', path: '/api/checklist', token: w.guests.a1.accessToken, check: statusIn(401) },
      { method: 'GET', path: `/api/checklist/${w.checklistA.id}/edit`, token: w.guests.a1.accessToken, check: statusIn(401) },
      { method: 'GET', path: '/api/user/export-data', token: w.guests.a1.accessToken, check: statusIn(401) },
    ]);
  });

  it('an item the owner removed cannot be written through any link', async () => {
    const A = w.checklistA;
    const removed = A.items[2]!;
    const keep = A.items.filter((i) => i.id !== removed.id).map((i) => ({ ...i, responsePolicy: 'keep' }));
    const update = await client.send({ method: 'PUT', path: `/api/checklist/${A.id}/update`, token: w.a.token, body: { title: A.title, description: A.description, items: keep }, check: statusIn(200) });
    expect(update.body.items.map((i: { id: string }) => i.id)).not.toContain(removed.id);
    const res = await client.send({ method: 'POST', path: `/api/guest/shared/${w.guests.a2.accessToken}/respond`, body: { item: removed.id, key: 'complete', value: true }, check: statusIn(404, 422) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const view = (await guestView(api, w.guests.a2.accessToken)).body.share;
    expect(view.checklist.items.map((i) => i.id)).not.toContain(removed.id);
    client.assertClean();
  });

  it('unknown shares are the same 404 as revoked ones', async () => {
    const res = await client.send({ method: 'GET', path: `/api/guest/shared/${'Z'.repeat(43)}`, check: statusIn(404) });
    expect(res.body.message).toBe(SHARING_MESSAGES.shareNotFound);
  });
});
