import { randomBytes } from 'node:crypto';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { CHECKLIST_MESSAGES as M, type ChecklistForEdit, type ChecklistSummary, REMINDER_DEFAULTS } from '@ticklist/contracts';
import { PROGRESS_RESET, type ProgressResetEvent } from '../../server/src/modules/checklists/progress-reset.event';
import { Api, expectErrorBody } from './support/http';
import { readOutbox, startTestServer, type TestServer } from './support/test-server';
import { createChecklist, sampleChecklist } from './support/checklists';
import { registerVerifiedOwner } from './support/accounts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A recipient's follow-through fields before any due moment, reminder or nudge (issue 17). */
/** A share's follow-through and link-control fields when nothing happened yet (issues 17, 18). */
const noReminders = { dueAt: null, remindersSent: 0, lastRemindedAt: null, nextNudgeAt: null, revokedAt: null, lastSeenAt: null, viewing: false };

/** The update body the edit page sends: every item with its id (or null), text, description and order. */
function bodyFrom(checklist: ChecklistSummary | ChecklistForEdit) {
  return {
    id: checklist.id,
    title: checklist.title,
    description: checklist.description,
    items: checklist.items.map((i) => ({ id: i.id as string | null, text: i.text, description: i.description, displayOrder: i.displayOrder, responsePolicy: null as 'keep' | 'reset' | null })),
  };
}

