import { CHECKLIST_MESSAGES, FOLLOW_UP_MESSAGES, RECIPIENT_MESSAGES, SHARE_MAIL, SHARING_MESSAGES, type ShareControlResponse } from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { ownerShare, runReminders, followUpMailsTo, sharedChecklist, DAY } from './support/follow-up';
import { Api, expectErrorBody } from './support/http';
import { closeAllSockets, connect, disconnection, refusal } from './support/realtime';
import { guestRespond, guestView, shareMailsTo } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';

const SHARED_LINK = /\/shared\/([A-Za-z0-9_-]+)/;

/** Link control on one recipient (issue 18): revoke, send a new link, resend, remove. */
describe('recipients: link control', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
  });
  afterEach(() => closeAllSockets());
  afterAll(() => server?.stop());

  const route = (checklistId: string, shareId: string, action = '') => `/api/checklist/${checklistId}/shares/${shareId}${action ? `/${action}` : ''}`;

  /** The access token in the newest share mail to `email`. */
  const newestToken = (email: string): string => {
    const mails = shareMailsTo(server, email);
    const link = mails[mails.length - 1]!.links.find((l) => SHARED_LINK.test(l))!;
    return SHARED_LINK.exec(link)![1]!;
  };

  it('revoke: the link answers 410 naming the owner at once, its guest socket is cut, progress is kept', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(api, server, 1);
    const [r] = recipients as [(typeof recipients)[0]];
    const item = checklist.items[0]!.id;
    expect((await guestRespond(api, r.accessToken, item, 'complete', true)).status).toBe(200);
    const guest = await connect(server.url, { accessToken: r.accessToken });
    const cut = disconnection(guest);

    const res = await api.post<ShareControlResponse>(route(checklist.id, r.shareId, 'revoke'), undefined, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(RECIPIENT_MESSAGES.revoked);
    expect(res.body.share.revokedAt).toEqual(expect.any(String));
    expect(res.body.share.completedItems).toEqual([{ itemId: item }]);
    await cut;

    const gone = RECIPIENT_MESSAGES.linkInactive(owner.email);
    const view = await guestView(api, r.accessToken);
    expect(view.status).toBe(410);
    expect(view.body).toEqual({ message: gone });
    const save = await guestRespond(api, r.accessToken, item, 'complete', false);
    expect(save.status).toBe(410);
    expect(save.body).toEqual({ message: gone });
    expect(await refusal(server.url, { accessToken: r.accessToken })).toEqual(expect.any(String));
    expect((await ownerShare(api, owner, checklist.id, r.shareId)).completedItems).toEqual([{ itemId: item }]);
  });

  it('renew: a fresh link is mailed, the old one answers 410, progress carries over, a revoked recipient gets access back', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(api, server, 1);
    const [r] = recipients as [(typeof recipients)[0]];
    const item = checklist.items[1]!.id;
    expect((await guestRespond(api, r.accessToken, item, 'complete', true)).status).toBe(200);
    expect((await api.post(route(checklist.id, r.shareId, 'revoke'), undefined, owner.token)).status).toBe(200);
    const before = shareMailsTo(server, r.email).length;

    const res = await api.post<ShareControlResponse>(route(checklist.id, r.shareId, 'renew'), undefined, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: RECIPIENT_MESSAGES.renewed, share: { revokedAt: null, completedItems: [{ itemId: item }] } });
    expect(res.body.email_warnings).toBeUndefined();
    expect(shareMailsTo(server, r.email).length).toBe(before + 1);
    // Its mail says the earlier link no longer works (issue 44).
    expect(shareMailsTo(server, r.email).at(-1)!.text).toContain(SHARE_MAIL.replacesEarlierLink);
    const fresh = newestToken(r.email);
    expect(fresh).not.toBe(r.accessToken);

    const view = await guestView(api, fresh);
    expect(view.status).toBe(200);
    expect(view.body.share.checklist.items.find((i) => i.id === item)?.response).toMatchObject({ complete: true });
    const old = await guestView(api, r.accessToken);
    expect(old.status).toBe(410);
    expect(old.body).toEqual({ message: RECIPIENT_MESSAGES.linkInactive(owner.email) });

    // A second renewal: both older links answer 410.
    expect((await api.post(route(checklist.id, r.shareId, 'renew'), undefined, owner.token)).status).toBe(200);
    expect((await guestView(api, fresh)).status).toBe(410);
    expect((await guestView(api, r.accessToken)).status).toBe(410);
    expect((await guestView(api, newestToken(r.email))).status).toBe(200);
  });

  it('renew cuts the guest sockets of the replaced link', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(api, server, 1);
    const [r] = recipients as [(typeof recipients)[0]];
    const guest = await connect(server.url, { accessToken: r.accessToken });
    const cut = disconnection(guest);
    expect((await api.post(route(checklist.id, r.shareId, 'renew'), undefined, owner.token)).status).toBe(200);
    await cut;
  });

  it('resend mails the current link again; on a revoked link it is a 409', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(api, server, 1);
    const [r] = recipients as [(typeof recipients)[0]];
    const before = shareMailsTo(server, r.email).length;
    const res = await api.post<ShareControlResponse>(route(checklist.id, r.shareId, 'resend'), undefined, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(RECIPIENT_MESSAGES.resent);
    expect(shareMailsTo(server, r.email).length).toBe(before + 1);
    expect(newestToken(r.email)).toBe(r.accessToken);
    expect(shareMailsTo(server, r.email).at(-1)!.text).not.toContain(SHARE_MAIL.replacesEarlierLink);

    expect((await api.post(route(checklist.id, r.shareId, 'revoke'), undefined, owner.token)).status).toBe(200);
    const refused = await api.post(route(checklist.id, r.shareId, 'resend'), undefined, owner.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: RECIPIENT_MESSAGES.resendRevoked });
  });

  it('remove deletes the share and its responses: 204, then the link is unknown and the row gone', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(api, server, 2);
    const [r, other] = recipients as [(typeof recipients)[0], (typeof recipients)[0]];
    expect((await guestRespond(api, r.accessToken, checklist.items[0]!.id, 'complete', true)).status).toBe(200);
    const guest = await connect(server.url, { accessToken: r.accessToken });
    const cut = disconnection(guest);
    const res = await api.delete(route(checklist.id, r.shareId), owner.token);
    expect(res.status).toBe(204);
    await cut;
    const view = await guestView(api, r.accessToken);
    expect(view.status).toBe(404);
    expect(view.body).toEqual({ message: SHARING_MESSAGES.shareNotFound });
    const edit = await api.get(`/api/checklist/${checklist.id}/edit`, owner.token);
    expect(edit.body.shares.map((s: { id: string }) => s.id)).toEqual([other.shareId]);
    expect((await api.delete(route(checklist.id, r.shareId), owner.token)).status).toBe(404);
  });

  it("another owner's checklist, or a share not on it, is a 404 for every action", async () => {
    const a = await sharedChecklist(api, server, 1);
    const b = await sharedChecklist(api, server, 1);
    const stranger = await registerVerifiedOwner(api, server);
    const shareA = a.recipients[0]!.shareId;
    const cases: Array<[string, string, string]> = [
      [a.checklist.id, shareA, CHECKLIST_MESSAGES.notFound],
      [a.checklist.id, b.recipients[0]!.shareId, FOLLOW_UP_MESSAGES.shareNotFound],
      [b.checklist.id, shareA, CHECKLIST_MESSAGES.notFound],
    ];
    for (const [checklistId, shareId, message] of cases) {
      const token = checklistId === a.checklist.id && shareId === shareA ? stranger.token : a.owner.token;
      for (const action of ['revoke', 'renew', 'resend']) {
        const res = await api.post(route(checklistId, shareId, action), undefined, token);
        expect(res.status).toBe(404);
        expectErrorBody(res.body);
        expect(res.body.message).toBe(message);
      }
      expect((await api.delete(route(checklistId, shareId), token)).status).toBe(404);
    }
    expect((await guestView(api, a.recipients[0]!.accessToken)).status).toBe(200);
  });

  it('a revoked recipient gets no reminder and cannot be nudged', async () => {
    const due = new Date(Date.now() + DAY).toISOString();
    const { owner, checklist, recipients } = await sharedChecklist(api, server, 1, { dueAt: due, reminders: { beforeDueDays: 1 } });
    const [r] = recipients as [(typeof recipients)[0]];
    expect((await api.post(route(checklist.id, r.shareId, 'revoke'), undefined, owner.token)).status).toBe(200);
    await runReminders(server, Date.now() + DAY / 2);
    expect(followUpMailsTo(server, r.email)).toEqual([]);
    expect((await api.post(route(checklist.id, r.shareId, 'nudge'), {}, owner.token)).status).toBe(409);
  });
});
