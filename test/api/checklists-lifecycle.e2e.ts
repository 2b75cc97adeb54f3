import { CHECKLIST_MESSAGES, LIMITS, SHARING_MESSAGES, WORKFLOW_MESSAGES, type ChecklistPage, type ChecklistSummary } from '@ticklist/contracts';
import { DataSource } from 'typeorm';
import { registerOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { completeAll, sharedChecklist } from './support/follow-up';
import { Api } from './support/http';
import { guestRespond, guestView } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';

/** Duplicate and delete a checklist (issue 19). */
describe('duplicating and deleting a checklist', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
  });
  afterAll(() => server?.stop());

  const rules = { beforeDueDays: 3, overdueEveryDays: null, overdueMax: 1 };

  it('duplicates: title with " (copy)", description, items and reminder rules; never recipients, the due moment nor closed', async () => {
    const dueAt = new Date(Math.floor((Date.now() + 86_400_000) / 60_000) * 60_000).toISOString();
    const { owner, checklist } = await sharedChecklist(api, server, 1, { dueAt, reminders: rules });
    await api.post(`/api/checklist/${checklist.id}/close`, undefined, owner.token);

    const copy = await api.post<ChecklistSummary>(`/api/checklist/${checklist.id}/duplicate`, undefined, owner.token);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      title: `${checklist.title}${WORKFLOW_MESSAGES.copySuffix}`,
      description: checklist.description,
      shares: [],
      dueAt: null,
      reminders: rules,
      closedAt: null,
    });
    expect(copy.body.id).not.toBe(checklist.id);
    expect(copy.body.items.map(({ text, description, displayOrder }) => ({ text, description, displayOrder }))).toEqual(
      checklist.items.map(({ text, description, displayOrder }) => ({ text, description, displayOrder })),
    );
    expect(copy.body.items.every((item) => !checklist.items.some((old) => old.id === item.id))).toBe(true);

    // The copy is the newest on the dashboard; the original keeps its recipient.
    const page = await api.get<ChecklistPage>('/api/checklist?status=all', owner.token);
    expect(page.body.items[0]!.id).toBe(copy.body.id);
    expect((await api.get<ChecklistSummary>(`/api/checklist/${checklist.id}/edit`, owner.token)).body.shares).toHaveLength(1);
  });

  it('cuts a long title so the copy fits the limit', async () => {
    const owner = await registerOwner(api, server);
    const long = await createChecklist(api, owner.token, { title: 'x'.repeat(LIMITS.checklistTitleMax) });
    const copy = await api.post<ChecklistSummary>(`/api/checklist/${long.id}/duplicate`, undefined, owner.token);
    expect(copy.status).toBe(201);
    expect(copy.body.title).toBe('x'.repeat(LIMITS.checklistTitleMax - WORKFLOW_MESSAGES.copySuffix.length) + WORKFLOW_MESSAGES.copySuffix);
  });

  it('deletes with everything it holds; its links then answer 404 like an unknown link', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(api, server, 2);
    await completeAll(api, checklist, recipients[0]!);
    const keep = await createChecklist(api, owner.token, { title: 'Keep me' });

    const res = await api.delete(`/api/checklist/${checklist.id}`, owner.token);
    expect(res.status).toBe(204);

    for (const r of recipients) {
      const view = await guestView(api, r.accessToken);
      expect(view.status).toBe(404);
      expect(view.body).toEqual({ message: SHARING_MESSAGES.shareNotFound });
      const save = await guestRespond(api, r.accessToken, checklist.items[0]!.id, 'complete', true);
      expect(save.status).toBe(404);
      expect(save.body).toEqual({ message: SHARING_MESSAGES.shareNotFound });
    }
    expect((await api.get(`/api/checklist/${checklist.id}/edit`, owner.token)).status).toBe(404);
    expect((await api.delete(`/api/checklist/${checklist.id}`, owner.token)).status).toBe(404);
    const page = await api.get<ChecklistPage>('/api/checklist', owner.token);
    expect(page.body.items.map((c) => c.id)).toEqual([keep.id]);
    expect(page.body.pagination.total).toBe(1);

    // Nothing of it is left in the database.
    const db = server.server.app.get(DataSource);
    const left = async (sql: string) => Number((await db.query(sql, [checklist.id]))[0].n);
    expect(await left('SELECT count(*) AS n FROM checklist_items WHERE checklist_id = $1')).toBe(0);
    expect(await left('SELECT count(*) AS n FROM shares WHERE checklist_id = $1')).toBe(0);
    const shareIds = checklist.shares.map((s) => s.id);
    expect(Number((await db.query('SELECT count(*) AS n FROM item_responses WHERE share_id = ANY($1::uuid[])', [shareIds]))[0].n)).toBe(0);
    expect(Number((await db.query('SELECT count(*) AS n FROM share_reminders WHERE share_id = ANY($1::uuid[])', [shareIds]))[0].n)).toBe(0);
  });

  it("another owner's or an unknown checklist is a 404 for duplicate and delete, and stays as it was", async () => {
    const owner = await registerOwner(api, server);
    const other = await registerOwner(api, server);
    const mine = await createChecklist(api, owner.token);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [mine.id, unknown]) {
      const dup = await api.post(`/api/checklist/${id}/duplicate`, undefined, other.token);
      expect(dup.status).toBe(404);
      expect(dup.body).toEqual({ message: CHECKLIST_MESSAGES.notFound });
      const del = await api.delete(`/api/checklist/${id}`, other.token);
      expect(del.status).toBe(404);
      expect(del.body).toEqual({ message: CHECKLIST_MESSAGES.notFound });
    }
    expect((await api.get(`/api/checklist/${mine.id}/edit`, owner.token)).status).toBe(200);
    expect((await api.get<ChecklistPage>('/api/checklist', other.token)).body.pagination.total).toBe(0);
  });
});
