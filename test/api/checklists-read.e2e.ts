import { CHECKLIST_MESSAGES as M, CHECKLIST_PAGE_SIZE, REMINDER_DEFAULTS } from '@ticklist/contracts';
import { expectErrorBody } from './support/http';
import { useTestServer } from './support/test-server';
import { createChecklist, sampleChecklist, TICK_BOX } from './support/checklists';
import { registerVerifiedOwner } from './support/accounts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Reading checklists back: the owner's paged list and the edit view. */
describe('checklists: list, edit view', () => {
  const suite = useTestServer();

  describe('GET /api/checklist', () => {
    it('pages the owner\'s checklists newest first, with totals and next page', async () => {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const other = await registerVerifiedOwner(suite.api, suite.server);
      await createChecklist(suite.api, other.token, { title: 'Not yours' });
      const count = 3 * CHECKLIST_PAGE_SIZE + 2;
      const created: string[] = [];
      for (let n = 1; n <= count; n++) created.push((await createChecklist(suite.api, owner.token, { title: `List ${n}` })).id);
      const newestFirst = [...created].reverse();

      const seen: string[] = [];
      let page = 1;
      for (;;) {
        const res = await suite.api.get(`/api/checklist?page=${page}`, owner.token);
        expect(res.status).toBe(200);
        const { pagination } = res.body;
        const isLast = page * CHECKLIST_PAGE_SIZE >= count;
        expect(pagination).toEqual({
          page,
          per_page: CHECKLIST_PAGE_SIZE,
          total: count,
          has_next: !isLast,
          next_page: isLast ? null : page + 1,
        });
        expect(res.body.items.length).toBe(isLast ? count - (page - 1) * CHECKLIST_PAGE_SIZE : CHECKLIST_PAGE_SIZE);
        seen.push(...res.body.items.map((c: any) => c.id));
        if (!pagination.has_next) break;
        page = pagination.next_page;
      }
      expect(page).toBe(4);
      expect(seen).toEqual(newestFirst);

      const first = await suite.api.get('/api/checklist', owner.token);
      expect(first.body.items.map((c: any) => c.id)).toEqual(newestFirst.slice(0, CHECKLIST_PAGE_SIZE));
      expect(first.body.items[0]).toEqual({
        id: created.at(-1),
        title: `List ${count}`,
        description: 'Everything before the van arrives',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        version: 1,
        items: sampleChecklist(3).items.map((i) => ({ ...i, id: expect.any(String), ...TICK_BOX })),
        shares: [],
        dueAt: null,
        dueTimeZone: null,
        reminders: REMINDER_DEFAULTS,
        closedAt: null,
        // No schedule (issue 45): one run, as before.
        schedule: null,
        nextRunAt: null,
        // The owner's personal workspace (issue 47).
        workspaceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });

      const beyond = await suite.api.get('/api/checklist?page=99', owner.token);
      expect(beyond.status).toBe(200);
      expect(beyond.body.items).toEqual([]);
      expect(beyond.body.pagination).toMatchObject({ page: 99, total: count, has_next: false, next_page: null });
    });

    it('a new owner sees an empty first page', async () => {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const res = await suite.api.get('/api/checklist?page=1', owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        items: [],
        pagination: { page: 1, per_page: CHECKLIST_PAGE_SIZE, total: 0, has_next: false, next_page: null },
      });
    });

    it('a malformed page is a 422 on page, never a 5xx', async () => {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      for (const page of ['0', '-1', 'abc', '1.5', '99999999999999999999', '1&page=2']) {
        const res = await suite.api.get(`/api/checklist?page=${page}`, owner.token);
        expect({ page, status: res.status }).toEqual({ page, status: 422 });
        expectErrorBody(res.body);
        expect(res.body.errors).toEqual({ page: [M.pageInvalid] });
      }
    });

    it('needs a signed-in owner', async () => {
      const res = await suite.api.get('/api/checklist');
      expect(res.status).toBe(401);
      expectErrorBody(res.body);
    });
  });

  describe('GET /api/checklist/{id}/edit', () => {
    it('answers the checklist with items carrying responsePolicy null and no responses yet', async () => {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const created = await createChecklist(suite.api, owner.token);
      const res = await suite.api.get(`/api/checklist/${created.id}/edit`, owner.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...created,
        items: created.items.map((i) => ({ ...i, responsePolicy: null, responses: [] })),
      });
    });

    it('someone else\'s, unknown and malformed ids are all 404 Checklist not found', async () => {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const intruder = await registerVerifiedOwner(suite.api, suite.server);
      const created = await createChecklist(suite.api, owner.token);
      for (const id of [created.id, UNKNOWN_ID, 'not-a-uuid', `${created.id}x`, created.id.toUpperCase().replace(/./, 'G')]) {
        const res = await suite.api.get(`/api/checklist/${id}/edit`, intruder.token);
        expect({ id, status: res.status }).toEqual({ id, status: 404 });
        expect(res.body).toEqual({ message: M.notFound });
      }
      const own = await suite.api.get(`/api/checklist/${created.id.toUpperCase()}/edit`, owner.token);
      expect(own.status).toBe(200);
      expect(own.body.id).toBe(created.id);
    });
  });
});
