import { FOLLOW_UP_MESSAGES as M, type ChecklistSummary, type OwnerShareResponse } from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { sampleChecklist } from './support/checklists';
import { clockedServer, followUpMailsTo, ownerShare, sharedChecklist } from './support/follow-up';
import { expectErrorBody } from './support/http';
import { guestView } from './support/sharing';

/**
 * Issue 51, "A due moment reads the same everywhere": a due moment keeps the zone it was chosen in
 * (`dueTimeZone`, UTC when absent) and mails write it in that zone, named. Issue 44: the recipient
 * sees the owner's username beside their address (`sharedBy.name`).
 */
describe('due moments keep their zone', () => {
  const t = clockedServer();
  const NEW_YORK_EVENING = '2026-12-15T23:30:00-05:00';

  /** The mail's due line: the text between "Due " and the end of its sentence. */
  const dueLine = (text: string) => /(?:Due|Overdue since) ([^\n]*?\d{2}:\d{2} [^\n.]+)\./.exec(text.replace(/=\r?\n/g, ''))?.[1];

  it("a moment chosen in New York at 23:30 on Tuesday stays Tuesday 15 December 23:30 in the nudge, with the zone named", async () => {
    t.clock.set(Date.parse('2026-12-09T12:00:00Z')); // invited a day before the nudge (the invitation counts as one)
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 1, { dueAt: NEW_YORK_EVENING, dueTimeZone: 'America/New_York' });
    const r = recipients[0]!;
    expect(checklist).toMatchObject({ dueAt: '2026-12-16T04:30:00.000Z', dueTimeZone: 'America/New_York' });
    expect((await guestView(t.api, r.accessToken)).body.share).toMatchObject({ dueAt: '2026-12-16T04:30:00.000Z', dueTimeZone: 'America/New_York' });

    t.clock.set(Date.parse('2026-12-10T12:00:00Z'));
    expect((await t.api.post(`/api/checklist/${checklist.id}/shares/${r.shareId}/nudge`, {}, owner.token)).status).toBe(200);
    const mail = followUpMailsTo(t.server, r.email)[0]!;
    expect(dueLine(mail.text)).toBe('Tuesday, 15 December 2026 at 23:30 Eastern Standard Time');
    expect(mail.text).not.toContain('Wednesday');
  });

  it('without a zone the moment is UTC, said so: in answers null, in mails "UTC"', async () => {
    t.clock.set(Date.parse('2026-12-09T12:00:00Z')); // invited a day before the nudge (the invitation counts as one)
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 1, { dueAt: NEW_YORK_EVENING });
    const r = recipients[0]!;
    expect(checklist).toMatchObject({ dueAt: '2026-12-16T04:30:00.000Z', dueTimeZone: null });
    t.clock.set(Date.parse('2026-12-10T12:00:00Z'));
    expect((await t.api.post(`/api/checklist/${checklist.id}/shares/${r.shareId}/nudge`, {}, owner.token)).status).toBe(200);
    expect(dueLine(followUpMailsTo(t.server, r.email)[0]!.text)).toBe('Wednesday, 16 December 2026 at 04:30 UTC');
  });

  it('the zone goes with the moment: a new moment without one is UTC again, removing the moment removes it, a zone alone changes nothing', async () => {
    const owner = await registerVerifiedOwner(t.api, t.server);
    const created = (await t.api.post<ChecklistSummary>('/api/checklist/create', sampleChecklist(2, { dueAt: NEW_YORK_EVENING, dueTimeZone: 'america/new_york' }), owner.token)).body;
    expect(created.dueTimeZone).toBe('America/New_York');
    const body = { title: created.title, items: created.items.map((i) => ({ ...i })) };
    const update = (extra: Record<string, unknown>) => t.api.put<ChecklistSummary>(`/api/checklist/${created.id}/update`, { ...body, ...extra }, owner.token);
    expect((await update({ dueTimeZone: 'Asia/Tokyo' })).body).toMatchObject({ dueAt: '2026-12-16T04:30:00.000Z', dueTimeZone: 'America/New_York' });
    expect((await update({ dueAt: '2026-12-20T09:00:00+09:00', dueTimeZone: 'Asia/Tokyo' })).body).toMatchObject({ dueTimeZone: 'Asia/Tokyo' });
    expect((await update({ dueAt: '2026-12-20T09:00:00Z' })).body).toMatchObject({ dueTimeZone: null });
    expect((await update({ dueAt: '2026-12-20T09:00:00+09:00', dueTimeZone: 'Asia/Kolkata' })).body).toMatchObject({ dueTimeZone: 'Asia/Kolkata' });
    expect((await update({ dueAt: null })).body).toMatchObject({ dueAt: null, dueTimeZone: null });
  });

  it("a recipient's own moment keeps its own zone; the guest page reads that one", async () => {
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 1, { dueAt: NEW_YORK_EVENING, dueTimeZone: 'America/New_York' });
    const r = recipients[0]!;
    const path = `/api/checklist/${checklist.id}/shares/${r.shareId}`;
    const set = await t.api.put<OwnerShareResponse>(path, { dueAt: '2026-12-18T17:00:00+01:00', dueTimeZone: 'Europe/Berlin' }, owner.token);
    expect(set.status).toBe(200);
    expect(set.body.share).toMatchObject({ dueAt: '2026-12-18T16:00:00.000Z', dueTimeZone: 'Europe/Berlin' });
    expect((await ownerShare(t.api, owner, checklist.id, r.shareId)).dueTimeZone).toBe('Europe/Berlin');
    expect((await guestView(t.api, r.accessToken)).body.share).toMatchObject({ dueAt: '2026-12-18T16:00:00.000Z', dueTimeZone: 'Europe/Berlin' });
    // Back to the checklist's moment: its zone with it.
    expect((await t.api.put<OwnerShareResponse>(path, { dueAt: null }, owner.token)).body.share).toMatchObject({ dueAt: null, dueTimeZone: null });
    expect((await guestView(t.api, r.accessToken)).body.share).toMatchObject({ dueAt: '2026-12-16T04:30:00.000Z', dueTimeZone: 'America/New_York' });
  });

  it('an unknown zone is 422 keyed dueTimeZone, a wrong type 400, on checklists and recipients alike', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 1);
    for (const dueTimeZone of ['Mars/Olympus', 'EST5EDT but longer', '', 'x'.repeat(65)]) {
      const res = await t.api.post('/api/checklist/create', sampleChecklist(2, { dueAt: NEW_YORK_EVENING, dueTimeZone }), owner.token);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual({ dueTimeZone: [M.dueTimeZoneInvalid] });
    }
    const wrongType = await t.api.post('/api/checklist/create', { ...sampleChecklist(2), dueAt: NEW_YORK_EVENING, dueTimeZone: 5 }, owner.token);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual({ dueTimeZone: [M.dueTimeZoneInvalid] });
    const share = await t.api.put(`/api/checklist/${checklist.id}/shares/${recipients[0]!.shareId}`, { dueAt: NEW_YORK_EVENING, dueTimeZone: 'Nowhere/Special' }, owner.token);
    expect(share.status).toBe(422);
    expect(share.body.errors).toEqual({ dueTimeZone: [M.dueTimeZoneInvalid] });
  });

  it("the guest view names the owner by their username beside the address (sharedBy.name)", async () => {
    const owner = await registerVerifiedOwner(t.api, t.server);
    const { recipients } = await sharedChecklist(t.api, t.server, 1, {}, owner);
    const view = await guestView(t.api, recipients[0]!.accessToken);
    expect(view.body.share.sharedBy).toEqual({ email: owner.email, name: owner.username });
  });
});
