import {
  CHECKLIST_MESSAGES,
  type ChecklistCountedPage,
  type ChecklistCounts,
  type ChecklistDetailResponse,
  type ChecklistForEditLight,
  type ChecklistPage,
  type ChecklistSummary,
} from '@ticklist/contracts';
import type { Owner } from './support/accounts';
import { clockedServer, completeAll, DAY, MINUTE, sharedChecklist } from './support/follow-up';
import { expectErrorBody } from './support/http';
import { guestRespond } from './support/sharing';

/** Issue 43: counts from each share's maintained figures, on the light list (`?shares=none`) and the checklist read. */
describe('checklists: maintained counts, ?shares=none and status=any', () => {
  const t = clockedServer();

  const countedPage = async (owner: Owner, query = ''): Promise<ChecklistCountedPage> => {
    const res = await t.api.get<ChecklistCountedPage>(`/api/checklist?shares=none${query}`, owner.token);
    expect(res.status).toBe(200);
    return res.body;
  };
  /** The checklist's counts as the light list and the checklist read both answer them (they must agree). */
  const countsOf = async (owner: Owner, id: string): Promise<ChecklistCounts> => {
    const listed = (await countedPage(owner, '&status=any')).items.find((c) => c.id === id)!;
    const read = await t.api.get<ChecklistDetailResponse>(`/api/checklist/${id}`, owner.token);
    expect(read.body.checklist.counts).toEqual(listed.counts);
    // What Overall reads (active, itemsDone) has its own test below.
    const { active: _active, itemsDone: _itemsDone, ...counts } = listed.counts;
    return counts;
  };
  const counts = (c: Partial<ChecklistCounts>): ChecklistCounts => ({ recipients: 0, done: 0, inProgress: 0, notOpened: 0, overdue: 0, flagged: 0, nudgeable: 0, ...c });

  it('?shares=none answers each summary with counts instead of shares, the rest as the list shows it', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 3);
    await completeAll(t.api, checklist, recipients[0]!);
    expect((await guestRespond(t.api, recipients[1]!.accessToken, checklist.items[0]!.id, 'complete', true)).status).toBe(200);

    const full = await t.api.get<ChecklistPage>('/api/checklist', owner.token);
    const light = await countedPage(owner);
    expect(light.pagination).toEqual(full.body.pagination);
    expect(light.items).toEqual(
      full.body.items.map(({ shares, ...rest }: ChecklistSummary) => ({ ...rest, counts: expect.objectContaining({ recipients: shares.length }) })),
    );
    expect(light.items[0]!.counts).toEqual(counts({ recipients: 3, done: 1, inProgress: 1, notOpened: 1, active: 3, itemsDone: checklist.items.length + 1 }));
    expect(JSON.stringify(light)).not.toContain(recipients[0]!.email);

    const bad = await t.api.get('/api/checklist?shares=all', owner.token);
    expect(bad.status).toBe(422);
    expectErrorBody(bad.body);
    expect(bad.body.errors).toEqual({ shares: [CHECKLIST_MESSAGES.sharesInvalid] });
  });

  it('counts are right at once after a save, an untick, a new item, a revoke, a removal, a due change and a close', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 3);
    const [ann, bob, cid] = recipients as [(typeof recipients)[0], (typeof recipients)[0], (typeof recipients)[0]];
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 3, notOpened: 3 }));

    await completeAll(t.api, checklist, ann);
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 3, done: 1, notOpened: 2 }));
    expect((await guestRespond(t.api, ann.accessToken, checklist.items[1]!.id, 'complete', false)).status).toBe(200);
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 3, inProgress: 1, notOpened: 2 }));
    // A note is activity, not progress.
    expect((await guestRespond(t.api, bob.accessToken, checklist.items[0]!.id, 'notes', 'later')).status).toBe(200);
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 3, inProgress: 1, notOpened: 2 }));
    await completeAll(t.api, checklist, ann);
    await completeAll(t.api, checklist, bob);
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 3, done: 2, notOpened: 1 }));

    // A new item: whoever had done everything has work left again.
    const items = [...checklist.items.map((i) => ({ id: i.id, text: i.text, description: i.description, displayOrder: i.displayOrder })), { text: 'One more', displayOrder: 4 }];
    const updated = await t.api.put<ChecklistSummary>(`/api/checklist/${checklist.id}/update`, { title: checklist.title, items }, owner.token);
    expect([updated.status, updated.body]).toEqual([200, expect.anything()]);
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 3, inProgress: 2, notOpened: 1 }));
    const added = updated.body.items.find((i) => i.text === 'One more')!;
    expect((await guestRespond(t.api, bob.accessToken, added.id, 'complete', true)).status).toBe(200);
    // Removing that item again: ann is done once more, bob too.
    const back = await t.api.put(`/api/checklist/${checklist.id}/update`, { title: checklist.title, items: items.slice(0, 3) }, owner.token);
    expect(back.status).toBe(200);
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 3, done: 2, notOpened: 1 }));

    // A revoked recipient is still one of the audience (the recipients list shows them); a removed one is not.
    expect((await t.api.post(`/api/checklist/${checklist.id}/shares/${bob.shareId}/revoke`, undefined, owner.token)).status).toBe(200);
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 3, done: 2, notOpened: 1 }));
    expect((await t.api.delete(`/api/checklist/${checklist.id}/shares/${bob.shareId}`, owner.token)).status).toBe(204);
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 2, done: 1, notOpened: 1 }));

    // cid's own due moment passes: overdue, and the overdue filter finds the checklist.
    const due = Math.floor((t.clock.now().getTime() + DAY) / MINUTE) * MINUTE;
    const setDue = await t.api.put(`/api/checklist/${checklist.id}/shares/${cid.shareId}`, { dueAt: new Date(due).toISOString() }, owner.token);
    expect(setDue.status).toBe(200);
    // A day and a minute after the invitation, the once-a-day rule lets whoever has work left be nudged.
    t.clock.set(due + MINUTE);
    try {
      expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 2, done: 1, notOpened: 1, overdue: 1, nudgeable: 1 }));
      expect((await countedPage(owner, '&status=overdue')).items.map((c) => c.id)).toEqual([checklist.id]);
      // Closed: gone from the default list and its filters, found by status=closed and status=any with the same counts.
      expect((await t.api.post(`/api/checklist/${checklist.id}/close`, undefined, owner.token)).status).toBe(200);
      expect((await countedPage(owner)).items).toEqual([]);
      expect((await countedPage(owner, '&status=overdue')).items).toEqual([]);
      expect((await countedPage(owner, '&status=closed')).items.map((c) => c.counts)).toEqual([counts({ recipients: 2, done: 1, notOpened: 1, overdue: 1, active: 2, itemsDone: 3 })]);
      expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 2, done: 1, notOpened: 1, overdue: 1 }));
    } finally {
      t.clock.set(Date.now());
    }
  });

  it('a revoked recipient counts for nothing: not in active or itemsDone (Overall), not overdue in counts, the overdue filter or the recipients list', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 3);
    const [ann, bob, cid] = recipients as [(typeof recipients)[0], (typeof recipients)[0], (typeof recipients)[0]];
    await completeAll(t.api, checklist, ann);
    expect((await guestRespond(t.api, bob.accessToken, checklist.items[0]!.id, 'complete', true)).status).toBe(200);
    const due = Math.floor((t.clock.now().getTime() + DAY) / MINUTE) * MINUTE;
    for (const r of [bob, cid]) {
      expect((await t.api.put(`/api/checklist/${checklist.id}/shares/${r.shareId}`, { dueAt: new Date(due).toISOString() }, owner.token)).status).toBe(200);
    }
    const read = async () => (await t.api.get<ChecklistDetailResponse>(`/api/checklist/${checklist.id}`, owner.token)).body.checklist.counts;
    const overdueListed = async () => (await countedPage(owner, '&status=overdue')).items.map((c) => c.id);
    const overdueRecipients = async () =>
      (await t.api.get<{ shares: { id: string }[] }>(`/api/checklist/${checklist.id}/shares?state=overdue`, owner.token)).body.shares.map((s) => s.id);
    t.clock.set(due + MINUTE);
    try {
      expect(await read()).toEqual(counts({ recipients: 3, done: 1, inProgress: 1, notOpened: 1, overdue: 2, nudgeable: 2, active: 3, itemsDone: checklist.items.length + 1 }));
      expect(await overdueRecipients()).toEqual([bob.shareId, cid.shareId]);
      expect((await t.api.post(`/api/checklist/${checklist.id}/shares/${bob.shareId}/revoke`, undefined, owner.token)).status).toBe(200);
      expect(await read()).toEqual(counts({ recipients: 3, done: 1, inProgress: 1, notOpened: 1, overdue: 1, nudgeable: 1, active: 2, itemsDone: checklist.items.length }));
      expect(await overdueRecipients()).toEqual([cid.shareId]);
      expect(await overdueListed()).toEqual([checklist.id]);
      expect((await t.api.post(`/api/checklist/${checklist.id}/shares/${cid.shareId}/revoke`, undefined, owner.token)).status).toBe(200);
      expect((await read()).overdue).toBe(0);
      expect(await overdueRecipients()).toEqual([]);
      expect(await overdueListed()).toEqual([]);
    } finally {
      t.clock.set(Date.now());
    }
  });

  it('an optional item (required: false) never counts: done without it, its tick moves nothing; made required it is work left, made optional or removed it is not', async () => {
    const items = [{ text: 'Lock the door', displayOrder: 1 }, { text: 'Water the plants', displayOrder: 2, required: false }];
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 2, { items });
    const [ann, bob] = recipients as [(typeof recipients)[0], (typeof recipients)[0]];
    const [lock, plants] = checklist.items as [(typeof checklist.items)[0], (typeof checklist.items)[0]];
    const tick = async (who: typeof ann, itemId: string, value: boolean) => expect((await guestRespond(t.api, who.accessToken, itemId, 'complete', value)).status).toBe(200);

    await tick(ann, lock.id, true);
    await tick(bob, plants.id, true); // activity, as a note is, but not progress
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 2, done: 1, notOpened: 1 }));
    expect((await countedPage(owner, '&status=completed')).items.map((c) => c.id)).not.toContain(checklist.id);
    await tick(ann, plants.id, true);
    await tick(ann, plants.id, false);
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 2, done: 1, notOpened: 1 }));

    const update = (required: boolean, keep: (typeof items)[number][] = items) =>
      t.api.put(`/api/checklist/${checklist.id}/update`, {
        title: checklist.title,
        items: keep.map((i, n) => ({ id: checklist.items[n]!.id, text: i.text, displayOrder: i.displayOrder, required: n === 1 ? required : true, responsePolicy: 'keep' })),
      }, owner.token);
    // Made required: ann has it left, bob's earlier tick counts now.
    expect((await update(true)).status).toBe(200);
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 2, inProgress: 2 }));
    await tick(bob, lock.id, true);
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 2, done: 1, inProgress: 1 }));
    // Optional again, then removed: ann is done again, bob's tick of it moves nothing.
    expect((await update(false)).status).toBe(200);
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 2, done: 2 }));
    expect((await update(false, items.slice(0, 1))).status).toBe(200);
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 2, done: 2 }));
    await tick(bob, lock.id, false); // bob never opened his link: nothing done is not opened
    expect(await countsOf(owner, checklist.id)).toEqual(counts({ recipients: 2, done: 1, notOpened: 1 }));
  });

  it('status filters follow the maintained figures: completed once everyone is done, in progress again after an untick', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 2);
    /** The checklists a status lists, each with how many recipients are done. */
    const listed = async (status: string) => (await countedPage(owner, `&status=${status}`)).items.map((c) => [c.id, c.counts.done]);
    expect(await listed('in_progress')).toEqual([[checklist.id, 0]]);
    for (const r of recipients) await completeAll(t.api, checklist, r);
    expect(await listed('completed')).toEqual([[checklist.id, 2]]);
    expect(await listed('in_progress')).toEqual([]);
    expect((await guestRespond(t.api, recipients[1]!.accessToken, checklist.items[2]!.id, 'complete', false)).status).toBe(200);
    expect(await listed('completed')).toEqual([]);
    expect(await listed('in_progress')).toEqual([[checklist.id, 1]]);
  });

  it('status=any lists open and closed checklists alike; status=all keeps leaving closed ones out', async () => {
    const open = await sharedChecklist(t.api, t.server, 1, { title: 'Open one' });
    const owner = open.owner;
    const closed = await sharedChecklist(t.api, t.server, 1, { title: 'Closed one' }, owner);
    expect((await t.api.post(`/api/checklist/${closed.checklist.id}/close`, undefined, owner.token)).status).toBe(200);

    const any = await t.api.get<ChecklistPage>('/api/checklist?status=any', owner.token);
    expect(any.status).toBe(200);
    expect(any.body.items.map((c) => c.title)).toEqual(['Closed one', 'Open one']);
    expect(any.body.items[0]!.shares).toHaveLength(1);
    expect(any.body.pagination.total).toBe(2);
    const all = await t.api.get<ChecklistPage>('/api/checklist?status=all', owner.token);
    expect(all.body.items.map((c) => c.title)).toEqual(['Open one']);
    expect((await countedPage(owner, '&status=any&q=closed')).items.map((c) => c.title)).toEqual(['Closed one']);
  });

  it('/edit?responses=none: counts instead of shares, and whether each item has responses instead of every response', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 2);
    expect((await guestRespond(t.api, recipients[0]!.accessToken, checklist.items[1]!.id, 'complete', true)).status).toBe(200);
    expect((await guestRespond(t.api, recipients[1]!.accessToken, checklist.items[2]!.id, 'notes', 'private')).status).toBe(200);

    const light = await t.api.get<ChecklistForEditLight>(`/api/checklist/${checklist.id}/edit?responses=none`, owner.token);
    expect(light.status).toBe(200);
    const { checklist: detail } = (await t.api.get<ChecklistDetailResponse>(`/api/checklist/${checklist.id}`, owner.token)).body;
    expect(light.body).toEqual({
      ...detail,
      items: detail.items.map((item, i) => ({ ...item, responsePolicy: null, hasResponses: i > 0 })),
    });
    // A note alone is neither an opening nor a tick: that recipient has not started, as far as the owner can tell.
    expect(light.body.counts).toEqual(counts({ recipients: 2, inProgress: 1, notOpened: 1, active: 2, itemsDone: 1 }));
    const text = JSON.stringify(light.body);
    for (const leak of [recipients[0]!.email, recipients[1]!.email, 'private']) expect(text).not.toContain(leak);

    const bad = await t.api.get(`/api/checklist/${checklist.id}/edit?responses=all`, owner.token);
    expect(bad.status).toBe(422);
    expectErrorBody(bad.body);
    expect(bad.body.errors).toEqual({ responses: [CHECKLIST_MESSAGES.responsesInvalid] });
  });
});
