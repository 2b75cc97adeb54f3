import { CHECKLIST_MESSAGES as M, REMINDER_DEFAULTS } from '@ticklist/contracts';
import { expectErrorBody } from './support/http';
import { createChecklist, sampleChecklist, TICK_BOX } from './support/checklists';
import { bodyFrom, useUpdateSuite } from './support/checklist-update';
import { registerVerifiedOwner } from './support/accounts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('checklists: PUT /api/checklist/{id}/update', () => {
  const world = useUpdateSuite();
  const { suite, edit } = world;

  it('updates title and items, creates id:null items, deletes missing ones, renumbers 1..n in the given order', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const created = await createChecklist(suite.api, owner.token);
    const [a, b, c] = created.items;
    const res = await suite.api.put(
      `/api/checklist/${created.id}/update`,
      {
        id: created.id,
        title: '  Moving flat  ',
        description: '  ',
        items: [
          { id: c!.id, text: ' Return keys ', description: ' To the agent ', displayOrder: 10 },
          { id: null, text: 'Meter readings', description: '', displayOrder: 20 },
          { id: a!.id, text: a!.text, description: a!.description, displayOrder: 30 },
        ],
      },
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: created.id,
      title: 'Moving flat',
      description: null,
      createdAt: created.createdAt,
      updatedAt: expect.any(String),
      // Title and items changed: one version up.
      version: 2,
      items: [
        { id: c!.id, text: 'Return keys', description: 'To the agent', displayOrder: 1, ...TICK_BOX },
        { id: expect.stringMatching(/^[0-9a-f-]{36}$/), text: 'Meter readings', description: null, displayOrder: 2, ...TICK_BOX },
        { id: a!.id, text: a!.text, description: a!.description, displayOrder: 3, ...TICK_BOX },
      ],
      shares: [],
      // Follow-through (issue 17): always present; none and the default rules here.
      dueAt: null,
      dueTimeZone: null,
      reminders: REMINDER_DEFAULTS,
      closedAt: null,
      // No schedule (issue 45): one run, as before.
      schedule: null,
      nextRunAt: null,
      workspaceId: created.workspaceId,
    });
    expect(res.body.items.map((i: any) => i.id)).not.toContain(b!.id);
    expect(res.body.updatedAt > created.updatedAt!).toBe(true);
    const after = await edit(owner.token, created.id);
    expect(after).toEqual({ ...res.body, items: res.body.items.map((i: any) => ({ ...i, responsePolicy: null, responses: [] })) });
    const list = await suite.api.get('/api/checklist', owner.token);
    expect(list.body.items).toEqual([res.body]);
  });

  it('applies the create rules: messages keyed by field and item index, nothing saved', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const created = await createChecklist(suite.api, owner.token);
    const body = bodyFrom(created);
    const res = await suite.api.put(
      `/api/checklist/${created.id}/update`,
      { ...body, title: ' ', items: [{ ...body.items[0], text: 'changed' }, { ...body.items[1], text: '  ' }] },
      owner.token,
    );
    expect(res.status).toBe(422);
    expectErrorBody(res.body);
    expect(res.body.errors).toEqual({ title: [M.titleRequired], 'items[1].text': [M.itemTextRequired] });
    const empty = await suite.api.put(`/api/checklist/${created.id}/update`, { ...body, items: [] }, owner.token);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ items: [M.itemsRequired] });
    expect(await edit(owner.token, created.id)).toEqual({ ...created, items: created.items.map((i) => ({ ...i, responsePolicy: null, responses: [] })) });
  });

  it('an item id of another checklist, a repeated id or a malformed id is a 422 on items[i].id', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const created = await createChecklist(suite.api, owner.token);
    const elsewhere = await createChecklist(suite.api, owner.token);
    const body = bodyFrom(created);
    const cases: [unknown[], Record<string, string[]>][] = [
      [[body.items[0], { ...body.items[1], id: elsewhere.items[0]!.id }], { 'items[1].id': [M.itemIdInvalid] }],
      [[body.items[0], { ...body.items[1], id: UNKNOWN_ID }], { 'items[1].id': [M.itemIdInvalid] }],
      [[body.items[0], { ...body.items[0], displayOrder: 2 }], { 'items[1].id': [M.itemIdDuplicate] }],
      [[{ ...body.items[0], id: 'item-1' }], { 'items[0].id': [M.itemIdInvalid] }],
    ];
    for (const [items, errors] of cases) {
      const res = await suite.api.put(`/api/checklist/${created.id}/update`, { ...body, items }, owner.token);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual(errors);
    }
    expect((await edit(owner.token, created.id)).items.map((i) => i.id)).toEqual(created.items.map((i) => i.id));
    expect((await edit(owner.token, elsewhere.id)).items.map((i) => i.text)).toEqual(elsewhere.items.map((i) => i.text));
  });

  it('accepts the edit answer sent back as is (read-only fields ignored)', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const created = await createChecklist(suite.api, owner.token);
    const view = await edit(owner.token, created.id);
    const res = await suite.api.put(`/api/checklist/${created.id}/update`, { ...view, title: 'Renamed' }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, title: 'Renamed', version: 2, updatedAt: expect.any(String) });
  });

  it('wrong types are 400s keyed by field, bad values and unknown fields 422, never a 5xx; nothing changes', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const created = await createChecklist(suite.api, owner.token);
    const body = bodyFrom(created);
    const cases: [unknown, string, number][] = [
      [{ ...body, title: 42 }, 'title', 400],
      [{ ...body, items: 'all of them' }, 'items', 400],
      [{ ...body, items: [{ ...body.items[0], id: 7 }] }, 'items[0].id', 400],
      [{ ...body, items: [{ ...body.items[0], responsePolicy: 1 }] }, 'items[0].responsePolicy', 400],
      [{ ...body, items: [{ ...body.items[0], displayOrder: '1' }] }, 'items[0].displayOrder', 400],
      [{ ...body, items: [{ ...body.items[0], responsePolicy: 'discard' }] }, 'items[0].responsePolicy', 422],
      [{ ...body, colour: 'red' }, 'colour', 422],
    ];
    for (const [payload, field, status] of cases) {
      const res = await suite.api.put(`/api/checklist/${created.id}/update`, payload, owner.token);
      expect({ field, status: res.status }).toEqual({ field, status });
      expectErrorBody(res.body);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect((await suite.api.get(`/api/checklist/${created.id}/edit`, owner.token)).body.title).toBe(created.title);
  });

  it('someone else\'s, unknown and malformed ids are 404 Checklist not found, and the owner\'s data is unchanged', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const intruder = await registerVerifiedOwner(suite.api, suite.server);
    const created = await createChecklist(suite.api, owner.token);
    const hostile = { ...bodyFrom(created), title: 'Mine now', items: [{ id: null, text: 'pwned', description: null, displayOrder: 1 }] };
    for (const id of [created.id, UNKNOWN_ID, 'nope', '1']) {
      const res = await suite.api.put(`/api/checklist/${id}/update`, hostile, intruder.token);
      expect({ id, status: res.status }).toEqual({ id, status: 404 });
      expect(res.body).toEqual({ message: M.notFound });
    }
    // Validation never runs ahead of the ownership check in a way that tells the two apart (since
    // issue 47 the access check comes first: someone else's checklist is a 404 whatever the body).
    const invalid = await suite.api.put(`/api/checklist/${created.id}/update`, { ...hostile, items: [] }, intruder.token);
    expect(invalid.status).toBe(404);
    const unknownInvalid = await suite.api.put(`/api/checklist/${UNKNOWN_ID}/update`, { ...hostile, items: [] }, intruder.token);
    expect(unknownInvalid).toMatchObject({ status: invalid.status, body: invalid.body });

    expect(await edit(owner.token, created.id)).toEqual({ ...created, items: created.items.map((i) => ({ ...i, responsePolicy: null, responses: [] })) });
    expect((await suite.api.get('/api/checklist', intruder.token)).body.pagination.total).toBe(0);
    const anonymous = await suite.api.put(`/api/checklist/${created.id}/update`, hostile);
    expect(anonymous.status).toBe(401);
  });

  it('concurrent updates and reads of one checklist all answer, none 5xx, and leave a consistent list', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const created = await createChecklist(suite.api, owner.token, sampleChecklist(5));
    const body = bodyFrom(created);
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, n) =>
        suite.api.put(`/api/checklist/${created.id}/update`, { ...body, title: `Version ${n}`, items: [...body.items, { id: null, text: `Extra ${n}`, description: null, displayOrder: 99, responsePolicy: null }] }, owner.token),
      ),
      ...Array.from({ length: 4 }, () => suite.api.get('/api/checklist', owner.token)),
      ...Array.from({ length: 4 }, () => suite.api.get(`/api/checklist/${created.id}/edit`, owner.token)),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(14).fill(200));
    const final = await edit(owner.token, created.id);
    expect(final.items).toHaveLength(6);
    expect(final.items.map((i) => i.displayOrder)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(final.items.at(-1)!.text).toBe(final.title.replace('Version', 'Extra'));
  });
});
