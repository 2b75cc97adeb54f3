import { SHARING_MESSAGES, type ChecklistSummary, type ShareResponse } from '@ticklist/contracts';
import { expectErrorBody } from './support/http';
import { guestEmail, ownerWithChecklist, shareMailsTo } from './support/sharing';
import { useTestServer } from './support/test-server';

/** Issue 42: the share call answers what it made, so an integration can chain on each share's id. */
describe('sharing: the answer names each share it made', () => {
  const suite = useTestServer();

  const share = (token: string, checklistId: string, body: Record<string, unknown>) =>
    suite.api.post<ShareResponse>(`/api/checklist/${checklistId}/share`, body, token);

  const sharesOnEdit = async (token: string, checklistId: string) =>
    (await suite.api.get<ChecklistSummary>(`/api/checklist/${checklistId}/edit`, token)).body.shares;

  it('answers one entry per address given: created, existing, or skipped as a duplicate, with the ids the list shows', async () => {
    const { owner, checklist } = await ownerWithChecklist(suite);
    const [a, b, c] = [guestEmail('a'), guestEmail('b'), guestEmail('c')];
    const first = await share(owner.token, checklist.id, { emails: [a] });
    expect(first.status).toBe(200);
    const aId = first.body.shares![0]!.id;
    expect(first.body.shares).toEqual([{ id: aId, email: a, status: 'created' }]);

    const res = await share(owner.token, checklist.id, { emails: [b, ` ${a.toUpperCase()}`, c, b] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SHARING_MESSAGES.shared(3));
    const ids = new Map((await sharesOnEdit(owner.token, checklist.id)).map((s) => [s.recipientUser.email, s.id]));
    expect(res.body.shares).toEqual([
      { id: ids.get(b), email: b, status: 'created' },
      { id: aId, email: a, status: 'existing' },
      { id: ids.get(c), email: c, status: 'created' },
      { id: ids.get(b), email: b, status: 'skipped', reason: 'duplicate' },
    ]);
    expect(ids.get(a)).toBe(aId);
  });

  it('a revoked recipient is skipped: no mail, the share is left as it is (renewing gives access back)', async () => {
    const { owner, checklist } = await ownerWithChecklist(suite);
    const [gone, fresh] = [guestEmail('gone'), guestEmail('fresh')];
    const made = await share(owner.token, checklist.id, { emails: [gone] });
    const goneId = made.body.shares![0]!.id;
    expect((await suite.api.post(`/api/checklist/${checklist.id}/shares/${goneId}/revoke`, undefined, owner.token)).status).toBe(200);
    const before = (await sharesOnEdit(owner.token, checklist.id)).find((s) => s.id === goneId)!;
    expect(shareMailsTo(suite.server, gone)).toHaveLength(1);

    const res = await share(owner.token, checklist.id, { emails: [gone, fresh] });
    expect(res.status).toBe(200);
    expect(res.body.shares).toEqual([
      { id: goneId, email: gone, status: 'skipped', reason: 'revoked' },
      { id: expect.any(String), email: fresh, status: 'created' },
    ]);
    expect(res.body.message).toBe(SHARING_MESSAGES.shared(1));
    expect(res.body.email_warnings).toBeUndefined();
    const after = (await sharesOnEdit(owner.token, checklist.id)).find((s) => s.id === goneId)!;
    expect(after).toMatchObject({ sharedAt: before.sharedAt, revokedAt: before.revokedAt });
    expect(shareMailsTo(suite.server, fresh)).toHaveLength(1);
    expect(shareMailsTo(suite.server, gone)).toHaveLength(1);
  });

  it('notify: false makes the shares and mails nobody', async () => {
    const { owner, checklist } = await ownerWithChecklist(suite);
    const [a, b] = [guestEmail('quiet'), guestEmail('quiet')];
    const res = await share(owner.token, checklist.id, { emails: [a, b], notify: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SHARING_MESSAGES.shared(2));
    expect(res.body.shares!.map((s) => [s.email, s.status])).toEqual([[a, 'created'], [b, 'created']]);
    expect((await sharesOnEdit(owner.token, checklist.id)).map((s) => s.recipientUser.email)).toEqual([a, b]);
    // The mail queue is empty for them: sharing with a third address mails only that one.
    const c = guestEmail('loud');
    expect((await share(owner.token, checklist.id, { emails: [c], notify: true })).status).toBe(200);
    expect(shareMailsTo(suite.server, c)).toHaveLength(1);
    expect(shareMailsTo(suite.server, a)).toHaveLength(0);
    expect(shareMailsTo(suite.server, b)).toHaveLength(0);
  });

  it('notify that is not true or false is a 400; an invalid or own address still refuses the whole request with 422', async () => {
    const { owner, checklist } = await ownerWithChecklist(suite);
    const wrong = await share(owner.token, checklist.id, { emails: [guestEmail()], notify: 'no' });
    expect(wrong.status).toBe(400);
    expectErrorBody(wrong.body);
    const bad = await share(owner.token, checklist.id, { emails: [guestEmail(), 'not-an-address', owner.email] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['emails[1]', 'emails[2]']);
    expect(await sharesOnEdit(owner.token, checklist.id)).toEqual([]);
  });
});
