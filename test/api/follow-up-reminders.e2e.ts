import { AUTH_MESSAGES, FOLLOW_UP_MESSAGES as M, SHARING_MESSAGES, type ChecklistDetailResponse, type ChecklistPage } from '@ticklist/contracts';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { waitFor } from '../kit';
import { DAY, HOUR, MINUTE, completeAll, followUpMailsTo, mailHeader, ownerShare, runReminders, sharedChecklist, controlClock, clockedServer } from './support/follow-up';
import { Api } from './support/http';
import { connect, emitAck } from './support/realtime';
import { guestRespond } from './support/sharing';
import { readOutbox, startTestServer, type TestServer } from './support/test-server';

/**
 * The reminder job and nudges, driven by the app's clock (issue 17). Each test looks only at its
 * own recipients: a run of the job sees every share in the database.
 */
describe('follow-through: reminders and nudges', () => {
  const t = clockedServer();

  /** A due moment a few days ahead, on a whole minute. */
  const dueIn = (days: number) => Math.floor((Date.now() + days * DAY) / MINUTE) * MINUTE;

  it('fires the rules at their moments: a day before, at the due moment, then every 2 days, 3 times, never twice', async () => {
    const due = dueIn(3);
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 1, { dueAt: new Date(due).toISOString() });
    const r = recipients[0]!;
    const sentAt = async (at: number) => {
      t.clock.set(at);
      await runReminders(t.server, at);
      return followUpMailsTo(t.server, r.email).length;
    };
    expect(await sentAt(due - DAY - MINUTE)).toBe(0);
    expect(await sentAt(due - DAY)).toBe(1);
    expect(await sentAt(due - DAY + HOUR)).toBe(1);
    expect(await sentAt(due - MINUTE)).toBe(1);
    expect(await sentAt(due)).toBe(2);
    expect(await sentAt(due + DAY)).toBe(2);
    expect(await sentAt(due + 2 * DAY)).toBe(3);
    expect(await sentAt(due + 4 * DAY)).toBe(4);
    expect(await sentAt(due + 30 * DAY)).toBe(4);
    const share = await ownerShare(t.api, owner, checklist.id, r.shareId);
    expect(share).toMatchObject({ remindersSent: 4, lastRemindedAt: new Date(due + 4 * DAY).toISOString() });

    const [first, , second] = followUpMailsTo(t.server, r.email);
    expect(mailHeader(first!, 'Subject')).toBe(M.reminderSubject(checklist.title));
    expect(first!.text).toContain('0 of 3 done');
    expect(first!.text).toContain('Due ');
    expect(second!.text).toContain('Overdue since ');
  });

  it('a reminder missed while every process was down goes out once, and the ledger holds across a restart', async () => {
    const due = dueIn(2);
    const { recipients } = await sharedChecklist(t.api, t.server, 1, { dueAt: new Date(due).toISOString() });
    const r = recipients[0]!;
    // Nothing ran for a week: one run sends one reminder (the latest slot), not one per missed slot.
    t.clock.set(due + 7 * DAY);
    await runReminders(t.server, due + 7 * DAY);
    expect(followUpMailsTo(t.server, r.email)).toHaveLength(1);
    // Two runs at once (two replicas on one database) and a later one: still one.
    await Promise.all([runReminders(t.server, due + 7 * DAY + MINUTE), runReminders(t.server, due + 7 * DAY + MINUTE)]);
    await runReminders(t.server, due + 8 * DAY);
    expect(followUpMailsTo(t.server, r.email)).toHaveLength(1);
  });

  it('stops when the recipient completes every item, and respects the quiet 20 hours', async () => {
    const due = dueIn(2);
    const { checklist, recipients } = await sharedChecklist(t.api, t.server, 2, { dueAt: new Date(due).toISOString(), reminders: { beforeDueDays: 1, overdueEveryDays: 1, overdueMax: 5 } });
    const [done, pending] = recipients as [(typeof recipients)[0], (typeof recipients)[0]];
    await completeAll(t.api, checklist, done);
    const run = async (at: number) => {
      t.clock.set(at);
      await runReminders(t.server, at);
      return [followUpMailsTo(t.server, done.email).length, followUpMailsTo(t.server, pending.email).length];
    };
    // The 'before' reminder went out late (10 h after its moment): the due moment's one waits 20 h after it.
    expect(await run(due - DAY + 10 * HOUR)).toEqual([0, 1]);
    expect(await run(due)).toEqual([0, 1]);
    expect(await run(due + 6 * HOUR - MINUTE)).toEqual([0, 1]);
    expect(await run(due + 6 * HOUR)).toEqual([0, 2]);
    // Ticking the last items before the next slot stops the reminders.
    for (const item of checklist.items) await guestRespond(t.api, pending.accessToken, item.id, 'complete', true);
    expect(await run(due + 3 * DAY)).toEqual([0, 2]);
  });

  it('an unsubscribed recipient or one whose share notifications are off gets no reminder', async () => {
    const due = dueIn(2);
    const { recipients } = await sharedChecklist(t.api, t.server, 1, { dueAt: new Date(due).toISOString() });
    const r = recipients[0]!;
    // One-click unsubscribe from the invitation, as a mail client does it (RFC 8058).
    const invitation = readOutbox(t.server.dataDir).find((m) => m.to.includes(r.email))!;
    expect(mailHeader(invitation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(http:\/\/[^>]+\/api\/user\/email\/unsubscribe\/[A-Za-z0-9_-]+)>$/.exec(mailHeader(invitation, 'List-Unsubscribe')!)![1]!;
    const res = await t.api.request('POST', new URL(oneClick).pathname, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.unsubscribed });
    // Share notifications off: the other recipient gets none either.
    const other = await sharedChecklist(t.api, t.server, 1, { dueAt: new Date(due).toISOString() });
    await t.server.server.app.get(DataSource).query(`UPDATE users SET share_notifications = false WHERE email = $1`, [other.recipients[0]!.email]);
    t.clock.set(due);
    await runReminders(t.server, due);
    expect(followUpMailsTo(t.server, r.email)).toHaveLength(0);
    expect(followUpMailsTo(t.server, other.recipients[0]!.email)).toHaveLength(0);
    const nudge = await t.api.post(`/api/checklist/${other.checklist.id}/shares/${other.recipients[0]!.shareId}/nudge`, {}, other.owner.token);
    expect(nudge.status).toBe(409);
    expect(nudge.body).toEqual({ message: M.nudgeNoMail });
  });

  it('nudge: a mail with the owner\'s line, then 409 with retryAt (a product rule, not a rate limit: no Retry-After, no RateLimit headers), 409 once done', async () => {
    const now = Date.now();
    t.clock.set(now - DAY); // invited a day ago: the invitation counts as a nudge
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 2);
    const [a, b] = recipients as [(typeof recipients)[0], (typeof recipients)[0]];
    t.clock.set(now);
    const path = `/api/checklist/${checklist.id}/shares/${a.shareId}/nudge`;
    const sent = await t.api.post(path, { message: 'Could you\nfinish   this?' }, owner.token);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ message: M.nudgeSent(a.email), share: { id: a.shareId, remindersSent: 1, lastRemindedAt: new Date(now).toISOString() } });
    expect(sent.body.share.nextNudgeAt).toBe(new Date(now + 24 * HOUR).toISOString());
    const mail = followUpMailsTo(t.server, a.email)[0]!;
    // The owner is named by their username beside the address (issue 44).
    expect(mail.text).toContain(M.mailNudgeIntro(SHARING_MESSAGES.ownerNamed(owner.email, owner.username), checklist.title));
    // The kit decodes quoted-printable bytes one by one: compare the ASCII parts of the owner's line.
    expect(mail.text).toContain(`${SHARING_MESSAGES.ownerNamed(owner.email, owner.username)} writes: `);
    expect(mail.text).toContain('Could you finish this?');
    expect(mail.text).toContain('0 of 3 done');
    expect(mail.text).toMatch(/Content-Type: text\/plain/);
    expect(mail.text).toMatch(/Content-Type: text\/html/);
    expect(mail.links.some((l) => l.includes(`/shared/${a.accessToken}`))).toBe(true);
    expect(mailHeader(mail, 'List-Unsubscribe')).toMatch(/^<http:\/\/[^>]+\/api\/user\/email\/unsubscribe\/[A-Za-z0-9_-]+>$/);
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    t.clock.set(now + 23 * HOUR);
    const tooSoon = await t.api.post(path, {}, owner.token);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body).toEqual({ message: expect.any(String), retryAt: new Date(now + 24 * HOUR).toISOString() });
    expect(tooSoon.body.message.startsWith(M.nudgeTooSoon(''))).toBe(true);
    expect([...tooSoon.headers.keys()].filter((h) => /^(retry-after|ratelimit)/i.test(h))).toEqual([]);
    t.clock.set(now + 24 * HOUR);
    expect((await t.api.post(path, {}, owner.token)).status).toBe(200);

    await completeAll(t.api, checklist, b);
    const done = await t.api.post(`/api/checklist/${checklist.id}/shares/${b.shareId}/nudge`, {}, owner.token);
    expect(done.status).toBe(409);
    expect(done.body).toEqual({ message: M.nudgeNotPending });
    expect(followUpMailsTo(t.server, a.email)).toHaveLength(2);
  });

  it('the invitation counts as a nudge: nextNudgeAt a day after it went out, a nudge before then is 409 with that retryAt', async () => {
    const invited = Date.now();
    t.clock.set(invited);
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 1);
    const r = recipients[0]!;
    const next = new Date(invited + 24 * HOUR).toISOString();
    expect((await ownerShare(t.api, owner, checklist.id, r.shareId)).nextNudgeAt).toBe(next);
    // How many 'Nudge all pending' would mail now: nobody yet.
    const nudgeable = async () => (await t.api.get<ChecklistDetailResponse>(`/api/checklist/${checklist.id}`, owner.token)).body.checklist.counts.nudgeable;
    expect(await nudgeable()).toBe(0);
    t.clock.set(invited + 2 * 60_000); // two minutes after the invitation
    const path = `/api/checklist/${checklist.id}/shares/${r.shareId}/nudge`;
    const tooSoon = await t.api.post(path, {}, owner.token);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.retryAt).toBe(next);
    expect((await t.api.post(`/api/checklist/${checklist.id}/nudge`, {}, owner.token)).body).toEqual({ nudged: 0, skipped: 1 });
    t.clock.set(invited + 24 * HOUR);
    expect((await ownerShare(t.api, owner, checklist.id, r.shareId)).nextNudgeAt).toBeNull();
    expect(await nudgeable()).toBe(1);
    expect((await t.api.post(path, {}, owner.token)).status).toBe(200);
    expect(await nudgeable()).toBe(0);
    expect(followUpMailsTo(t.server, r.email)).toHaveLength(1);
  });

  it('nextNudgeAt on the list page and the share row: when the rules next allow a nudge, null once that has passed or the recipient is done', async () => {
    const now = Date.now();
    t.clock.set(now - DAY); // invited a day ago
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 2);
    const [a, b] = recipients as [(typeof recipients)[0], (typeof recipients)[0]];
    const listed = async (shareId: string) => {
      const page = await t.api.get<ChecklistPage>(`/api/checklist?q=${encodeURIComponent(checklist.title)}`, owner.token);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('application/json; charset=utf-8');
      return page.body.items.find((c) => c.id === checklist.id)!.shares.find((s) => s.id === shareId)!.nextNudgeAt;
    };
    t.clock.set(now);
    expect(await listed(a.shareId)).toBeNull(); // a day after the invitation
    for (const r of [a, b]) expect((await t.api.post(`/api/checklist/${checklist.id}/shares/${r.shareId}/nudge`, {}, owner.token)).status).toBe(200);
    const next = new Date(now + 24 * HOUR).toISOString();
    expect(await listed(a.shareId)).toBe(next);
    expect((await ownerShare(t.api, owner, checklist.id, a.shareId)).nextNudgeAt).toBe(next);

    await completeAll(t.api, checklist, b);
    expect(await listed(b.shareId)).toBeNull();
    expect((await ownerShare(t.api, owner, checklist.id, b.shareId)).nextNudgeAt).toBeNull();
    expect(await listed(a.shareId)).toBe(next);

    t.clock.set(now + 24 * HOUR - 1);
    expect(await listed(a.shareId)).toBe(next);
    t.clock.set(now + 24 * HOUR);
    expect(await listed(a.shareId)).toBeNull();
    expect((await ownerShare(t.api, owner, checklist.id, a.shareId)).nextNudgeAt).toBeNull();
  });

  it('no nudge within 20 hours of a reminder; two concurrent nudges send one', async () => {
    const due = dueIn(2);
    t.clock.set(Date.now()); // the invitations: more than a day before the nudges below
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 2, { dueAt: new Date(due).toISOString() });
    const [a, b] = recipients as [(typeof recipients)[0], (typeof recipients)[0]];
    t.clock.set(due - DAY);
    await runReminders(t.server, due - DAY);
    expect(followUpMailsTo(t.server, a.email)).toHaveLength(1);
    t.clock.set(due - DAY + 19 * HOUR);
    const res = await t.api.post(`/api/checklist/${checklist.id}/shares/${a.shareId}/nudge`, {}, owner.token);
    expect(res.status).toBe(409);
    // The next nudge: 20 hours after the reminder.
    expect(res.body.retryAt).toBe(new Date(due - DAY + 20 * HOUR).toISOString());
    expect(res.headers.get('retry-after')).toBeNull();

    t.clock.set(due - DAY + 21 * HOUR);
    const both = await Promise.all([1, 2].map(() => t.api.post(`/api/checklist/${checklist.id}/shares/${b.shareId}/nudge`, {}, owner.token)));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.retryAt).toBe(new Date(due - DAY + 21 * HOUR + 24 * HOUR).toISOString());
    expect(followUpMailsTo(t.server, b.email)).toHaveLength(2);
    expect((await ownerShare(t.api, owner, checklist.id, b.shareId)).remindersSent).toBe(2);
  });

  it('nudge all pending: counts who was nudged and who was skipped; share:reminded reaches the owner socket', async () => {
    const now = Date.now();
    t.clock.set(now - DAY); // invited a day ago
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 3);
    const [a, b, c] = recipients as [(typeof recipients)[0], (typeof recipients)[0], (typeof recipients)[0]];
    t.clock.set(now);
    await completeAll(t.api, checklist, c);
    expect((await t.api.post(`/api/checklist/${checklist.id}/shares/${b.shareId}/nudge`, {}, owner.token)).status).toBe(200);
    const socket = await connect(t.server.url, { token: owner.token });
    expect(await emitAck(socket, 'checklist:subscribe', { checklistId: checklist.id })).toEqual({ ok: true });
    const events: unknown[] = [];
    socket.on('share:reminded', (event) => events.push(event));

    t.clock.set(now + HOUR);
    const res = await t.api.post(`/api/checklist/${checklist.id}/nudge`, { message: 'Friday please' }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ nudged: 1, skipped: 1 });
    await waitFor(() => events.length === 1);
    expect(events[0]).toEqual({ checklistId: checklist.id, shareId: a.shareId, remindersSent: 1, lastRemindedAt: new Date(now + HOUR).toISOString() });
    socket.close();

    // The account export lists what was sent to each recipient.
    const exported = await t.api.get('/api/user/export-data', owner.token);
    const shares = exported.body.checklists.find((c: { id: string }) => c.id === checklist.id).shares;
    expect(shares.find((x: { id: string }) => x.id === a.shareId)).toMatchObject({ dueAt: null, reminders: [{ kind: 'nudge', sentAt: new Date(now + HOUR).toISOString() }] });
    expect(shares.find((x: { id: string }) => x.id === c.shareId).reminders).toEqual([]);
  });
});

