import { DataSource } from 'typeorm';
import { CHECKLIST_MESSAGES, LIMITS, SHARING_MESSAGES } from '@ticklist/contracts';
import { registerOwner, registerVerifiedOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { Api, expectErrorBody } from './support/http';
import { accessTokenFromOutbox, guestEmail, guestView, shareChecklist, shareLinkFromOutbox, shareMailsTo } from './support/sharing';
import { readOutbox, startTestServer, type TestServer } from './support/test-server';
import { PLAIN_MAIL_ERRORS } from '../../server/src/modules/mail/plain-mail-error';

describe('sharing: POST /api/checklist/{id}/share', () => {
  let server: TestServer;
  let api: Api;
  let db: DataSource;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
    db = server.server.app.get(DataSource);
  });
  afterAll(() => server?.stop());

  const sharesOf = async (checklistId: string) =>
    (await db.query(
      `SELECT u.email, u.account_type FROM shares s JOIN users u ON u.id = s.recipient_id WHERE s.checklist_id = $1 ORDER BY u.email`,
      [checklistId],
    )) as { email: string; account_type: string }[];

  async function ownerWithChecklist(title = 'Moving house') {
    const owner = await registerVerifiedOwner(api, server);
    const checklist = await createChecklist(api, owner.token, { title });
    return { owner, checklist };
  }

  it('shares with each address, mails each one a personal link and answers {message}', async () => {
    const { owner, checklist } = await ownerWithChecklist();
    const [a, b] = [guestEmail('a'), guestEmail('b')];
    const res = await api.post(`/api/checklist/${checklist.id}/share`, { emails: [a, b] }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: SHARING_MESSAGES.shared(2) });
    expect(res.body.email_warnings).toBeUndefined();
    expect(await sharesOf(checklist.id)).toEqual([
      { email: a, account_type: 'guest' },
      { email: b, account_type: 'guest' },
    ]);
    const [tokenA, tokenB] = [await accessTokenFromOutbox(server, a), await accessTokenFromOutbox(server, b)];
    expect(tokenA).not.toBe(tokenB);
    // At least 128 bits: 256-bit base64url is 43 characters.
    expect(tokenA.length).toBeGreaterThanOrEqual(22);
    const view = await guestView(api, tokenA);
    expect(view.status).toBe(200);
    expect(view.body.share.checklist.id).toBe(checklist.id);
  });

  it('lists the recipients of one call in the order their addresses were given', async () => {
    const { owner, checklist } = await ownerWithChecklist();
    const typed = [guestEmail('zoe'), guestEmail('adam'), guestEmail('mia'), guestEmail('bo')];
    expect((await api.post(`/api/checklist/${checklist.id}/share`, { emails: typed }, owner.token)).status).toBe(200);
    const list = await api.get('/api/checklist', owner.token);
    expect(list.status).toBe(200);
    const summary = list.body.items.find((c: { id: string }) => c.id === checklist.id);
    expect(summary.shares.map((s: { recipientUser: { email: string } }) => s.recipientUser.email)).toEqual(typed);
  });

  it('stores the access token only hashed and encrypted', async () => {
    const { owner, checklist } = await ownerWithChecklist();
    const to = guestEmail();
    await shareChecklist(api, owner.token, checklist.id, [to]);
    const token = await accessTokenFromOutbox(server, to);
    const [row] = await db.query(`SELECT * FROM shares WHERE checklist_id = $1`, [checklist.id]);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.access_token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the mail carries the link, the owner e-mail, the title and an unsubscribe link', async () => {
    const { owner, checklist } = await ownerWithChecklist('Garden <spring> & "summer"');
    const to = guestEmail();
    await shareChecklist(api, owner.token, checklist.id, [to]);
    const mail = shareMailsTo(server, to).pop()!;
    const token = await accessTokenFromOutbox(server, to);
    expect(mail.to).toContain(to);
    expect(mail.links).toContain(`${server.url}/shared/${token}`);
    expect(mail.text).toContain(owner.email);
    expect(mail.text).toContain('Garden <spring> & "summer"');
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.links.some((l) => l.startsWith(`${server.url}/unsubscribe/`))).toBe(true);
  });

  it('lower-cases, trims and de-duplicates the addresses', async () => {
    const { owner, checklist } = await ownerWithChecklist();
    const to = guestEmail('mixed');
    const shouting = `  ${to.toUpperCase()} `;
    const res = await api.post(`/api/checklist/${checklist.id}/share`, { emails: [shouting, to, to.toUpperCase()] }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SHARING_MESSAGES.shared(1));
    expect(await sharesOf(checklist.id)).toEqual([{ email: to, account_type: 'guest' }]);
    expect(shareMailsTo(server, to)).toHaveLength(1);
  });

  it('answers 422 per bad address, keyed emails[i], and shares with nobody', async () => {
    const { owner, checklist } = await ownerWithChecklist();
    const good = guestEmail();
    const res = await api.post(
      `/api/checklist/${checklist.id}/share`,
      { emails: [good, 'not-an-email', '', 'two words@example.com', 'x@localhost', `${'a'.repeat(250)}@example.com`] },
      owner.token,
    );
    expect(res.status).toBe(422);
    expectErrorBody(res.body);
    expect(res.body.errors).toEqual({
      'emails[1]': [SHARING_MESSAGES.emailInvalid],
      'emails[2]': [SHARING_MESSAGES.emailInvalid],
      'emails[3]': [SHARING_MESSAGES.emailInvalid],
      'emails[4]': [SHARING_MESSAGES.emailInvalid],
      'emails[5]': [SHARING_MESSAGES.emailInvalid],
    });
    expect(await sharesOf(checklist.id)).toEqual([]);
    expect(shareMailsTo(server, good)).toHaveLength(0);
  });

  it('answers 422 on emails when the list is missing, empty or too long; 400 when it is not a list of text', async () => {
    const { owner, checklist } = await ownerWithChecklist();
    const path = `/api/checklist/${checklist.id}/share`;
    const cases: [unknown, number, string][] = [
      [{}, 422, SHARING_MESSAGES.emailsRequired],
      [{ emails: [] }, 422, SHARING_MESSAGES.emailsRequired],
      [{ emails: null }, 422, SHARING_MESSAGES.emailsRequired],
      [{ emails: Array.from({ length: LIMITS.shareRecipientsMax + 1 }, () => guestEmail()) }, 422, SHARING_MESSAGES.tooManyRecipients],
      [{ emails: guestEmail() }, 400, SHARING_MESSAGES.emailsMustBeList],
      [{ emails: { 0: guestEmail() } }, 400, SHARING_MESSAGES.emailsMustBeList],
      [{ emails: [guestEmail(), 42] }, 400, SHARING_MESSAGES.emailsMustBeList],
    ];
    for (const [body, status, message] of cases) {
      const res = await api.post(path, body, owner.token);
      expect({ body, status: res.status }).toEqual({ body, status });
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual({ emails: [message] });
    }
    const unknownField = await api.post(path, { emails: [guestEmail()], cc: 'x@example.com' }, owner.token);
    expect(unknownField.status).toBe(422);
    expect(Object.keys(unknownField.body.errors)).toEqual(['cc']);
    expect(await sharesOf(checklist.id)).toEqual([]);
  });

  it("refuses the owner's own address with 422", async () => {
    const { owner, checklist } = await ownerWithChecklist();
    const res = await api.post(`/api/checklist/${checklist.id}/share`, { emails: [guestEmail(), owner.email.toUpperCase()] }, owner.token);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'emails[1]': [SHARING_MESSAGES.cannotShareWithSelf] });
    expect(await sharesOf(checklist.id)).toEqual([]);
  });

  it('an owner with an unverified e-mail gets 403 and nothing is shared', async () => {
    const owner = await registerOwner(api, server);
    const checklist = await createChecklist(api, owner.token);
    const to = guestEmail();
    const res = await api.post(`/api/checklist/${checklist.id}/share`, { emails: [to] }, owner.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: SHARING_MESSAGES.unverifiedOwner });
    expect(await sharesOf(checklist.id)).toEqual([]);
    expect(shareMailsTo(server, to)).toHaveLength(0);
  });

  it("someone else's, unknown or malformed checklist id is a 404; no token is a 401", async () => {
    const { checklist } = await ownerWithChecklist();
    const other = await registerVerifiedOwner(api, server);
    const body = { emails: [guestEmail()] };
    for (const id of [checklist.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', checklist.id.toUpperCase()]) {
      const res = await api.post(`/api/checklist/${id}/share`, body, other.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: CHECKLIST_MESSAGES.notFound });
    }
    const anonymous = await api.post(`/api/checklist/${checklist.id}/share`, body);
    expect(anonymous.status).toBe(401);
    expectErrorBody(anonymous.body);
    expect(await sharesOf(checklist.id)).toEqual([]);
  });

  it('sharing again reuses the share and its link, mails it again and re-dates the share', async () => {
    const { owner, checklist } = await ownerWithChecklist();
    const to = guestEmail();
    await shareChecklist(api, owner.token, checklist.id, [to]);
    const first = await accessTokenFromOutbox(server, to);
    const before = (await guestView(api, first)).body.share;
    await new Promise((r) => setTimeout(r, 20));
    await shareChecklist(api, owner.token, checklist.id, [to.toUpperCase(), guestEmail()]);
    const mails = shareMailsTo(server, to);
    expect(mails).toHaveLength(2);
    expect(await accessTokenFromOutbox(server, to)).toBe(first);
    expect(mails[0]!.links.filter((l) => l.includes('/shared/'))).toEqual(mails[1]!.links.filter((l) => l.includes('/shared/')));
    const after = (await guestView(api, first)).body.share;
    expect(after.id).toBe(before.id);
    expect(Date.parse(after.sharedAt)).toBeGreaterThan(Date.parse(before.sharedAt));
    expect(await sharesOf(checklist.id)).toHaveLength(2);
  });

  it('one guest account per address, reused across owners, each share with its own link', async () => {
    const to = guestEmail();
    const one = await ownerWithChecklist('First');
    const two = await ownerWithChecklist('Second');
    await shareChecklist(api, one.owner.token, one.checklist.id, [to]);
    const tokenOne = await accessTokenFromOutbox(server, to);
    await shareChecklist(api, two.owner.token, two.checklist.id, [to.toUpperCase()]);
    const tokenTwo = await accessTokenFromOutbox(server, to);
    expect(tokenTwo).not.toBe(tokenOne);
    const users = await db.query(`SELECT id, account_type, username, password_hash FROM users WHERE lower(email) = $1`, [to]);
    expect(users).toEqual([{ id: expect.any(String), account_type: 'guest', username: null, password_hash: null }]);
    expect((await guestView(api, tokenOne)).body.share.checklist.title).toBe('First');
    expect((await guestView(api, tokenTwo)).body.share.checklist.title).toBe('Second');
    // The owner's username beside the address (issue 44).
    expect((await guestView(api, tokenTwo)).body.share.sharedBy).toEqual({ email: two.owner.email, name: two.owner.username });
  });

  it("an owner's address is reused as the recipient and stays an owner", async () => {
    const { owner, checklist } = await ownerWithChecklist();
    const colleague = await registerOwner(api, server);
    await shareChecklist(api, owner.token, checklist.id, [colleague.email]);
    expect(await sharesOf(checklist.id)).toEqual([{ email: colleague.email.toLowerCase(), account_type: 'owner' }]);
    expect(await accessTokenFromOutbox(server, colleague.email)).toBeTruthy();
    const login = await api.post('/api/login_check', { username: colleague.email, password: colleague.password });
    expect(login.status).toBe(200);
    expect(login.body.user.accountType).toBe('owner');
  });

  it('a recipient who unsubscribed through the mailed link gets no mail and a warning, and the share still exists', async () => {
    const { owner, checklist } = await ownerWithChecklist();
    const to = guestEmail();
    await shareChecklist(api, owner.token, checklist.id, [to]);
    const token = await accessTokenFromOutbox(server, to);
    const unsubscribe = shareMailsTo(server, to).pop()!.links.find((l) => l.includes('/unsubscribe/'))!;
    const secret = unsubscribe.split('/unsubscribe/')[1]!;
    expect((await api.post(`/api/user/email/unsubscribe/${secret}`, {})).status).toBe(200);

    const other = await createChecklist(api, owner.token, { title: 'Second list' });
    const fresh = guestEmail();
    const res = await api.post(`/api/checklist/${other.id}/share`, { emails: [to, fresh] }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: SHARING_MESSAGES.shared(2), email_warnings: [SHARING_MESSAGES.warningSendFailed(to)] });
    expect(shareMailsTo(server, to)).toHaveLength(1);
    expect(shareMailsTo(server, fresh)).toHaveLength(1);
    expect(await sharesOf(other.id)).toHaveLength(2);
    // Sharing the first checklist again re-dates it but mails nothing; the link keeps working.
    const again = await api.post(`/api/checklist/${checklist.id}/share`, { emails: [to] }, owner.token);
    expect(again.body.email_warnings).toEqual([SHARING_MESSAGES.warningSendFailed(to)]);
    expect(shareMailsTo(server, to)).toHaveLength(1);
    expect((await guestView(api, token)).status).toBe(200);
  });

  it("another owner learns nothing of an address's opt-out: its warning and delivery read like any undelivered mail", async () => {
    // The recipient opts out through the first owner's mail.
    const first = await ownerWithChecklist('First owner');
    const to = guestEmail('reader');
    await shareChecklist(api, first.owner.token, first.checklist.id, [to]);
    const secret = shareMailsTo(server, to).pop()!.links.find((l) => l.includes('/unsubscribe/'))!.split('/unsubscribe/')[1]!;
    expect((await api.post(`/api/user/email/unsubscribe/${secret}`, {})).status).toBe(200);

    const second = await ownerWithChecklist('Second owner');
    const res = await api.post(`/api/checklist/${second.checklist.id}/share`, { emails: [to] }, second.owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: SHARING_MESSAGES.shared(1), email_warnings: [`The email to ${to} could not be sent yet; it will be retried`] });
    expect(JSON.stringify(res.body)).not.toMatch(/unsubscri|turned off|opted/i);

    const list = await api.get('/api/checklist', second.owner.token);
    const share = list.body.items.find((c: { id: string }) => c.id === second.checklist.id).shares[0];
    expect(share.delivery).toEqual({ status: 'failed', at: expect.any(String), error: PLAIN_MAIL_ERRORS.unknown });
    expect(JSON.stringify(list.body)).not.toMatch(/unsubscri|turned off/i);
  });

  it('a recipient who turned share mails off gets no mail and a warning', async () => {
    const { owner, checklist } = await ownerWithChecklist();
    const colleague = await registerOwner(api, server);
    const settings = { emailNotifications: true, pushNotifications: false, shareNotifications: false, applicationUpdates: false };
    expect((await api.put('/api/user/notification-settings', settings, colleague.token)).status).toBe(200);
    const res = await api.post(`/api/checklist/${checklist.id}/share`, { emails: [colleague.email] }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.email_warnings).toEqual([SHARING_MESSAGES.warningSendFailed(colleague.email.toLowerCase())]);
    expect(shareMailsTo(server, colleague.email)).toHaveLength(0);
    expect(await sharesOf(checklist.id)).toHaveLength(1);
  });

  it('a recipient who turned e-mail notifications off gets no share mail either', async () => {
    const { owner, checklist } = await ownerWithChecklist();
    const colleague = await registerOwner(api, server);
    const settings = { emailNotifications: false, pushNotifications: false, shareNotifications: true, applicationUpdates: false };
    expect((await api.put('/api/user/notification-settings', settings, colleague.token)).status).toBe(200);
    const res = await api.post(`/api/checklist/${checklist.id}/share`, { emails: [colleague.email] }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.email_warnings).toEqual([SHARING_MESSAGES.warningSendFailed(colleague.email.toLowerCase())]);
    expect(shareMailsTo(server, colleague.email)).toHaveLength(0);
    expect(await sharesOf(checklist.id)).toHaveLength(1);
  });

  it('leaves no mail job behind once the invitation is sent', async () => {
    const { owner, checklist } = await ownerWithChecklist();
    const to = guestEmail();
    await shareChecklist(api, owner.token, checklist.id, [to]);
    await shareLinkFromOutbox(server, to);
    const jobs = await db.query(`SELECT j.id FROM mail_jobs j JOIN shares s ON s.id::text = j.payload->>'shareId' WHERE s.checklist_id = $1`, [
      checklist.id,
    ]);
    expect(jobs).toEqual([]);
    expect(readOutbox(server.dataDir).length).toBeGreaterThan(0);
  });
});
