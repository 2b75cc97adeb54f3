import type { ChecklistDetailResponse, ChecklistForEdit, ChecklistPage, ChecklistSummary, UpdateChecklistRequest } from '@ticklist/contracts';
import { ChecklistVersion1796204200000 } from '../../server/src/database/migrations/1796204200000-ChecklistVersion';
import { registerVerifiedOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { sharedChecklist } from './support/follow-up';
import { guestRespond } from './support/sharing';
import { useTestServer } from './support/test-server';

/** Issue 42: every checklist has a version, raised by each change to its title, description or items. */
describe('checklists: version', () => {
  const suite = useTestServer();

  /** The version as each read shows it: the list, /edit and GET /api/checklist/{id} (and its ETag). */
  async function versions(token: string, id: string) {
    const list = await suite.api.get<ChecklistPage>('/api/checklist', token);
    const edit = await suite.api.get<ChecklistForEdit>(`/api/checklist/${id}/edit`, token);
    const detail = await suite.api.get<ChecklistDetailResponse>(`/api/checklist/${id}`, token);
    return {
      list: list.body.items.find((c) => c.id === id)?.version,
      edit: edit.body.version,
      detail: detail.body.checklist.version,
      etag: detail.headers.get('etag'),
    };
  }
  const at = (n: number) => ({ list: n, edit: n, detail: n, etag: `"${n}"` });

  const asUpdate = (c: ChecklistSummary, change: Partial<UpdateChecklistRequest> = {}): UpdateChecklistRequest => ({
    title: c.title,
    description: c.description,
    items: c.items.map((i) => ({ id: i.id, text: i.text, description: i.description, displayOrder: i.displayOrder })),
    ...change,
  });

  it('starts at 1 and goes up by one with each change to the title, description or items, and only then', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const created = await createChecklist(suite.api, owner.token, { title: 'Versions' });
    expect(created.version).toBe(1);
    expect(await versions(owner.token, created.id)).toEqual(at(1));

    let current = created;
    const update = async (body: UpdateChecklistRequest, expected: number) => {
      const res = await suite.api.put<ChecklistSummary>(`/api/checklist/${created.id}/update`, body, owner.token);
      expect(res.status).toBe(200);
      expect(res.body.version).toBe(expected);
      current = res.body;
    };
    await update(asUpdate(current), 1); // the same content: nothing changed
    await update(asUpdate(current, { title: 'Versions, renamed' }), 2);
    await update(asUpdate(current, { description: 'Now with a description' }), 3);
    const [first, second, ...rest] = asUpdate(current).items;
    await update(asUpdate(current, { items: [{ ...first!, text: 'First, reworded' }, second!, ...rest] }), 4);
    await update(asUpdate(current, { items: [{ ...second!, displayOrder: 1 }, { ...first!, text: 'First, reworded', displayOrder: 2 }, ...rest.map((i) => ({ ...i }))] }), 5);
    await update(asUpdate(current, { items: [...asUpdate(current).items, { id: null, text: 'A new one', description: null, displayOrder: 9 }] }), 6);
    await update(asUpdate(current, { items: asUpdate(current).items.slice(1) }), 7);
    await update(asUpdate(current, { dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16) + ':00.000Z' }), 7);
    expect(await versions(owner.token, created.id)).toEqual(at(7));
  });

  it('sharing, progress, closing and reopening leave it as it is', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
    expect(checklist.version).toBe(1);
    expect((await guestRespond(suite.api, recipients[0]!.accessToken, checklist.items[0]!.id, 'complete', true)).status).toBe(200);
    expect((await suite.api.post(`/api/checklist/${checklist.id}/close`, undefined, owner.token)).status).toBe(200);
    expect((await suite.api.post(`/api/checklist/${checklist.id}/reopen`, undefined, owner.token)).status).toBe(200);
    expect(await versions(owner.token, checklist.id)).toEqual(at(1));
  });

  it("the migration's down() removes the column and up() brings it back at 1", async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const created = await createChecklist(suite.api, owner.token, { title: 'Down and up' });
    await suite.api.put(`/api/checklist/${created.id}/update`, asUpdate(created, { title: 'Changed' }), owner.token);
    const runner = suite.db.createQueryRunner();
    const hasColumn = async () =>
      (await runner.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'checklists' AND column_name = 'version' AND table_schema = current_schema()`)).length === 1;
    await runner.startTransaction();
    try {
      const migration = new ChecklistVersion1796204200000();
      await migration.down(runner);
      expect(await hasColumn()).toBe(false);
      await migration.up(runner);
      expect(await hasColumn()).toBe(true);
      expect(await runner.query('SELECT version FROM checklists WHERE id = $1', [created.id])).toEqual([{ version: 1 }]);
    } finally {
      // Rolled back: other suites may share this PostgreSQL.
      await runner.rollbackTransaction();
      await runner.release();
    }
    expect((await versions(owner.token, created.id)).detail).toBe(2);
  });
});
