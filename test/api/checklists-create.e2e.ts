import { CHECKLIST_MESSAGES as M, LIMITS, REMINDER_DEFAULTS } from '@ticklist/contracts';
import { expectErrorBody } from './support/http';
import { useTestServer } from './support/test-server';
import { sampleChecklist, TICK_BOX } from './support/checklists';
import { registerVerifiedOwner } from './support/accounts';

/** Creating a checklist: the answer, the ordering, every validation message, and who may. */
describe('checklists: create', () => {
  const suite = useTestServer();

  describe('POST /api/checklist/create', () => {
    it('answers 201 with the checklist: trimmed texts, blank descriptions null, items in the given order numbered 1..n', async () => {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const res = await suite.api.post(
        '/api/checklist/create',
        {
          title: '  Trip to Skye  ',
          description: '   ',
          items: [
            { text: ' Book ferry ', description: '  CalMac, early  ', displayOrder: 2 },
            { text: 'Pack boots', description: '   ', displayOrder: 1 },
            { text: 'Fuel up', displayOrder: 7 },
          ],
        },
        owner.token,
      );
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: 'Trip to Skye',
        description: null,
        createdAt: expect.any(String),
        // Issue 42: the last change, to the microsecond.
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
        version: 1,
        items: [
          { id: expect.any(String), text: 'Pack boots', description: null, displayOrder: 1, ...TICK_BOX },
          { id: expect.any(String), text: 'Book ferry', description: 'CalMac, early', displayOrder: 2, ...TICK_BOX },
          { id: expect.any(String), text: 'Fuel up', description: null, displayOrder: 3, ...TICK_BOX },
        ],
        shares: [],
        // Follow-through (issue 17): always present; no due moment and the default rules here.
        dueAt: null,
        // The zone of the due moment (issue 51): null, UTC.
        dueTimeZone: null,
        reminders: REMINDER_DEFAULTS,
        closedAt: null,
        // No schedule (issue 45): one run, as before.
        schedule: null,
        nextRunAt: null,
        // The workspace it was made in (issue 47): the owner's personal one.
        workspaceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
      expect(Math.abs(Date.now() - Date.parse(res.body.createdAt))).toBeLessThan(60_000);

      const edit = await suite.api.get(`/api/checklist/${res.body.id}/edit`, owner.token);
      expect(edit.status).toBe(200);
      expect(edit.body.items.map((i: any) => [i.text, i.displayOrder])).toEqual([
        ['Pack boots', 1],
        ['Book ferry', 2],
        ['Fuel up', 3],
      ]);
    });

    it('keeps the request order when displayOrder is missing or tied', async () => {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const res = await suite.api.post(
        '/api/checklist/create',
        { title: 'Ties', items: [{ text: 'a', displayOrder: 1 }, { text: 'b', displayOrder: 1 }, { text: 'c' }] },
        owner.token,
      );
      expect(res.status).toBe(201);
      expect(res.body.items.map((i: any) => [i.text, i.displayOrder])).toEqual([
        ['a', 1],
        ['b', 2],
        ['c', 3],
      ]);
    });

    it('a missing title and no items: 422 with both spec messages', async () => {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const res = await suite.api.post('/api/checklist/create', { title: '   ', description: 'x', items: [] }, owner.token);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual({ title: [M.titleRequired], items: [M.itemsRequired] });
    });

    it('an empty body: title and items required', async () => {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const res = await suite.api.post('/api/checklist/create', {}, owner.token);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors.title).toEqual([M.titleRequired]);
      expect(res.body.errors.items).toEqual([M.itemsRequired]);
    });

    it('a blank item text is keyed by its index; only blank items also means no item at all', async () => {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const some = await suite.api.post(
        '/api/checklist/create',
        { title: 'T', items: [{ text: 'ok', displayOrder: 1 }, { text: '   ', displayOrder: 2 }, { displayOrder: 3 }] },
        owner.token,
      );
      expect(some.status).toBe(422);
      expectErrorBody(some.body);
      expect(some.body.errors).toEqual({ 'items[1].text': [M.itemTextRequired], 'items[2].text': [M.itemTextRequired] });

      const none = await suite.api.post('/api/checklist/create', { title: 'T', items: [{ text: ' ', displayOrder: 1 }] }, owner.token);
      expect(none.status).toBe(422);
      expect(none.body.errors).toEqual({ items: [M.itemsRequired], 'items[0].text': [M.itemTextRequired] });

      const list = await suite.api.get('/api/checklist', owner.token);
      expect(list.body.pagination.total).toBe(0);
    });

    it('upper bounds on title, description, item text, item help text and item count are 422s', async () => {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const long = await suite.api.post(
        '/api/checklist/create',
        {
          title: 'x'.repeat(LIMITS.checklistTitleMax + 1),
          description: 'd'.repeat(LIMITS.checklistDescriptionMax + 1),
          items: [
            { text: 't'.repeat(LIMITS.itemTextMax + 1), description: 'h'.repeat(LIMITS.itemDescriptionMax + 1), displayOrder: 1 },
          ],
        },
        owner.token,
      );
      expect(long.status).toBe(422);
      expectErrorBody(long.body);
      expect(long.body.errors).toEqual({
        title: [M.titleTooLong],
        description: [M.descriptionTooLong],
        'items[0].text': [M.itemTextTooLong],
        'items[0].description': [M.itemDescriptionTooLong],
      });

      const many = await suite.api.post('/api/checklist/create', sampleChecklist(LIMITS.itemsMax + 1), owner.token);
      expect(many.status).toBe(422);
      expect(many.body.errors).toEqual({ items: [M.tooManyItems] });
    });

    it('exactly at the bounds (counted in characters, after trimming) is accepted', async () => {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const res = await suite.api.post(
        '/api/checklist/create',
        {
          title: `  ${'é'.repeat(LIMITS.checklistTitleMax - 1)}😀  `,
          items: [
            ...sampleChecklist(LIMITS.itemsMax - 1).items,
            { text: '😀'.repeat(LIMITS.itemTextMax), description: 'h'.repeat(LIMITS.itemDescriptionMax), displayOrder: 999 },
          ],
        },
        owner.token,
      );
      expect(res.status).toBe(201);
      expect(res.body.items).toHaveLength(LIMITS.itemsMax);
      expect(res.body.items.at(-1).text).toBe('😀'.repeat(LIMITS.itemTextMax));
    });

    it('wrong types are 400s keyed by field (contract: "wrong types" is a 400), unknown fields 422, never a 5xx', async () => {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const cases: [unknown, string, number][] = [
        [{ title: 123, items: sampleChecklist(1).items }, 'title', 400],
        [{ title: 'T', description: ['x'], items: sampleChecklist(1).items }, 'description', 400],
        [{ title: 'T', items: 'one, two' }, 'items', 400],
        [{ title: 'T', items: { text: 'a' } }, 'items', 400],
        [{ title: 'T', items: [5] }, 'items[0]', 400],
        [{ title: 'T', items: [null] }, 'items[0]', 400],
        [{ title: 'T', items: [{ text: 7, displayOrder: 1 }] }, 'items[0].text', 400],
        [{ title: 'T', items: [{ text: 'a', description: false, displayOrder: 1 }] }, 'items[0].description', 400],
        [{ title: 'T', items: [{ text: 'a', displayOrder: 'first' }] }, 'items[0].displayOrder', 400],
        [{ title: 'T', items: [{ text: 'a', displayOrder: 1.5 }] }, 'items[0].displayOrder', 400],
        [{ title: 123, items: [{ text: '', displayOrder: 1 }] }, 'title', 400], // the type is reported, not the empty text
        [{ title: 'T', items: sampleChecklist(1).items, owner: 'me' }, 'owner', 422],
      ];
      for (const [body, field, status] of cases) {
        const res = await suite.api.post('/api/checklist/create', body, owner.token);
        expect({ body, status: res.status }).toEqual({ body, status });
        expectErrorBody(res.body);
        expect(Object.keys(res.body.errors)).toContain(field);
      }
      expect((await suite.api.get('/api/checklist', owner.token)).body.pagination.total).toBe(0);
      const notJson = await suite.api.request('POST', '/api/checklist/create', { rawBody: '{"title":', token: owner.token });
      expect(notJson.status).toBe(400);
      expectErrorBody(notJson.body);
    });

    it('NUL characters are dropped rather than failing the insert', async () => {
      const owner = await registerVerifiedOwner(suite.api, suite.server);
      const res = await suite.api.post('/api/checklist/create', { title: 'A\u0000B', items: [{ text: 'x\u0000', displayOrder: 1 }] }, owner.token);
      expect(res.status).toBe(201);
      expect(res.body.title).toBe('AB');
      expect(res.body.items[0].text).toBe('x');
    });

    it('needs a signed-in owner', async () => {
      const res = await suite.api.post('/api/checklist/create', sampleChecklist(1));
      expect(res.status).toBe(401);
      expectErrorBody(res.body);
      const bad = await suite.api.post('/api/checklist/create', sampleChecklist(1), 'not-a-token');
      expect(bad.status).toBe(401);
    });
  });
});
