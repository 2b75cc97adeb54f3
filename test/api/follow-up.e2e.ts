import { FIELD_TYPE_MESSAGES, FOLLOW_UP_MESSAGES as M, REMINDER_DEFAULTS, type ChecklistSummary } from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { createChecklist, sampleChecklist } from './support/checklists';
import { DAY, HOUR, MINUTE, completeAll, invitedADayAgo, ownerShare, sharedChecklist, clockedServer } from './support/follow-up';
import { Api, expectErrorBody } from './support/http';
import { guestView } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';

/** Due moments and reminder rules on checklists and recipients, and the overdue filter (issue 17). */
describe('follow-through: due moments', () => {
  const t = clockedServer();

  it('create without the new fields: no due moment and the default rules, in every answer', async () => {
    const owner = await registerVerifiedOwner(t.api, t.server);
    const created = await createChecklist(t.api, owner.token);
    expect(created.dueAt).toBeNull();
    expect(created.reminders).toEqual(REMINDER_DEFAULTS);
    const edit = await t.api.get<ChecklistSummary>(`/api/checklist/${created.id}/edit`, owner.token);
    expect(edit.body).toMatchObject({ dueAt: null, reminders: REMINDER_DEFAULTS });
    const list = await t.api.get('/api/checklist', owner.token);
    expect(list.body.items[0]).toMatchObject({ id: created.id, dueAt: null, reminders: REMINDER_DEFAULTS });
  });

  it('keeps dueAt to the minute, in UTC; a rule left out takes its default, null turns it off', async () => {
    const owner = await registerVerifiedOwner(t.api, t.server);
    const created = await createChecklist(t.api, owner.token, { dueAt: '2030-03-03T17:45:59.999+01:00', reminders: { beforeDueDays: 2, overdueMax: null } });
    expect(created.dueAt).toBe('2030-03-03T16:45:00.000Z');
    expect(created.reminders).toEqual({ beforeDueDays: 2, overdueEveryDays: REMINDER_DEFAULTS.overdueEveryDays, overdueMax: null });
  });

  it('update: left out keeps, null removes, a given rules object fills in the defaults', async () => {
    const owner = await registerVerifiedOwner(t.api, t.server);
    const created = await createChecklist(t.api, owner.token, { dueAt: '2030-01-01T09:00Z', reminders: { beforeDueDays: 5, overdueEveryDays: 7, overdueMax: 1 } });
    const body = { title: created.title, items: created.items.map((i) => ({ ...i })) };
    const kept = await t.api.put<ChecklistSummary>(`/api/checklist/${created.id}/update`, body, owner.token);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ dueAt: '2030-01-01T09:00:00.000Z', reminders: { beforeDueDays: 5, overdueEveryDays: 7, overdueMax: 1 } });
    const changed = await t.api.put<ChecklistSummary>(`/api/checklist/${created.id}/update`, { ...body, dueAt: null, reminders: { overdueMax: 4 } }, owner.token);
    expect(changed.body).toMatchObject({ dueAt: null, reminders: { ...REMINDER_DEFAULTS, overdueMax: 4 } });
  });

  it('refuses what is not a due moment or a rule: 400 for a wrong type, 422 for a bad value, keyed by field', async () => {
    const owner = await registerVerifiedOwner(t.api, t.server);
    for (const dueAt of ['tomorrow', '2030-02-30T10:00Z', '2030-01-01T10:00', '2030-01-01', '2030-01-01T25:00Z']) {
      const res = await t.api.post('/api/checklist/create', sampleChecklist(2, { dueAt }), owner.token);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual({ dueAt: [M.dueAtInvalid] });
    }
    const wrongType = await t.api.post('/api/checklist/create', { ...sampleChecklist(2), dueAt: 5, reminders: [] }, owner.token);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual({ dueAt: [M.dueAtInvalid], reminders: [M.remindersInvalid] });
    const badRules = await t.api.post('/api/checklist/create', { ...sampleChecklist(2), title: '', reminders: { beforeDueDays: 31, overdueEveryDays: 1.5, overdueMax: 0 } }, owner.token);
    expect(badRules.status).toBe(422);
    expect(badRules.body.errors).toMatchObject({
      title: expect.any(Array),
      'reminders.beforeDueDays': [M.reminderRuleInvalid('beforeDueDays', 0, 30)],
      'reminders.overdueEveryDays': [M.reminderRuleInvalid('overdueEveryDays', 1, 30)],
      'reminders.overdueMax': [M.reminderRuleInvalid('overdueMax', 1, 10)],
    });
    const ruleType = await t.api.post('/api/checklist/create', { ...sampleChecklist(2), reminders: { overdueMax: '3' } }, owner.token);
    expect(ruleType.status).toBe(400);
    expect(ruleType.body.errors).toEqual({ 'reminders.overdueMax': [M.reminderRuleInvalid('overdueMax', 1, 10)] });
  });

  it("a recipient's own due moment wins for them (owner row and guest page); null gives the checklist's back", async () => {
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 2, { dueAt: '2030-05-01T12:00Z' });
    const [a, b] = recipients as [(typeof recipients)[0], (typeof recipients)[0]];
    expect((await ownerShare(t.api, owner, checklist.id, a.shareId))).toMatchObject({ dueAt: null, remindersSent: 0, lastRemindedAt: null });
    const put = await t.api.put(`/api/checklist/${checklist.id}/shares/${a.shareId}`, { dueAt: '2030-04-20T08:30+02:00' }, owner.token);
    expect(put.status).toBe(200);
    expect(put.body.share).toMatchObject({ id: a.shareId, dueAt: '2030-04-20T06:30:00.000Z', recipientUser: { email: a.email } });
    expect((await guestView(t.api, a.accessToken)).body.share.dueAt).toBe('2030-04-20T06:30:00.000Z');
    expect((await guestView(t.api, b.accessToken)).body.share.dueAt).toBe('2030-05-01T12:00:00.000Z');
    const cleared = await t.api.put(`/api/checklist/${checklist.id}/shares/${a.shareId}`, { dueAt: null }, owner.token);
    expect(cleared.body.share.dueAt).toBeNull();
    expect((await guestView(t.api, a.accessToken)).body.share.dueAt).toBe('2030-05-01T12:00:00.000Z');

    const bad = await t.api.put(`/api/checklist/${checklist.id}/shares/${a.shareId}`, { dueAt: 'soon' }, owner.token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ dueAt: [M.dueAtInvalid] });
    expect((await t.api.put(`/api/checklist/${checklist.id}/shares/${a.shareId}`, { dueAt: true }, owner.token)).status).toBe(400);
  });

  it("another owner's checklist, a share of another checklist or an unknown one is a 404", async () => {
    const mine = await sharedChecklist(t.api, t.server, 1);
    const theirs = await sharedChecklist(t.api, t.server, 1);
    const shareId = mine.recipients[0]!.shareId;
    const tries = [
      t.api.put(`/api/checklist/${mine.checklist.id}/shares/${shareId}`, { dueAt: null }, theirs.owner.token),
      t.api.put(`/api/checklist/${theirs.checklist.id}/shares/${shareId}`, { dueAt: null }, theirs.owner.token),
      t.api.put(`/api/checklist/${mine.checklist.id}/shares/00000000-0000-4000-8000-000000000000`, { dueAt: null }, mine.owner.token),
      t.api.put(`/api/checklist/${mine.checklist.id}/shares/not-a-uuid`, { dueAt: null }, mine.owner.token),
      t.api.post(`/api/checklist/${mine.checklist.id}/shares/${shareId}/nudge`, {}, theirs.owner.token),
      t.api.post(`/api/checklist/${mine.checklist.id}/nudge`, {}, theirs.owner.token),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.status).toBe(404);
      expectErrorBody(res.body);
    }
  });

  it('status=overdue lists the checklists with someone who has work left past their due moment', async () => {
    const owner = await registerVerifiedOwner(t.api, t.server);
    const base = Date.now() + 10 * DAY;
    await sharedChecklist(t.api, t.server, 1, { title: 'due soon', dueAt: new Date(base).toISOString() }, owner);
    const ownDue = await sharedChecklist(t.api, t.server, 1, { title: 'own due' }, owner);
    await t.api.put(`/api/checklist/${ownDue.checklist.id}/shares/${ownDue.recipients[0]!.shareId}`, { dueAt: new Date(base + DAY).toISOString() }, owner.token);
    const allDone = await sharedChecklist(t.api, t.server, 1, { title: 'all done', dueAt: new Date(base).toISOString() }, owner);
    await completeAll(t.api, allDone.checklist, allDone.recipients[0]!);
    await createChecklist(t.api, owner.token, { title: 'nobody', dueAt: new Date(base).toISOString() });

    const titles = async (query: string) => {
      const res = await t.api.get(`/api/checklist?${query}`, owner.token);
      expect(res.status).toBe(200);
      return { titles: res.body.items.map((c: ChecklistSummary) => c.title), total: res.body.pagination.total };
    };
    t.clock.set(base - MINUTE);
    expect(await titles('status=overdue')).toEqual({ titles: [], total: 0 });
    t.clock.set(base);
    expect(await titles('status=overdue&page=1')).toEqual({ titles: ['due soon'], total: 1 });
    t.clock.set(base + DAY + HOUR);
    expect(await titles('status=overdue')).toEqual({ titles: ['own due', 'due soon'], total: 2 });
    expect((await titles('status=all')).total).toBe(4);
    expect((await titles('')).total).toBe(4);

    const unknown = await t.api.get('/api/checklist?status=late', owner.token);
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['status']);
    t.clock.set(Date.now());
  });

  it('nudge message: one line of at most 200 characters, text only', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 1);
    const path = `/api/checklist/${checklist.id}/shares/${recipients[0]!.shareId}/nudge`;
    const long = await t.api.post(path, { message: 'x'.repeat(201) }, owner.token);
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ message: [M.nudgeMessageTooLong(200)] });
    const notText = await t.api.post(path, { message: 7 }, owner.token);
    expect(notText.status).toBe(400);
    expect(notText.body.errors).toEqual({ message: [FIELD_TYPE_MESSAGES.string] });
  });
});

describe('follow-through: personal access tokens', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
  });
  afterAll(() => server?.stop());

  it('a write token may nudge and set a due moment; a read token is refused with 403', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(api, server, 2);
    await invitedADayAgo(server, checklist.id);
    const token = async (scope: 'read' | 'write') =>
      (await api.post('/api/user/tokens', { name: `${scope} script`, scope, expiresInDays: 30 }, owner.token)).body.secret as string;
    const [write, read] = [await token('write'), await token('read')];
    const nudge = (secret: string) => api.post(`/api/checklist/${checklist.id}/shares/${recipients[0]!.shareId}/nudge`, {}, secret);
    expect((await nudge(read)).status).toBe(403);
    expect((await nudge(write)).status).toBe(200);
    expect((await api.put(`/api/checklist/${checklist.id}/shares/${recipients[1]!.shareId}`, { dueAt: '2031-01-01T00:00Z' }, write)).status).toBe(200);
    expect((await api.post(`/api/checklist/${checklist.id}/nudge`, {}, write)).body).toEqual({ nudged: 1, skipped: 1 });
  });
});