describe('checklists: PUT /api/checklist/{id}/update', () => {
  let server: TestServer;
  let api: Api;
  let events: ProgressResetEvent[];

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
    server.server.app.get(EventEmitter2).on(PROGRESS_RESET, (e: ProgressResetEvent) => events.push(e));
  });
  beforeEach(() => (events = []));
  afterAll(() => server?.stop());

  const edit = async (token: string, id: string): Promise<ChecklistForEdit> => {
    const res = await api.get(`/api/checklist/${id}/edit`, token);
    expect(res.status).toBe(200);
    return res.body;
  };

  /** Shares through the API and returns the guest's access token read from the mailed link. */
  async function share(token: string, checklistId: string, label: string): Promise<{ email: string; accessToken: string }> {
    const email = `${label}.${randomBytes(4).toString('hex')}@example.net`;
    const res = await api.post(`/api/checklist/${checklistId}/share`, { emails: [email] }, token);
    expect(res.status).toBe(200);
    const deadline = Date.now() + 5_000;
    for (;;) {
      const link = readOutbox(server.dataDir)
        .filter((m) => m.to.includes(email))
        .flatMap((m) => m.links)
        .find((l) => /\/shared\/[A-Za-z0-9_-]+$/.test(l));
      if (link) return { email, accessToken: link.split('/shared/')[1]! };
      if (Date.now() > deadline) throw new Error(`no share mail to ${email}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function respond(accessToken: string, item: string, key: 'complete' | 'notes', value: boolean | string): Promise<void> {
    const res = await api.post(`/api/guest/shared/${accessToken}/respond`, { item, key, value });
    expect(res.status).toBe(200);
  }

  /** An owner's 3-item checklist shared with two guests: ann ticked items 1 and 2, bob ticked item 1 and noted item 3. */
  async function sharedChecklist() {
    const owner = await registerVerifiedOwner(api, server);
    const checklist = await createChecklist(api, owner.token);
    const [one, two, three] = checklist.items.map((i) => i.id) as [string, string, string];
    const ann = await share(owner.token, checklist.id, 'ann');
    const bob = await share(owner.token, checklist.id, 'bob');
    await respond(ann.accessToken, one, 'complete', true);
    await respond(ann.accessToken, two, 'complete', true);
    await respond(bob.accessToken, one, 'complete', true);
    await respond(bob.accessToken, three, 'notes', 'Ask the landlord');
    events = [];
    return { owner, checklist, ids: { one, two, three }, ann, bob };
  }

  it('updates title and items, creates id:null items, deletes missing ones, renumbers 1..n in the given order', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const created = await createChecklist(api, owner.token);
    const [a, b, c] = created.items;
    const res = await api.put(
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
      items: [
        { id: c!.id, text: 'Return keys', description: 'To the agent', displayOrder: 1 },
        { id: expect.stringMatching(/^[0-9a-f-]{36}$/), text: 'Meter readings', description: null, displayOrder: 2 },
        { id: a!.id, text: a!.text, description: a!.description, displayOrder: 3 },
      ],
      shares: [],
      // Follow-through (issue 17): always present; none and the default rules here.
      dueAt: null,
      reminders: REMINDER_DEFAULTS,
      closedAt: null,
    });
    expect(res.body.items.map((i: any) => i.id)).not.toContain(b!.id);
    const after = await edit(owner.token, created.id);
    expect(after).toEqual({ ...res.body, items: res.body.items.map((i: any) => ({ ...i, responsePolicy: null, responses: [] })) });
    const list = await api.get('/api/checklist', owner.token);
    expect(list.body.items).toEqual([res.body]);
  });

  it('applies the create rules: messages keyed by field and item index, nothing saved', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const created = await createChecklist(api, owner.token);
    const body = bodyFrom(created);
    const res = await api.put(
      `/api/checklist/${created.id}/update`,
      { ...body, title: ' ', items: [{ ...body.items[0], text: 'changed' }, { ...body.items[1], text: '  ' }] },
      owner.token,
    );
    expect(res.status).toBe(422);
    expectErrorBody(res.body);
    expect(res.body.errors).toEqual({ title: [M.titleRequired], 'items[1].text': [M.itemTextRequired] });
    const empty = await api.put(`/api/checklist/${created.id}/update`, { ...body, items: [] }, owner.token);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ items: [M.itemsRequired] });
    expect(await edit(owner.token, created.id)).toEqual({ ...created, items: created.items.map((i) => ({ ...i, responsePolicy: null, responses: [] })) });
  });

  it('an item id of another checklist, a repeated id or a malformed id is a 422 on items[i].id', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const created = await createChecklist(api, owner.token);
    const elsewhere = await createChecklist(api, owner.token);
    const body = bodyFrom(created);
    const cases: [unknown[], Record<string, string[]>][] = [
      [[body.items[0], { ...body.items[1], id: elsewhere.items[0]!.id }], { 'items[1].id': [M.itemIdInvalid] }],
      [[body.items[0], { ...body.items[1], id: UNKNOWN_ID }], { 'items[1].id': [M.itemIdInvalid] }],
      [[body.items[0], { ...body.items[0], displayOrder: 2 }], { 'items[1].id': [M.itemIdDuplicate] }],
      [[{ ...body.items[0], id: 'item-1' }], { 'items[0].id': [M.itemIdInvalid] }],
    ];
    for (const [items, errors] of cases) {
      const res = await api.put(`/api/checklist/${created.id}/update`, { ...body, items }, owner.token);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual(errors);
    }
    expect((await edit(owner.token, created.id)).items.map((i) => i.id)).toEqual(created.items.map((i) => i.id));
    expect((await edit(owner.token, elsewhere.id)).items.map((i) => i.text)).toEqual(elsewhere.items.map((i) => i.text));
  });

  it('accepts the edit answer sent back as is (read-only fields ignored)', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const created = await createChecklist(api, owner.token);
    const view = await edit(owner.token, created.id);
    const res = await api.put(`/api/checklist/${created.id}/update`, { ...view, title: 'Renamed' }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, title: 'Renamed' });
  });

  it('wrong types are 400s keyed by field, bad values and unknown fields 422, never a 5xx; nothing changes', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const created = await createChecklist(api, owner.token);
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
      const res = await api.put(`/api/checklist/${created.id}/update`, payload, owner.token);
      expect({ field, status: res.status }).toEqual({ field, status });
      expectErrorBody(res.body);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect((await api.get(`/api/checklist/${created.id}/edit`, owner.token)).body.title).toBe(created.title);
  });

  it('someone else\'s, unknown and malformed ids are 404 Checklist not found, and the owner\'s data is unchanged', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const intruder = await registerVerifiedOwner(api, server);
    const created = await createChecklist(api, owner.token);
    const hostile = { ...bodyFrom(created), title: 'Mine now', items: [{ id: null, text: 'pwned', description: null, displayOrder: 1 }] };
    for (const id of [created.id, UNKNOWN_ID, 'nope', '1']) {
      const res = await api.put(`/api/checklist/${id}/update`, hostile, intruder.token);
      expect({ id, status: res.status }).toEqual({ id, status: 404 });
      expect(res.body).toEqual({ message: M.notFound });
    }
    // Validation never runs ahead of the ownership check in a way that tells the two apart.
    const invalid = await api.put(`/api/checklist/${created.id}/update`, { ...hostile, items: [] }, intruder.token);
    expect(invalid.status).toBe(422);
    const unknownInvalid = await api.put(`/api/checklist/${UNKNOWN_ID}/update`, { ...hostile, items: [] }, intruder.token);
    expect(unknownInvalid).toMatchObject({ status: invalid.status, body: invalid.body });

    expect(await edit(owner.token, created.id)).toEqual({ ...created, items: created.items.map((i) => ({ ...i, responsePolicy: null, responses: [] })) });
    expect((await api.get('/api/checklist', intruder.token)).body.pagination.total).toBe(0);
    const anonymous = await api.put(`/api/checklist/${created.id}/update`, hostile);
    expect(anonymous.status).toBe(401);
  });

  describe('with responses', () => {
    it('the edit view lists every response per item, and the list shows each share\'s completed items', async () => {
      const { owner, checklist, ids, ann, bob } = await sharedChecklist();
      const view = await edit(owner.token, checklist.id);
      const responses = (itemId: string) => view.items.find((i) => i.id === itemId)!.responses;
      const at = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(responses(ids.one)).toEqual([
        { user: { email: ann.email }, complete: true, updatedAt: at, completedAt: at },
        { user: { email: bob.email }, complete: true, updatedAt: at, completedAt: at },
      ]);
      expect(responses(ids.two)).toEqual([{ user: { email: ann.email }, complete: true, updatedAt: at, completedAt: at }]);
      // A recipient's notes are theirs alone (issue 18): the owner gets the response without them.
      expect(responses(ids.three)).toEqual([{ user: { email: bob.email }, complete: false, updatedAt: at, completedAt: null }]);
      expect(JSON.stringify(view)).not.toContain('Ask the landlord');
      expect(view.items.every((i) => i.responsePolicy === null)).toBe(true);

      const list = await api.get('/api/checklist', owner.token);
      expect(list.body.items[0].shares).toEqual([
        { id: expect.any(String), recipientUser: { email: ann.email }, sharedAt: at, completedItems: [{ itemId: ids.one }, { itemId: ids.two }], ...noReminders },
        { id: expect.any(String), recipientUser: { email: bob.email }, sharedAt: at, completedItems: [{ itemId: ids.one }], ...noReminders },
      ]);
      expect(view.shares).toEqual(list.body.items[0].shares);
    });

    it('a page of shared checklists is one query, like a page of one unshared checklist', async () => {
      const countQueries = async (token: string) => {
        const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
        try {
          const res = await api.get('/api/checklist', token);
          expect(res.status).toBe(200);
          // Background jobs (the mail queue) may query meanwhile: count only this read's tables.
          const queries = spy.mock.calls.filter(([sql]) => /checklist|shares|item_responses/.test(String(sql)) && !/mail_jobs/.test(String(sql))).length;
          return { queries, checklists: res.body.items.length, shares: res.body.items.flatMap((c: any) => c.shares).length };
        } finally {
          spy.mockRestore();
        }
      };
      const lonely = await registerVerifiedOwner(api, server);
      await createChecklist(api, lonely.token);
      const busy = await sharedChecklist();
      for (let n = 0; n < 3; n++) {
        const more = await createChecklist(api, busy.owner.token, sampleChecklist(4));
        await share(busy.owner.token, more.id, `guest${n}`);
        await share(busy.owner.token, more.id, `other${n}`);
      }
      const small = await countQueries(lonely.token);
      const large = await countQueries(busy.owner.token);
      expect(small).toMatchObject({ checklists: 1, shares: 0 });
      expect(small.queries).toBe(1);
      expect(large).toMatchObject({ checklists: 4, shares: 8 });
      expect(large.queries).toBe(1);
    });

    it('a changed item with responses and no policy is a 422 on items[i].responsePolicy, nothing saved', async () => {
      const { owner, checklist, ids } = await sharedChecklist();
      const before = await edit(owner.token, checklist.id);
      const body = bodyFrom(checklist);
      body.title = 'Changed too';
      body.items[0]!.text = 'Book the van (edited)';
      body.items[1]!.description = 'new help text';
      body.items[2]!.text = 'Notes only, still a response';
      const res = await api.put(`/api/checklist/${checklist.id}/update`, body, owner.token);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual({
        'items[0].responsePolicy': [M.responsePolicyRequired],
        'items[1].responsePolicy': [M.responsePolicyRequired],
        'items[2].responsePolicy': [M.responsePolicyRequired],
      });
      expect(await edit(owner.token, checklist.id)).toEqual(before);
      expect(ids.one).toBe(before.items[0]!.id);
      expect(events).toEqual([]);
    });

    it('reordering, retitling and whitespace-only edits need no policy and keep every response', async () => {
      const { owner, checklist } = await sharedChecklist();
      const before = await edit(owner.token, checklist.id);
      const body = bodyFrom(checklist);
      body.title = 'New title';
      body.items[0]!.displayOrder = 3;
      body.items[2]!.displayOrder = 1;
      body.items[1]!.text = `  ${body.items[1]!.text}  `;
      const res = await api.put(`/api/checklist/${checklist.id}/update`, body, owner.token);
      expect(res.status).toBe(200);
      expect(res.body.items.map((i: any) => i.id)).toEqual([before.items[2]!.id, before.items[1]!.id, before.items[0]!.id]);
      const after = await edit(owner.token, checklist.id);
      const responsesById = (v: ChecklistForEdit) => Object.fromEntries(v.items.map((i) => [i.id, i.responses]));
      expect(responsesById(after)).toEqual(responsesById(before));
      // Completed items follow the new item order.
      expect(after.shares.map((s) => s.completedItems)).toEqual([
        [{ itemId: before.items[1]!.id }, { itemId: before.items[0]!.id }],
        [{ itemId: before.items[0]!.id }],
      ]);
      expect(events).toEqual([]);
    });

    it('keep: the text changes and the responses stay', async () => {
      const { owner, checklist, ids } = await sharedChecklist();
      const before = await edit(owner.token, checklist.id);
      const body = bodyFrom(checklist);
      body.items[0] = { ...body.items[0]!, text: 'Book a bigger van', responsePolicy: 'keep' };
      const res = await api.put(`/api/checklist/${checklist.id}/update`, body, owner.token);
      expect(res.status).toBe(200);
      expect(res.body.items[0]).toEqual({ id: ids.one, text: 'Book a bigger van', description: checklist.items[0]!.description, displayOrder: 1 });
      expect(res.body.shares).toEqual(before.shares);
      const after = await edit(owner.token, checklist.id);
      expect(after.items[0]!.responses).toEqual(before.items[0]!.responses);
      expect(events).toEqual([]);
    });

    it('reset: the item\'s responses are cleared, progress drops, and one reset event per affected share', async () => {
      const { owner, checklist, ids, ann, bob } = await sharedChecklist();
      const body = bodyFrom(checklist);
      body.items[1] = { ...body.items[1]!, text: 'Label every box', responsePolicy: 'reset' };
      body.items[2] = { ...body.items[2]!, text: 'Ring the landlord', responsePolicy: 'reset' };
      const res = await api.put(`/api/checklist/${checklist.id}/update`, body, owner.token);
      expect(res.status).toBe(200);
      const shareOf = (email: string) => res.body.shares.find((s: any) => s.recipientUser.email === email);
      expect(shareOf(ann.email).completedItems).toEqual([{ itemId: ids.one }]);
      expect(shareOf(bob.email).completedItems).toEqual([{ itemId: ids.one }]);

      const after = await edit(owner.token, checklist.id);
      expect(after.items.map((i) => i.responses.length)).toEqual([2, 0, 0]);
      expect(after.items.map((i) => i.id)).toEqual([ids.one, ids.two, ids.three]);

      // Only ann had a completed item reset; bob's notes on item 3 leave his progress as it was.
      expect(events).toEqual([
        {
          checklistId: checklist.id,
          shareId: shareOf(ann.email).id,
          recipientEmail: ann.email,
          itemId: ids.two,
          completedItems: [{ itemId: ids.one }],
          totalItems: 3,
          updatedAt: expect.any(String),
        },
      ]);
      expect(Math.abs(Date.parse(events[0]!.updatedAt) - Date.now())).toBeLessThan(60_000);

      // The guest sees the item afresh.
      const guest = await api.get(`/api/guest/shared/${ann.accessToken}`);
      expect(guest.status).toBe(200);
      expect(guest.body.share.checklist.items.map((i: any) => i.response?.complete ?? null)).toEqual([true, null, null]);
    });

    it('deleting items removes their responses and pushes the lower progress of each share that had ticked them', async () => {
      const { owner, checklist, ids, ann, bob } = await sharedChecklist();
      const body = bodyFrom(checklist);
      body.items = [body.items[1]!, { id: null, text: 'Brand new', description: null, displayOrder: 9, responsePolicy: null }];
      const res = await api.put(`/api/checklist/${checklist.id}/update`, body, owner.token);
      expect(res.status).toBe(200);
      expect(res.body.items.map((i: any) => [i.text, i.displayOrder])).toEqual([
        [checklist.items[1]!.text, 1],
        ['Brand new', 2],
      ]);
      const shareOf = (email: string) => res.body.shares.find((s: any) => s.recipientUser.email === email);
      expect(shareOf(ann.email).completedItems).toEqual([{ itemId: ids.two }]);
      expect(shareOf(bob.email).completedItems).toEqual([]);

      const after = await edit(owner.token, checklist.id);
      expect(after.items.map((i) => i.responses.map((r) => r.user.email))).toEqual([[ann.email], []]);

      const byEmail = Object.fromEntries(events.map((e) => [e.recipientEmail, e]));
      expect(events).toHaveLength(2);
      expect(byEmail[ann.email]).toMatchObject({ itemId: ids.one, completedItems: [{ itemId: ids.two }], totalItems: 2 });
      expect(byEmail[bob.email]).toMatchObject({ itemId: ids.one, completedItems: [], totalItems: 2 });

      // The deleted item no longer takes responses.
      const stale = await api.post(`/api/guest/shared/${bob.accessToken}/respond`, { item: ids.one, key: 'complete', value: true });
      expect(stale.status).toBeGreaterThanOrEqual(400);
      expect(stale.status).toBeLessThan(500);
    });

    it('someone else cannot update a shared checklist; its responses survive', async () => {
      const { owner, checklist } = await sharedChecklist();
      const intruder = await registerVerifiedOwner(api, server);
      const before = await edit(owner.token, checklist.id);
      const res = await api.put(`/api/checklist/${checklist.id}/update`, { ...bodyFrom(checklist), items: [{ id: null, text: 'x', displayOrder: 1 }] }, intruder.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: M.notFound });
      expect(await edit(owner.token, checklist.id)).toEqual(before);
      expect(events).toEqual([]);
    });
  });

  it('concurrent updates and reads of one checklist all answer, none 5xx, and leave a consistent list', async () => {
    const owner = await registerVerifiedOwner(api, server);
    const created = await createChecklist(api, owner.token, sampleChecklist(5));
    const body = bodyFrom(created);
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, n) =>
        api.put(`/api/checklist/${created.id}/update`, { ...body, title: `Version ${n}`, items: [...body.items, { id: null, text: `Extra ${n}`, description: null, displayOrder: 99, responsePolicy: null }] }, owner.token),
      ),
      ...Array.from({ length: 4 }, () => api.get('/api/checklist', owner.token)),
      ...Array.from({ length: 4 }, () => api.get(`/api/checklist/${created.id}/edit`, owner.token)),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(14).fill(200));
    const final = await edit(owner.token, created.id);
    expect(final.items).toHaveLength(6);
    expect(final.items.map((i) => i.displayOrder)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(final.items.at(-1)!.text).toBe(final.title.replace('Version', 'Extra'));
  });
});
