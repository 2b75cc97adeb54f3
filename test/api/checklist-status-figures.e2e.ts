import type { ChecklistCountedPage, ChecklistSummary } from '@ticklist/contracts';
import type { Owner } from './support/accounts';
import { clockedServer, completeAll, DAY, MINUTE, sharedChecklist } from './support/follow-up';
import { createChecklist } from './support/checklists';
import { accessTokenFromOutbox, guestRespond } from './support/sharing';

/**
 * Issue 43: `?status=in_progress|completed|overdue` read figures the database keeps on each
 * checklist's row (migration ChecklistStatusFigures). Their answers are those of the definitions
 * (checklist-status.ts) through every change that moves them: a done line crossed either way, items
 * added and removed, a recipient's or the checklist's due moment set, moved and passed, a revoke
 * and a new link, a removed recipient, closing and reopening.
 */
describe('checklist status filters on maintained figures', () => {
  const t = clockedServer();

  /** Each filter's titles and total, with the full list and the light one (they must agree). */
  const filters = async (owner: Owner): Promise<Record<'in_progress' | 'completed' | 'overdue', string[]>> => {
    const read = async (status: string) => {
      const light = await t.api.get<ChecklistCountedPage>(`/api/checklist?shares=none&status=${status}`, owner.token);
      const full = await t.api.get<{ items: ChecklistSummary[]; pagination: { total: number } }>(`/api/checklist?status=${status}`, owner.token);
      expect([light.status, full.status]).toEqual([200, 200]);
      const titles = light.body.items.map((c) => c.title);
      expect(full.body.items.map((c) => c.title)).toEqual(titles);
      expect([light.body.pagination.total, full.body.pagination.total]).toEqual([titles.length, titles.length]);
      return titles;
    };
    return { in_progress: await read('in_progress'), completed: await read('completed'), overdue: await read('overdue') };
  };

  it('follow done lines, items, due moments, revokes, removals, closing and reopening', async () => {
    const now = Math.floor(t.clock.now().getTime() / MINUTE) * MINUTE;
    const a = await sharedChecklist(t.api, t.server, 2, { title: 'A' });
    const { owner } = a;
    await createChecklist(t.api, owner.token, { title: 'Never shared' });
    const b = await sharedChecklist(t.api, t.server, 1, { title: 'B', dueAt: new Date(now + DAY).toISOString() }, owner);
    const [ann, bob] = a.recipients as [(typeof a.recipients)[0], (typeof a.recipients)[0]];
    const [cid] = b.recipients as [(typeof b.recipients)[0]];
    const itemsOf = (c: ChecklistSummary) => c.items.map((i) => ({ id: i.id, text: i.text, description: i.description, displayOrder: i.displayOrder }));
    const update = async (c: ChecklistSummary, body: Record<string, unknown>) => {
      const res = await t.api.put<ChecklistSummary>(`/api/checklist/${c.id}/update`, { title: c.title, items: itemsOf(c), ...body }, owner.token);
      expect(res.status).toBe(200);
      return res.body;
    };
    try {
      expect(await filters(owner)).toEqual({ in_progress: ['B', 'Never shared', 'A'], completed: [], overdue: [] });

      // Everyone done on A: completed; an untick makes it in progress again, a new tick completed again.
      await completeAll(t.api, a.checklist, ann);
      await completeAll(t.api, a.checklist, bob);
      expect(await filters(owner)).toEqual({ in_progress: ['B', 'Never shared'], completed: ['A'], overdue: [] });
      expect((await guestRespond(t.api, bob.accessToken, a.checklist.items[0]!.id, 'complete', false)).status).toBe(200);
      expect((await filters(owner)).completed).toEqual([]);
      expect((await guestRespond(t.api, bob.accessToken, a.checklist.items[0]!.id, 'complete', true)).status).toBe(200);
      expect((await filters(owner)).completed).toEqual(['A']);

      // An item added: both have work left; removed again: done again.
      await update(a.checklist, { items: [...itemsOf(a.checklist), { text: 'One more', displayOrder: 9 }] });
      expect(await filters(owner)).toEqual({ in_progress: ['B', 'Never shared', 'A'], completed: [], overdue: [] });
      await update(a.checklist, {});
      expect((await filters(owner)).completed).toEqual(['A']);

      // B's due moment (the checklist's) passes for cid, who has work left; moved later, it is not overdue yet.
      t.clock.set(now + DAY + MINUTE);
      expect((await filters(owner)).overdue).toEqual(['B']);
      const bLater = await update(b.checklist, { dueAt: new Date(now + 3 * DAY).toISOString() });
      expect((await filters(owner)).overdue).toEqual([]);
      // cid's own due moment, earlier than the checklist's, passes.
      expect((await t.api.put(`/api/checklist/${b.checklist.id}/shares/${cid.shareId}`, { dueAt: new Date(now + DAY).toISOString() }, owner.token)).status).toBe(200);
      expect((await filters(owner)).overdue).toEqual(['B']);

      // Revoked: not overdue, still not completed (work left); a new link gives the recipient back, overdue again.
      expect((await t.api.post(`/api/checklist/${b.checklist.id}/shares/${cid.shareId}/revoke`, undefined, owner.token)).status).toBe(200);
      expect(await filters(owner)).toEqual({ in_progress: ['B', 'Never shared'], completed: ['A'], overdue: [] });
      expect((await t.api.post(`/api/checklist/${b.checklist.id}/shares/${cid.shareId}/renew`, undefined, owner.token)).status).toBe(200);
      expect((await filters(owner)).overdue).toEqual(['B']);

      // A's due moment passed long ago: nobody there has work left, so A is not overdue; an untick makes it so.
      await update(a.checklist, { dueAt: new Date(now + DAY).toISOString() });
      expect((await filters(owner)).overdue).toEqual(['B']);
      expect((await guestRespond(t.api, ann.accessToken, a.checklist.items[1]!.id, 'complete', false)).status).toBe(200);
      expect(await filters(owner)).toEqual({ in_progress: ['B', 'Never shared', 'A'], completed: [], overdue: ['B', 'A'] });

      // Removing the one with work left: A is completed by everyone left.
      expect((await t.api.delete(`/api/checklist/${a.checklist.id}/shares/${ann.shareId}`, owner.token)).status).toBe(204);
      expect(await filters(owner)).toEqual({ in_progress: ['B', 'Never shared'], completed: ['A'], overdue: ['B'] });

      // Closed: in no filter; reopened: back in each, as before.
      expect((await t.api.post(`/api/checklist/${bLater.id}/close`, undefined, owner.token)).status).toBe(200);
      expect(await filters(owner)).toEqual({ in_progress: ['Never shared'], completed: ['A'], overdue: [] });
      expect((await t.api.post(`/api/checklist/${bLater.id}/reopen`, undefined, owner.token)).status).toBe(200);
      expect(await filters(owner)).toEqual({ in_progress: ['B', 'Never shared'], completed: ['A'], overdue: ['B'] });

      // cid finishes (with the new link's token): B is completed and no longer overdue.
      let token = cid.accessToken;
      for (const deadline = Date.now() + 5_000; token === cid.accessToken && Date.now() < deadline; ) token = await accessTokenFromOutbox(t.server, cid.email);
      await completeAll(t.api, b.checklist, { ...cid, accessToken: token });
      expect(await filters(owner)).toEqual({ in_progress: ['Never shared'], completed: ['B', 'A'], overdue: [] });
    } finally {
      t.clock.set(Date.now());
    }
  });

  it('status all and any totals (kept per workspace) follow made, closed, reopened, moved and deleted checklists', async () => {
    const { owner } = await sharedChecklist(t.api, t.server, 1, { title: 'Shared' });
    const [b, c] = [await createChecklist(t.api, owner.token, { title: 'B' }), await createChecklist(t.api, owner.token, { title: 'C' })];
    const team = (await t.api.post<{ workspace: { id: string } }>('/api/workspaces', { name: 'Team' }, owner.token)).body.workspace.id;
    const totals = async (workspace = '') => {
      const read = async (status: string) => (await t.api.get<ChecklistCountedPage>(`/api/checklist?shares=none&status=${status}${workspace}`, owner.token)).body.pagination.total;
      return [await read('all'), await read('any')];
    };
    expect(await totals()).toEqual([3, 3]);
    expect((await t.api.post(`/api/checklist/${b.id}/close`, undefined, owner.token)).status).toBe(200);
    expect(await totals()).toEqual([2, 3]);
    expect((await t.api.post(`/api/checklist/${b.id}/transfer`, { workspaceId: team }, owner.token)).status).toBe(200);
    expect(await totals()).toEqual([2, 2]);
    expect(await totals(`&workspaceId=${team}`)).toEqual([0, 1]);
    expect((await t.api.post(`/api/checklist/${b.id}/reopen`, undefined, owner.token)).status).toBe(200);
    expect(await totals(`&workspaceId=${team}`)).toEqual([1, 1]);
    expect((await t.api.delete(`/api/checklist/${c.id}`, owner.token)).status).toBeLessThan(300);
    expect(await totals()).toEqual([1, 1]);
  });
});
