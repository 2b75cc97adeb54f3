import { CHECKLIST_MESSAGES, SEARCH_QUERY_MAX, SHARE_SORTS, SHARE_STATES, type ChecklistSummary, type Share, type SharePage } from '@ticklist/contracts';
import { registerVerifiedOwner, type Owner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { clockedServer, DAY, MINUTE } from './support/follow-up';
import { expectErrorBody } from './support/http';
import { accessTokenFromOutbox, guestEmail, guestRespond, guestSeen, shareChecklist } from './support/sharing';

/** Issue 43: the recipients list searched, sorted and filtered on the server, a page at a time. */
describe('checklists: GET /api/checklist/{id}/shares?q=&sort=&order=&state=', () => {
  const t = clockedServer();

  /** Five recipients: ann done, bob one tick, cid opened only, dee nothing, eve two ticks (in that order of activity). */
  async function audience() {
    const owner = await registerVerifiedOwner(t.api, t.server);
    const checklist = await createChecklist(t.api, owner.token, { title: 'Audit' });
    const names = ['eve', 'cid', 'ann', 'dee', 'bob'] as const;
    const emails = Object.fromEntries(names.map((n) => [n, guestEmail(n)])) as Record<(typeof names)[number], string>;
    await shareChecklist(t.api, owner.token, checklist.id, Object.values(emails));
    const token = (name: keyof typeof emails) => accessTokenFromOutbox(t.server, emails[name]);
    const tick = async (name: keyof typeof emails, n: number) => {
      const accessToken = await token(name);
      for (const item of checklist.items.slice(0, n)) expect((await guestRespond(t.api, accessToken, item.id, 'complete', true)).status).toBe(200);
    };
    await tick('ann', checklist.items.length);
    await tick('bob', 1);
    // An opening is recorded by `seen` (issue 44), not by reading the page.
    expect((await guestSeen(t.api, await token('cid'))).status).toBe(204);
    await tick('eve', 2);
    const shares = (await t.api.get<ChecklistSummary>(`/api/checklist/${checklist.id}/edit`, owner.token)).body.shares;
    const byName = Object.fromEntries(names.map((n) => [n, shares.find((s) => s.recipientUser.email === emails[n])!])) as Record<(typeof names)[number], Share>;
    return { owner, checklist, byName };
  }

  /** Every page of the list with `query`, `limit` at a time: the ids in the order the pages gave them, and each page's total. */
  async function walk(owner: Owner, checklistId: string, query: string, limit = 2): Promise<{ ids: string[]; totals: number[] }> {
    const ids: string[] = [];
    const totals: number[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
      const res = await t.api.get<SharePage>(`/api/checklist/${checklistId}/shares?limit=${limit}${query}${after}`, owner.token);
      expect(res.status).toBe(200);
      ids.push(...res.body.shares.map((s) => s.id));
      totals.push(res.body.total);
      cursor = res.body.nextCursor;
    } while (cursor !== null && ids.length < 50);
    return { ids, totals };
  }

  /** Ids in order of `key`, the share id breaking ties (as uuids compare: their lowercase hex). */
  const ordered = (entries: Array<[Share, string | number]>) =>
    entries.sort(([a, ka], [b, kb]) => (ka < kb ? -1 : ka > kb ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map(([s]) => s.id);

  it('sorts by address, progress, last activity and state, either way, walking every recipient once', async () => {
    const { owner, checklist, byName } = await audience();
    const { ann, bob, cid, dee, eve } = byName;
    const expected: Record<(typeof SHARE_SORTS)[number], string[]> = {
      email: [ann, bob, cid, dee, eve].map((s) => s.id),
      progress: ordered([[ann, 3], [bob, 1], [cid, 0], [dee, 0], [eve, 2]]),
      // Never active first, then by the last save or opening.
      lastActivity: [dee, ann, bob, cid, eve].map((s) => s.id),
      state: ordered([[ann, 'a done'], [bob, 'b in_progress'], [cid, 'b in_progress'], [eve, 'b in_progress'], [dee, 'c not_opened']]),
    };
    for (const sort of SHARE_SORTS) {
      const asc = await walk(owner, checklist.id, `&sort=${sort}`);
      expect([sort, asc.ids]).toEqual([sort, expected[sort]]);
      expect(asc.totals).toEqual([5, 5, 5]);
      const desc = await walk(owner, checklist.id, `&sort=${sort}&order=desc`);
      expect([sort, desc.ids]).toEqual([sort, [...expected[sort]].reverse()]);
    }
    // No sort: the order they were shared with, as before.
    const plain = await t.api.get<SharePage>(`/api/checklist/${checklist.id}/shares`, owner.token);
    expect(plain.body.shares.map((s) => s.id)).toEqual(ordered([eve, cid, ann, dee, bob].map((s) => [s, s.sharedAt])));
  });

  it('searches the address and filters by state; total counts what they keep', async () => {
    const { owner, checklist, byName } = await audience();
    const { ann, bob, cid, dee, eve } = byName;
    const found = async (query: string) => {
      const res = await t.api.get<SharePage>(`/api/checklist/${checklist.id}/shares?sort=email${query}`, owner.token);
      expect(res.status).toBe(200);
      return { ids: res.body.shares.map((s) => s.id), total: res.body.total };
    };
    expect(await found(`&q=${encodeURIComponent(' BOB.')}`)).toEqual({ ids: [bob.id], total: 1 });
    expect(await found('&q=nobody-like-this')).toEqual({ ids: [], total: 0 });
    expect(await found('&state=done')).toEqual({ ids: [ann.id], total: 1 });
    expect(await found('&state=in_progress')).toEqual({ ids: [bob.id, cid.id, eve.id], total: 3 });
    expect(await found('&state=not_opened')).toEqual({ ids: [dee.id], total: 1 });
    expect(await found('&state=in_progress&q=eve.')).toEqual({ ids: [eve.id], total: 1 });
    expect(await found('&state=overdue')).toEqual({ ids: [], total: 0 });
    // Filters walk with a cursor too.
    expect((await walk(owner, checklist.id, '&state=in_progress&sort=progress&order=desc', 1)).ids).toEqual([eve.id, bob.id, cid.id]);

    // bob's and ann's own due moments pass: bob (work left) is overdue, ann (done) is not.
    const due = new Date(Math.floor((t.clock.now().getTime() + DAY) / MINUTE) * MINUTE).toISOString();
    for (const s of [bob, ann]) expect((await t.api.put(`/api/checklist/${checklist.id}/shares/${s.id}`, { dueAt: due }, owner.token)).status).toBe(200);
    t.clock.set(new Date(due).getTime() + MINUTE);
    try {
      expect(await found('&state=overdue')).toEqual({ ids: [bob.id], total: 1 });
    } finally {
      t.clock.set(Date.now());
    }
  });

  it('a bad sort, order, state or q is a 422 keyed by that field', async () => {
    const owner = await registerVerifiedOwner(t.api, t.server);
    const checklist = await createChecklist(t.api, owner.token, { title: 'Empty' });
    const cases: Array<[string, string, string]> = [
      ['sort=name', 'sort', CHECKLIST_MESSAGES.sortInvalid(SHARE_SORTS)],
      ['sort=email&sort=state', 'sort', CHECKLIST_MESSAGES.sortInvalid(SHARE_SORTS)],
      ['order=up', 'order', CHECKLIST_MESSAGES.orderInvalid],
      ['state=late', 'state', CHECKLIST_MESSAGES.stateInvalid(SHARE_STATES)],
    ];
    for (const [query, field, message] of cases) {
      const res = await t.api.get(`/api/checklist/${checklist.id}/shares?${query}`, owner.token);
      expect([query, res.status]).toEqual([query, 422]);
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual({ [field]: [message] });
    }
    const long = await t.api.get(`/api/checklist/${checklist.id}/shares?q=${'x'.repeat(SEARCH_QUERY_MAX + 1)}`, owner.token);
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors)).toEqual(['q']);
  });
});
