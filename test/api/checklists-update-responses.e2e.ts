import { Client } from 'pg';
import { CHECKLIST_MESSAGES as M, type ChecklistForEdit } from '@ticklist/contracts';
import { expectErrorBody } from './support/http';
import { createChecklist, sampleChecklist, TICK_BOX } from './support/checklists';
import { bodyFrom, noReminders, useUpdateSuite } from './support/checklist-update';
import { registerVerifiedOwner } from './support/accounts';

describe('checklists: PUT /api/checklist/{id}/update, with responses', () => {
  const world = useUpdateSuite();
  const { suite, edit, share, sharedChecklist } = world;

  it('the edit view lists every response per item, and the list shows each share\'s completed items', async () => {
    const { owner, checklist, ids, ann, bob } = await sharedChecklist();
    const view = await edit(owner.token, checklist.id);
    const responses = (itemId: string) => view.items.find((i) => i.id === itemId)!.responses;
    const at = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(responses(ids.one)).toEqual([
      { user: { email: ann.email }, complete: true, updatedAt: at, completedAt: at, answer: true, files: [], flagged: false },
      { user: { email: bob.email }, complete: true, updatedAt: at, completedAt: at, answer: true, files: [], flagged: false },
    ]);
    expect(responses(ids.two)).toEqual([{ user: { email: ann.email }, complete: true, updatedAt: at, completedAt: at, answer: true, files: [], flagged: false }]);
    // A recipient's notes are theirs alone (issue 18): the owner gets the response without them.
    expect(responses(ids.three)).toEqual([{ user: { email: bob.email }, complete: false, updatedAt: at, completedAt: null, answer: false, files: [], flagged: false }]);
    expect(JSON.stringify(view)).not.toContain('Ask the landlord');
    expect(view.items.every((i) => i.responsePolicy === null)).toBe(true);

    const list = await suite.api.get('/api/checklist', owner.token);
    expect(list.body.items[0].shares).toEqual([
      { id: expect.any(String), recipientUser: { email: ann.email }, sharedAt: at, completedItems: [{ itemId: ids.one }, { itemId: ids.two }], ...noReminders },
      { id: expect.any(String), recipientUser: { email: bob.email }, sharedAt: at, completedItems: [{ itemId: ids.one }], ...noReminders },
    ]);
    expect(view.shares).toEqual(list.body.items[0].shares);
  });

  it('a page of shared checklists is one query, like a page of one unshared checklist', async () => {
    const countQueries = async (token: string) => {
      // Every statement reaches the database through the driver's Client (TypeORM's and the prepared ones).
      const spy = jest.spyOn(Client.prototype, 'query');
      try {
        const res = await suite.api.get('/api/checklist', token);
        expect(res.status).toBe(200);
        // Background jobs (the mail queue) may query meanwhile: count only this read's tables.
        const text = (query: unknown) => String(typeof query === 'object' && query && 'text' in query ? query.text : query);
        const queries = spy.mock.calls.filter(([query]) => /checklist|shares|item_responses/.test(text(query)) && !/mail_jobs/.test(text(query))).length;
        return { queries, checklists: res.body.items.length, shares: res.body.items.flatMap((c: any) => c.shares).length };
      } finally {
        spy.mockRestore();
      }
    };
    const lonely = await registerVerifiedOwner(suite.api, suite.server);
    await createChecklist(suite.api, lonely.token);
    const busy = await sharedChecklist();
    for (let n = 0; n < 3; n++) {
      const more = await createChecklist(suite.api, busy.owner.token, sampleChecklist(4));
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
    const res = await suite.api.put(`/api/checklist/${checklist.id}/update`, body, owner.token);
    expect(res.status).toBe(422);
    expectErrorBody(res.body);
    expect(res.body.errors).toEqual({
      'items[0].responsePolicy': [M.responsePolicyRequired],
      'items[1].responsePolicy': [M.responsePolicyRequired],
      'items[2].responsePolicy': [M.responsePolicyRequired],
    });
    expect(await edit(owner.token, checklist.id)).toEqual(before);
    expect(ids.one).toBe(before.items[0]!.id);
    expect(world.events).toEqual([]);
  });

  it('reordering, retitling and whitespace-only edits need no policy and keep every response', async () => {
    const { owner, checklist } = await sharedChecklist();
    const before = await edit(owner.token, checklist.id);
    const body = bodyFrom(checklist);
    body.title = 'New title';
    body.items[0]!.displayOrder = 3;
    body.items[2]!.displayOrder = 1;
    body.items[1]!.text = `  ${body.items[1]!.text}  `;
    const res = await suite.api.put(`/api/checklist/${checklist.id}/update`, body, owner.token);
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
    expect(world.events).toEqual([]);
  });

  it('keep: the text changes and the responses stay', async () => {
    const { owner, checklist, ids } = await sharedChecklist();
    const before = await edit(owner.token, checklist.id);
    const body = bodyFrom(checklist);
    body.items[0] = { ...body.items[0]!, text: 'Book a bigger van', responsePolicy: 'keep' };
    const res = await suite.api.put(`/api/checklist/${checklist.id}/update`, body, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toEqual({ id: ids.one, text: 'Book a bigger van', description: checklist.items[0]!.description, displayOrder: 1, ...TICK_BOX });
    expect(res.body.shares).toEqual(before.shares);
    const after = await edit(owner.token, checklist.id);
    expect(after.items[0]!.responses).toEqual(before.items[0]!.responses);
    expect(world.events).toEqual([]);
  });

  it('reset: the item\'s responses are cleared, progress drops, and one reset event per affected share', async () => {
    const { owner, checklist, ids, ann, bob } = await sharedChecklist();
    const body = bodyFrom(checklist);
    body.items[1] = { ...body.items[1]!, text: 'Label every box', responsePolicy: 'reset' };
    body.items[2] = { ...body.items[2]!, text: 'Ring the landlord', responsePolicy: 'reset' };
    const res = await suite.api.put(`/api/checklist/${checklist.id}/update`, body, owner.token);
    expect(res.status).toBe(200);
    const shareOf = (email: string) => res.body.shares.find((s: any) => s.recipientUser.email === email);
    expect(shareOf(ann.email).completedItems).toEqual([{ itemId: ids.one }]);
    expect(shareOf(bob.email).completedItems).toEqual([{ itemId: ids.one }]);

    const after = await edit(owner.token, checklist.id);
    expect(after.items.map((i) => i.responses.length)).toEqual([2, 0, 0]);
    expect(after.items.map((i) => i.id)).toEqual([ids.one, ids.two, ids.three]);

    // Only ann had a completed item reset; bob's notes on item 3 leave his progress as it was.
    expect(world.events).toEqual([
      {
        checklistId: checklist.id,
        shareId: shareOf(ann.email).id,
        recipientEmail: ann.email,
        itemId: ids.two,
        completedItems: [{ itemId: ids.one }],
        totalItems: 3,
        updatedAt: expect.any(String),
        // After her two ticks: a reset raises the share's seq like a save.
        seq: 3,
      },
    ]);
    expect(Math.abs(Date.parse(world.events[0]!.updatedAt) - Date.now())).toBeLessThan(60_000);

    // The guest sees the item afresh.
    const guest = await suite.api.get(`/api/guest/shared/${ann.accessToken}`);
    expect(guest.status).toBe(200);
    expect(guest.body.share.checklist.items.map((i: any) => i.response?.complete ?? null)).toEqual([true, null, null]);
  });

  it('deleting items removes their responses and pushes the lower progress of each share that had ticked them', async () => {
    const { owner, checklist, ids, ann, bob } = await sharedChecklist();
    const body = bodyFrom(checklist);
    body.items = [body.items[1]!, { id: null, text: 'Brand new', description: null, displayOrder: 9, responsePolicy: null }];
    const res = await suite.api.put(`/api/checklist/${checklist.id}/update`, body, owner.token);
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

    const byEmail = Object.fromEntries(world.events.map((e) => [e.recipientEmail, e]));
    expect(world.events).toHaveLength(2);
    expect(byEmail[ann.email]).toMatchObject({ itemId: ids.one, completedItems: [{ itemId: ids.two }], totalItems: 2 });
    expect(byEmail[bob.email]).toMatchObject({ itemId: ids.one, completedItems: [], totalItems: 2 });

    // The deleted item no longer takes responses.
    const stale = await suite.api.post(`/api/guest/shared/${bob.accessToken}/respond`, { item: ids.one, key: 'complete', value: true });
    expect(stale.status).toBeGreaterThanOrEqual(400);
    expect(stale.status).toBeLessThan(500);
  });

  it('someone else cannot update a shared checklist; its responses survive', async () => {
    const { owner, checklist } = await sharedChecklist();
    const intruder = await registerVerifiedOwner(suite.api, suite.server);
    const before = await edit(owner.token, checklist.id);
    const res = await suite.api.put(`/api/checklist/${checklist.id}/update`, { ...bodyFrom(checklist), items: [{ id: null, text: 'x', displayOrder: 1 }] }, intruder.token);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: M.notFound });
    expect(await edit(owner.token, checklist.id)).toEqual(before);
    expect(world.events).toEqual([]);
  });
});
