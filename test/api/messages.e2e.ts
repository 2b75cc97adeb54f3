import {
  type AccountExport,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MESSAGES,
  MESSAGES_PER_LINK_PER_HOUR,
  type PostMessageResponse,
  type ShareMessageEvent,
  type ShareMessagePage,
} from '@ticklist/contracts';
import { CLOCK, type Clock } from '../../server/src/common/clock/clock';
import { MessageMailJob } from '../../server/src/modules/messages/message-mail.job';
import { waitFor } from '../kit';
import { registerVerifiedOwner } from './support/accounts';
import { invitedADayAgo, mailHeader, MINUTE, sharedChecklist, type Recipient, type SharedChecklist } from './support/follow-up';
import { expectCursorError, expectErrorBody } from './support/http';
import { closeAllSockets, connect, watchChecklist, type TestSocket } from './support/realtime';
import { shareMailsTo } from './support/sharing';
import { readOutbox, useTestServer } from './support/test-server';
import { addWebhook, Receiver, WEBHOOK_ENV } from './support/webhooks';

/** Messages between a recipient and the owner (issue 48): both sides, live, limits, mail batching. */
describe('messages between a recipient and the owner', () => {
  const suite = useTestServer({ rateLimit: true, env: WEBHOOK_ENV });
  afterEach(() => closeAllSockets());

  const ownerPath = (s: SharedChecklist, r: Recipient) => `/api/checklist/${s.checklist.id}/shares/${r.shareId}/messages`;
  const guestPath = (r: Recipient) => `/api/guest/shared/${r.accessToken}/messages`;
  const ownerWrites = (s: SharedChecklist, r: Recipient, body: unknown) => suite.api.post<PostMessageResponse>(ownerPath(s, r), body, s.owner.token);
  const guestWrites = (r: Recipient, body: unknown) => suite.api.post<PostMessageResponse>(guestPath(r), body);

  /** Every message event a socket hears. */
  function heard(socket: TestSocket): ShareMessageEvent[] {
    const events: ShareMessageEvent[] = [];
    socket.on('share:message', (e) => events.push(e));
    return events;
  }

  it('a recipient and the owner write in one share\'s threads, live on both sides, newest last on both', async () => {
    const s = await sharedChecklist(suite.api, suite.server, 1);
    const [r] = s.recipients as [Recipient];
    const item = s.checklist.items[1]!;
    const ownerHears = heard(await watchChecklist(suite.server.url, s.owner.token, s.checklist.id, () => undefined));
    const guestHears = heard(await connect(suite.server.url, { accessToken: r.accessToken }));

    const asked = await guestWrites(r, { text: '  Which form do you mean?  ', itemId: item.id });
    expect(asked.status).toBe(201);
    expect(asked.body.message).toEqual({
      id: expect.any(String), author: 'recipient', authorName: r.email.toLowerCase(), text: 'Which form do you mean?', itemId: item.id, createdAt: expect.any(String),
    });
    const answered = await ownerWrites(s, r, { text: 'The blue one.', itemId: item.id });
    expect(answered.status).toBe(201);
    expect(answered.body.message).toMatchObject({ author: 'owner', authorName: s.owner.username, itemId: item.id });
    const general = await guestWrites(r, { text: 'All done, thanks!' });
    expect(general.body.message.itemId).toBeNull();

    const sent = [asked.body.message, answered.body.message, general.body.message];
    const expected = sent.map((message) => ({ checklistId: s.checklist.id, shareId: r.shareId, message }));
    await waitFor(() => ownerHears.length >= 3 && guestHears.length >= 3);
    expect(ownerHears).toEqual(expected);
    expect(guestHears).toEqual(expected);

    const ownerReads = await suite.api.get<ShareMessagePage>(ownerPath(s, r), s.owner.token);
    const guestReads = await suite.api.get<ShareMessagePage>(guestPath(r));
    expect(ownerReads.status).toBe(200);
    expect(ownerReads.body).toEqual({ messages: sent, nextCursor: null });
    expect(guestReads.body).toEqual({ messages: sent, nextCursor: null });
  });

  it('pages older messages by nextCursor, each page newest last', async () => {
    const s = await sharedChecklist(suite.api, suite.server, 1);
    const [r] = s.recipients as [Recipient];
    const texts = Array.from({ length: 55 }, (_, i) => `message ${i + 1}`);
    // Both sides, so neither reaches its 30 an hour.
    for (const [i, text] of texts.entries()) expect((i % 2 ? await ownerWrites(s, r, { text }) : await guestWrites(r, { text })).status).toBe(201);

    const first = await suite.api.get<ShareMessagePage>(guestPath(r));
    expect(first.body.messages.map((m) => m.text)).toEqual(texts.slice(5));
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const older = await suite.api.get<ShareMessagePage>(`${ownerPath(s, r)}?cursor=${encodeURIComponent(first.body.nextCursor!)}`, s.owner.token);
    expect(older.body).toEqual({ messages: expect.any(Array), nextCursor: null });
    expect(older.body.messages.map((m) => m.text)).toEqual(texts.slice(0, 5));
    // The one cursor error of every cursor list (issue 42), on both sides.
    expectCursorError(await suite.api.get(`${guestPath(r)}?cursor=not-a-cursor`));
    expectCursorError(await suite.api.get(`${ownerPath(s, r)}?cursor=not-a-cursor`, s.owner.token));
  });

  it('refuses what breaks a rule: too long, empty, wrong types, an item of another checklist', async () => {
    const s = await sharedChecklist(suite.api, suite.server, 1);
    const other = await sharedChecklist(suite.api, suite.server, 1, {}, s.owner);
    const [r] = s.recipients as [Recipient];

    const tooLong = await guestWrites(r, { text: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({ text: [MESSAGE_MESSAGES.textTooLong] });
    expect((await guestWrites(r, { text: '😀'.repeat(MESSAGE_MAX_LENGTH) })).status).toBe(201); // characters, not UTF-16 units
    const empty = await ownerWrites(s, r, { text: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ text: [MESSAGE_MESSAGES.textRequired] });
    const wrongType = await guestWrites(r, { text: 42 });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.errors)).toEqual(['text']);
    const foreignItem = await guestWrites(r, { text: 'Hello', itemId: other.checklist.items[0]!.id });
    expect(foreignItem.status).toBe(422);
    expect(foreignItem.body.errors).toEqual({ itemId: [MESSAGE_MESSAGES.itemNotInChecklist] });
    const unknownField = await guestWrites(r, { text: 'Hello', notes: 'x' });
    expect(unknownField.status).toBe(422);
    for (const res of [tooLong, empty, wrongType, foreignItem, unknownField]) expectErrorBody(res.body);
  });

  it('another owner\'s share is a 404; a link reaches its own share\'s messages only', async () => {
    const s = await sharedChecklist(suite.api, suite.server, 2);
    const [r1, r2] = s.recipients as [Recipient, Recipient];
    const stranger = await registerVerifiedOwner(suite.api, suite.server);
    const mine = (await guestWrites(r1, { text: 'Mine' })).body.message;
    const owners = (await ownerWrites(s, r1, { text: 'From the owner' })).body.message;

    for (const res of [
      await suite.api.get(ownerPath(s, r1), stranger.token),
      await suite.api.post(ownerPath(s, r1), { text: 'Hi' }, stranger.token),
      await suite.api.delete(`${ownerPath(s, r1)}/${owners.id}`, stranger.token),
      // The share of another recipient under this checklist's path, for an owner who is not its owner.
      await suite.api.get(`/api/checklist/${s.checklist.id}/shares/${r2.shareId}/messages`, stranger.token),
    ]) {
      expect(res.status).toBe(404);
      expectErrorBody(res.body);
    }
    // The second recipient's link: their own thread is empty, the first one's message is not theirs to delete.
    expect((await suite.api.get<ShareMessagePage>(guestPath(r2))).body.messages).toEqual([]);
    expect((await suite.api.delete(`${guestPath(r2)}/${mine.id}`)).status).toBe(404);
    expect((await suite.api.get(`/api/guest/shared/${'A'.repeat(22)}/messages`)).status).toBe(404);
    expect((await suite.api.get<ShareMessagePage>(guestPath(r1))).body.messages.map((m) => m.id)).toEqual([mine.id, owners.id]);
  });

  it('deletes your own message within 5 minutes (204, live), not after (403), never another\'s (404)', async () => {
    const s = await sharedChecklist(suite.api, suite.server, 1);
    const [r] = s.recipients as [Recipient];
    const deleted: unknown[] = [];
    const socket = await watchChecklist(suite.server.url, s.owner.token, s.checklist.id, (sk) => sk.on('share:message-deleted', (e) => deleted.push(e)));
    expect(socket.connected).toBe(true);
    const early = (await guestWrites(r, { text: 'Oops' })).body.message;
    const late = (await guestWrites(r, { text: 'Stays' })).body.message;
    const owners = (await ownerWrites(s, r, { text: 'Owner says' })).body.message;

    expect((await suite.api.delete(`${ownerPath(s, r)}/${early.id}`, s.owner.token)).status).toBe(404); // the recipient's
    expect((await suite.api.delete(`${guestPath(r)}/${owners.id}`)).status).toBe(404); // the owner's
    expect((await suite.api.delete(`${guestPath(r)}/${early.id}`)).status).toBe(204);
    await waitFor(() => deleted.length === 1);
    expect(deleted).toEqual([{ checklistId: s.checklist.id, shareId: r.shareId, messageId: early.id }]);
    expect((await suite.api.delete(`${guestPath(r)}/${early.id}`)).status).toBe(404); // gone

    const clock = suite.server.server.app.get<Clock>(CLOCK);
    const realNow = clock.now;
    clock.now = () => new Date(Date.now() + 5 * MINUTE + 10_000);
    try {
      const tooLate = await suite.api.delete(`${guestPath(r)}/${late.id}`);
      expect(tooLate.status).toBe(403);
      expect(tooLate.body.message).toBe(MESSAGE_MESSAGES.deleteTooLate);
      expect((await suite.api.delete(`${ownerPath(s, r)}/${owners.id}`, s.owner.token)).status).toBe(403);
    } finally {
      clock.now = realNow;
    }
    expect((await suite.api.get<ShareMessagePage>(guestPath(r))).body.messages.map((m) => m.text)).toEqual(['Stays', 'Owner says']);
  });

  it('a closed checklist is 409 for both sides, a revoked link 410, and 30 messages per link an hour 429', async () => {
    const s = await sharedChecklist(suite.api, suite.server, 2);
    const [r1, r2] = s.recipients as [Recipient, Recipient];

    for (let i = 0; i < MESSAGES_PER_LINK_PER_HOUR; i++) expect((await guestWrites(r1, { text: `n${i}` })).status).toBe(201);
    const limited = await guestWrites(r1, { text: 'one more' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ownerWrites(s, r1, { text: 'The owner still can' })).status).toBe(201); // counted apart
    expect((await guestWrites(r2, { text: 'Another link still can' })).status).toBe(201);

    expect((await suite.api.post(`/api/checklist/${s.checklist.id}/shares/${r2.shareId}/revoke`, {}, s.owner.token)).status).toBe(200);
    const revoked = await guestWrites(r2, { text: 'Hello?' });
    expect(revoked.status).toBe(410);
    expect((await suite.api.get(guestPath(r2))).status).toBe(410);

    expect((await suite.api.post(`/api/checklist/${s.checklist.id}/close`, {}, s.owner.token)).status).toBe(200);
    for (const res of [await ownerWrites(s, r1, { text: 'After closing' }), await suite.api.post(`/api/checklist/${s.checklist.id}/shares/${r2.shareId}/messages`, { text: 'x' }, s.owner.token)]) {
      expect(res.status).toBe(409);
      expectErrorBody(res.body);
    }
    expect((await suite.api.get(ownerPath(s, r1), s.owner.token)).status).toBe(200); // still readable
  });

  it('puts the messages in the owner\'s account export, with the share they belong to', async () => {
    const s = await sharedChecklist(suite.api, suite.server, 2);
    const [r, quiet] = s.recipients as [Recipient, Recipient];
    const asked = (await guestWrites(r, { text: 'Is a scan fine?', itemId: s.checklist.items[0]!.id })).body.message;
    const answered = (await ownerWrites(s, r, { text: 'Yes.' })).body.message;
    const exported = await suite.api.get<AccountExport>('/api/user/export-data', s.owner.token);
    expect(exported.status).toBe(200);
    const shares = exported.body.checklists.find((c) => c.id === s.checklist.id)!.shares;
    expect(shares.find((x) => x.id === r.shareId)!.messages).toEqual(
      [asked, answered].map((m) => ({ author: m.author, text: m.text, itemId: m.itemId, createdAt: m.createdAt })),
    );
    expect(shares.find((x) => x.id === quiet.shareId)).not.toHaveProperty('messages');
  });

  it('sends message.created webhooks with the text', async () => {
    const receiver = await new Receiver().listen();
    try {
      const s = await sharedChecklist(suite.api, suite.server, 1);
      const [r] = s.recipients as [Recipient];
      await addWebhook(suite.api, s.owner.token, receiver.url, ['message.created']);
      const message = (await guestWrites(r, { text: 'Meant for you', itemId: s.checklist.items[0]!.id })).body.message;
      await receiver.waitFor((got) => got.length >= 1);
      expect(receiver.ofType('message.created').map((p) => p.data)).toEqual([
        { checklist: { id: s.checklist.id, title: s.checklist.title }, share: { id: r.shareId, recipientEmail: r.email.toLowerCase() }, message },
      ]);
    } finally {
      await receiver.stop();
    }
  });

  describe('mail', () => {
    const runMails = (at: number) => suite.server.server.app.get(MessageMailJob).run(new Date(at));
    /** Message mails to `email` so far, oldest first. */
    const mailsTo = (email: string) => readOutbox(suite.server.dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()) && m.text.includes('wrote about'));
    /** Waits until no message mail is left to send (built and sent, or built as nothing). */
    const mailQueueDrained = () =>
      waitFor(async () => Number((await suite.db.query(`SELECT count(*)::int AS n FROM mail_jobs WHERE kind = 'share-messages'`))[0].n) === 0);

    it('the other side gets at most one mail per thread per 15 minutes, with every message since the last', async () => {
      const s = await sharedChecklist(suite.api, suite.server, 1);
      const [r] = s.recipients as [Recipient];
      const t0 = Date.now() + 60 * MINUTE;

      await guestWrites(r, { text: 'First question' });
      // Two replicas' runs of the same moment at once: one mail.
      await Promise.all([runMails(t0), runMails(t0)]);
      const first = await waitFor(() => mailsTo(s.owner.email)[0]);
      await mailQueueDrained();
      expect(mailsTo(s.owner.email)).toHaveLength(1);
      expect(first.text).toContain('First question');
      expect(first.text).toContain(`/dashboard/results/${s.checklist.id}`);

      await guestWrites(r, { text: 'Second question' });
      await guestWrites(r, { text: 'Third question' });
      await runMails(t0 + 5 * MINUTE);
      await mailQueueDrained();
      expect(mailsTo(s.owner.email)).toHaveLength(1); // within 15 minutes of the last mail: held

      await runMails(t0 + 16 * MINUTE);
      const both = await waitFor(() => mailsTo(s.owner.email)[1]);
      expect(both.text).toContain('Second question');
      expect(both.text).toContain('Third question');
      expect(both.text).not.toContain('First question');
      expect(mailsTo(s.owner.email)).toHaveLength(2);

      // The owner's answer goes to the recipient, with their link; an unsubscribed recipient gets none.
      await ownerWrites(s, r, { text: 'Answer one' });
      await runMails(t0 + 17 * MINUTE);
      const toRecipient = await waitFor(() => mailsTo(r.email)[0]);
      expect(toRecipient.text).toContain('Answer one');
      expect(toRecipient.text).toContain(`/shared/${r.accessToken}`);
      const oneClick = mailHeader(toRecipient, 'List-Unsubscribe')!.replace(/^<|>$/g, '');
      expect((await suite.api.post(new URL(oneClick).pathname, { 'List-Unsubscribe': 'One-Click' })).status).toBeLessThan(300);
      await ownerWrites(s, r, { text: 'Answer two' });
      await runMails(t0 + 40 * MINUTE);
      await mailQueueDrained();
      expect(mailsTo(r.email)).toHaveLength(1);
    });

    it('owner mails carry Reply-To: the owner, unless replyToOwner is off; the owner is named "{username} ({e-mail})"', async () => {
      const s = await sharedChecklist(suite.api, suite.server, 1);
      const [r] = s.recipients as [Recipient];
      const invitation = shareMailsTo(suite.server, r.email)[0]!;
      expect(mailHeader(invitation, 'Reply-To')).toBe(s.owner.email.toLowerCase());
      expect(invitation.subject).toContain(`${s.owner.username} (${s.owner.email.toLowerCase()})`);

      const settings = await suite.api.get(`/api/user/notification-settings`, s.owner.token);
      expect(settings.body.replyToOwner).toBe(true);
      const off = await suite.api.put(`/api/user/notification-settings`, { replyToOwner: false }, s.owner.token);
      expect(off.body.settings.replyToOwner).toBe(false);
      await invitedADayAgo(suite.server, s.checklist.id);
      expect((await suite.api.post(`/api/checklist/${s.checklist.id}/shares/${r.shareId}/nudge`, {}, s.owner.token)).status).toBe(200);
      const nudge = await waitFor(() => readOutbox(suite.server.dataDir).find((m) => m.to.toLowerCase().includes(r.email.toLowerCase()) && /nudge/i.test(m.text)));
      expect(mailHeader(nudge, 'Reply-To')).toBeUndefined();
      expect(nudge.text).toContain(`${s.owner.username} (${s.owner.email.toLowerCase()})`);
    });
  });
});