/** Exactly once across processes: a restart on the same data, and (on PostgreSQL) two app instances on one database. */
describe('follow-through: reminders across restarts and replicas', () => {
  const dueIn = (days: number) => Math.floor((Date.now() + days * DAY) / MINUTE) * MINUTE;

  it('a restart on the same data sends no slot twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ticklist-restart-'));
    let second: TestServer | undefined;
    try {
      const a = await startTestServer({ dataDir });
      const api = new Api(a.url);
      const due = dueIn(2);
      const { recipients } = await sharedChecklist(api, a, 1, { dueAt: new Date(due).toISOString() });
      controlClock(a).set(due);
      await runReminders(a, due);
      expect(followUpMailsTo(a, recipients[0]!.email)).toHaveLength(1);
      await a.stop();

      second = await startTestServer({ dataDir });
      controlClock(second).set(due + HOUR);
      await runReminders(second, due + HOUR);
      expect(followUpMailsTo(second, recipients[0]!.email)).toHaveLength(1);
    } finally {
      await second?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  (process.env.DATABASE_URL ? it : it.skip)('two app instances on one database: each reminder is sent by one of them', async () => {
    // Processes that share a database share JWT_SECRET (the personal links are sealed with a key derived from it).
    const env = { JWT_SECRET: randomBytes(32).toString('base64') };
    const [a, b] = await Promise.all([startTestServer({ env }), startTestServer({ env })]);
    try {
      const api = new Api(a.url);
      const due = dueIn(2);
      const { recipients } = await sharedChecklist(api, a, 3, { dueAt: new Date(due).toISOString() });
      controlClock(a).set(due);
      controlClock(b).set(due);
      await Promise.all([runReminders(a, due), runReminders(b, due), runReminders(a, due), runReminders(b, due)]);
      for (const r of recipients) {
        const mails = readOutbox([a.dataDir, b.dataDir]).filter((m) => m.to.includes(r.email) && /This is a reminder about/.test(m.text));
        expect(mails).toHaveLength(1);
      }
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
