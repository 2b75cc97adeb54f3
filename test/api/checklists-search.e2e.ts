import { CHECKLIST_PAGE_SIZE, SEARCH_QUERY_MAX, WORKFLOW_MESSAGES, type ChecklistPage } from '@ticklist/contracts';
import { registerOwner, registerVerifiedOwner, type Owner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { DAY, MINUTE, completeAll, sharedChecklist, clockedServer } from './support/follow-up';
import { expectErrorBody } from './support/http';
import { guestRespond } from './support/sharing';

/** Dashboard search and filters (issue 19): `GET /api/checklist?page=N&q=…&status=…`. */
describe('searching and filtering the dashboard', () => {
  const t = clockedServer();

  const list = async (owner: Owner, query: string): Promise<ChecklistPage> => {
    const res = await t.api.get<ChecklistPage>(`/api/checklist?${query}`, owner.token);
    expect(res.status).toBe(200);
    return res.body;
  };
  const titles = (page: ChecklistPage) => page.items.map((c) => c.title);

  it('finds titles case-insensitively, trimmed, wildcards taken literally; pages with the filtered total', async () => {
    const owner = await registerOwner(t.api, t.server);
    for (let i = 1; i <= CHECKLIST_PAGE_SIZE + 2; i++) await createChecklist(t.api, owner.token, { title: `Moving house ${i}` });
    await createChecklist(t.api, owner.token, { title: '100% done_list' });
    await createChecklist(t.api, owner.token, { title: '100 percent doneXlist' });
    await createChecklist(t.api, owner.token, { title: 'Trip packing' });

    const first = await list(owner, `q=${encodeURIComponent('  mOVING ')}`);
    expect(first.items).toHaveLength(CHECKLIST_PAGE_SIZE);
    expect(first.pagination).toEqual({ page: 1, per_page: CHECKLIST_PAGE_SIZE, total: CHECKLIST_PAGE_SIZE + 2, has_next: true, next_page: 2 });
    expect(titles(first)[0]).toBe(`Moving house ${CHECKLIST_PAGE_SIZE + 2}`);
    const second = await list(owner, 'q=moving&page=2');
    expect(titles(second)).toEqual(['Moving house 2', 'Moving house 1']);
    expect(second.pagination).toMatchObject({ total: CHECKLIST_PAGE_SIZE + 2, has_next: false, next_page: null });

    expect(titles(await list(owner, `q=${encodeURIComponent('0% done_')}`))).toEqual(['100% done_list']);
    expect(titles(await list(owner, `q=${encodeURIComponent('%')}`))).toEqual(['100% done_list']);
    expect(titles(await list(owner, 'q=_'))).toEqual(['100% done_list']);
    expect(titles(await list(owner, `q=${encodeURIComponent('\\')}`))).toEqual([]);
    expect((await list(owner, 'q=nothing-like-it')).pagination.total).toBe(0);
    // Blank is no search.
    expect((await list(owner, 'q=%20%20')).pagination.total).toBe(CHECKLIST_PAGE_SIZE + 5);
  });

  it('filters by status: all leaves closed out; in progress, completed by everyone, overdue and closed; q combines', async () => {
    const owner = await registerVerifiedOwner(t.api, t.server);
    await createChecklist(t.api, owner.token, { title: 'Alpha never shared' });
    const started = await sharedChecklist(t.api, t.server, 2, { title: 'Alpha started' }, owner);
    await completeAll(t.api, started.checklist, started.recipients[0]!);
    await guestRespond(t.api, started.recipients[1]!.accessToken, started.checklist.items[0]!.id, 'complete', true);
    const done = await sharedChecklist(t.api, t.server, 2, { title: 'Beta done by all' }, owner);
    for (const r of done.recipients) await completeAll(t.api, done.checklist, r);
    const dueAt = Math.floor((Date.now() + DAY) / MINUTE) * MINUTE;
    await sharedChecklist(t.api, t.server, 1, { title: 'Alpha overdue', dueAt: new Date(dueAt).toISOString() }, owner);
    const closed = await sharedChecklist(t.api, t.server, 1, { title: 'Alpha closed' }, owner);
    await completeAll(t.api, closed.checklist, closed.recipients[0]!);
    expect((await t.api.post(`/api/checklist/${closed.checklist.id}/close`, undefined, owner.token)).status).toBe(200);
    t.clock.set(dueAt + MINUTE);

    const open = ['Alpha overdue', 'Beta done by all', 'Alpha started', 'Alpha never shared'];
    expect(titles(await list(owner, ''))).toEqual(open);
    const all = await list(owner, 'status=all');
    expect(titles(all)).toEqual(open);
    expect(all.pagination.total).toBe(4);
    expect(titles(await list(owner, 'status=in_progress'))).toEqual(['Alpha overdue', 'Alpha started', 'Alpha never shared']);
    expect(titles(await list(owner, 'status=completed'))).toEqual(['Beta done by all']);
    expect(titles(await list(owner, 'status=overdue'))).toEqual(['Alpha overdue']);
    const closedPage = await list(owner, 'status=closed');
    expect(titles(closedPage)).toEqual(['Alpha closed']);
    expect(closedPage.items[0]!.closedAt).toEqual(expect.any(String));
    // `any` (issue 44): closed ones too, in the same order.
    const everything = await list(owner, 'status=any');
    expect(titles(everything)).toEqual(['Alpha closed', ...open]);
    expect(everything.pagination.total).toBe(5);
    expect(titles(await list(owner, 'q=alpha&status=any'))).toEqual(['Alpha closed', 'Alpha overdue', 'Alpha started', 'Alpha never shared']);

    expect(titles(await list(owner, 'q=alpha&status=in_progress'))).toEqual(['Alpha overdue', 'Alpha started', 'Alpha never shared']);
    expect(titles(await list(owner, 'q=alpha&status=completed'))).toEqual([]);
    expect(titles(await list(owner, 'q=ALPHA&status=closed'))).toEqual(['Alpha closed']);
    const search = await list(owner, 'q=alpha');
    expect(search.pagination.total).toBe(3);

    // Reopened, it is back in the default list (and completed by everyone).
    await t.api.post(`/api/checklist/${closed.checklist.id}/reopen`, undefined, owner.token);
    expect(titles(await list(owner, 'status=completed'))).toEqual(['Alpha closed', 'Beta done by all']);
  });

  it('refuses a search longer than the maximum with a 422 keyed q, and a repeated q with a 400', async () => {
    const owner = await registerOwner(t.api, t.server);
    const atMax = await t.api.get(`/api/checklist?q=${'a'.repeat(SEARCH_QUERY_MAX)}`, owner.token);
    expect(atMax.status).toBe(200);
    const tooLong = await t.api.get(`/api/checklist?q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`, owner.token);
    expect(tooLong.status).toBe(422);
    expectErrorBody(tooLong.body);
    expect(tooLong.body.errors).toEqual({ q: [WORKFLOW_MESSAGES.queryTooLong(SEARCH_QUERY_MAX)] });
    const repeated = await t.api.get('/api/checklist?q=a&q=b', owner.token);
    expect(repeated.status).toBe(400);
    expectErrorBody(repeated.body);
    expect((await t.api.get('/api/checklist?status=done', owner.token)).status).toBe(400);
  });
});
