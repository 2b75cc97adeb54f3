import { CHECKLIST_MESSAGES, SHARE_PAGE_DEFAULT, type ChecklistDetailResponse, type ChecklistPage, type Share, type SharePage } from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { clockedServer, completeAll, DAY, sharedChecklist } from './support/follow-up';
import { expectCursorError, expectErrorBody } from './support/http';
import { guestEmail, guestRespond, guestSeen, shareChecklist } from './support/sharing';

/** Issue 42: a checklist read whose size does not grow with its audience, and its recipients a page at a time. */
describe('checklists: GET /api/checklist/{id} and GET /api/checklist/{id}/shares', () => {
  const fixture = clockedServer();

  const listed = async (token: string, id: string) =>
    (await fixture.api.get<ChecklistPage>('/api/checklist', token)).body.items.find((c) => c.id === id)!;

  it('answers the summary as the list shows it, with counts instead of shares', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(fixture.api, fixture.server, 4);
    const [done, opened, ticked, idle] = recipients as [(typeof recipients)[0], (typeof recipients)[0], (typeof recipients)[0], (typeof recipients)[0]];
    await completeAll(fixture.api, checklist, done);
    expect((await guestSeen(fixture.api, opened.accessToken)).status).toBe(204);
    expect((await guestRespond(fixture.api, ticked.accessToken, checklist.items[0]!.id, 'complete', true)).status).toBe(200);
    // idle's own due moment passes; nobody else has one.
    const due = new Date(fixture.clock.now().getTime() + DAY);
    due.setUTCSeconds(0, 0);
    const setDue = await fixture.api.put(`/api/checklist/${checklist.id}/shares/${idle.shareId}`, { dueAt: due.toISOString() }, owner.token);
    expect(setDue.status).toBe(200);

    const before = await fixture.api.get<ChecklistDetailResponse>(`/api/checklist/${checklist.id}`, owner.token);
    expect(before.status).toBe(200);
    const { shares, ...summary } = await listed(owner.token, checklist.id);
    expect(shares).toHaveLength(4);
    expect(before.body).toEqual({ checklist: { ...summary, counts: { recipients: 4, done: 1, inProgress: 2, notOpened: 1, overdue: 0, flagged: 0, nudgeable: 0, active: 4, itemsDone: checklist.items.length + 1 } } });

    // A day after the invitations (each counts as a nudge), the three with work left may be nudged again.
    fixture.clock.set(due.getTime() + 60_000);
    try {
      const after = await fixture.api.get<ChecklistDetailResponse>(`/api/checklist/${checklist.id}`, owner.token);
      expect(after.body.checklist.counts).toEqual({ recipients: 4, done: 1, inProgress: 2, notOpened: 1, overdue: 1, flagged: 0, nudgeable: 3, active: 4, itemsDone: checklist.items.length + 1 });
    } finally {
      fixture.clock.set(Date.now());
    }
  });

  it('a checklist nobody has yet: zero counts; its size stays the same as recipients come', async () => {
    const owner = await registerVerifiedOwner(fixture.api, fixture.server);
    const checklist = await createChecklist(fixture.api, owner.token, { title: 'Quiet' });
    const empty = await fixture.api.get<ChecklistDetailResponse>(`/api/checklist/${checklist.id}`, owner.token);
    expect(empty.body.checklist.counts).toEqual({ recipients: 0, done: 0, inProgress: 0, notOpened: 0, overdue: 0, flagged: 0, nudgeable: 0, active: 0, itemsDone: 0 });
    await shareChecklist(fixture.api, owner.token, checklist.id, Array.from({ length: 30 }, () => guestEmail('many')));
    const full = await fixture.api.get<ChecklistDetailResponse>(`/api/checklist/${checklist.id}`, owner.token);
    expect(full.body.checklist.counts).toEqual({ recipients: 30, done: 0, inProgress: 0, notOpened: 30, overdue: 0, flagged: 0, nudgeable: 0, active: 30, itemsDone: 0 });
    // Only three numbers grew a digit (recipients, notOpened and active: 0 → 30).
    expect(JSON.stringify(full.body).length).toBe(JSON.stringify(empty.body).length + 3);
  });

  it("someone else's, unknown or malformed id: 404", async () => {
    const { checklist } = await sharedChecklist(fixture.api, fixture.server, 1);
    const other = await registerVerifiedOwner(fixture.api, fixture.server);
    for (const path of [`/api/checklist/${checklist.id}`, `/api/checklist/${checklist.id}/shares`, '/api/checklist/00000000-0000-4000-8000-000000000000', '/api/checklist/nope/shares']) {
      const res = await fixture.api.get(path, other.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: CHECKLIST_MESSAGES.notFound });
    }
    expect((await fixture.api.get(`/api/checklist/${checklist.id}`)).status).toBe(401);
  });

  it('walks the recipients with a cursor: each share once, in (sharedAt, id) order, as the list shows them', async () => {
    const { owner, checklist } = await sharedChecklist(fixture.api, fixture.server, 7);
    const all = (await listed(owner.token, checklist.id)).shares;
    const seen: Share[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor === null ? '?limit=3' : `?limit=3&cursor=${encodeURIComponent(cursor)}`;
      const res = await fixture.api.get<SharePage>(`/api/checklist/${checklist.id}/shares${query}`, owner.token);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(7);
      seen.push(...res.body.shares);
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(all);

    const whole = await fixture.api.get<SharePage>(`/api/checklist/${checklist.id}/shares`, owner.token);
    expect(whole.body).toEqual({ shares: all, nextCursor: null, total: 7 });
    expect(SHARE_PAGE_DEFAULT).toBe(50);
  });

  it('the default page is 50 and limit goes up to 100', async () => {
    const owner = await registerVerifiedOwner(fixture.api, fixture.server);
    const checklist = await createChecklist(fixture.api, owner.token, { title: 'Crowd' });
    await shareChecklist(fixture.api, owner.token, checklist.id, Array.from({ length: 55 }, () => guestEmail('crowd')));
    const first = await fixture.api.get<SharePage>(`/api/checklist/${checklist.id}/shares`, owner.token);
    expect(first.body.shares).toHaveLength(50);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const rest = await fixture.api.get<SharePage>(`/api/checklist/${checklist.id}/shares?cursor=${first.body.nextCursor}`, owner.token);
    expect(rest.body.shares).toHaveLength(5);
    expect(rest.body.nextCursor).toBeNull();
    const big = await fixture.api.get<SharePage>(`/api/checklist/${checklist.id}/shares?limit=100`, owner.token);
    expect(big.body.shares.map((s) => s.id)).toEqual([...first.body.shares, ...rest.body.shares].map((s) => s.id));
  });

  it('a bad limit or cursor is a 422 keyed by that field', async () => {
    const { owner, checklist } = await sharedChecklist(fixture.api, fixture.server, 1);
    const base = `/api/checklist/${checklist.id}/shares`;
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
      ['?limit=1&limit=2', 'limit'],
      ['?cursor=not-a-cursor', 'cursor'],
      [`?cursor=${Buffer.from('123.not-a-uuid').toString('base64url')}`, 'cursor'],
      ['?cursor=%20%20', 'cursor'],
    ] as const) {
      const res = await fixture.api.get(`${base}${query}`, owner.token);
      expect([query, res.status]).toEqual([query, 422]);
      expectErrorBody(res.body);
      expect(Object.keys(res.body.errors)).toEqual([field]);
      if (field === 'cursor') expectCursorError(res);
    }
    // A NUL is unreadable input, refused before any route reads it (the input rule of issue 41).
    const nul = await fixture.api.get(`${base}?cursor=%00`, owner.token);
    expect(nul.status).toBe(400);
    expectErrorBody(nul.body);
  });
});
