import { CHECKLIST_MESSAGES, WORKFLOW_MESSAGES, type ChecklistSummary } from '@ticklist/contracts';
import { closedDayInWords } from '../../server/src/modules/checklists/checklist-closed';
import { REMINDER_MAIL_KIND } from '../../server/src/modules/follow-up/follow-up-mail.service';
import { MailQueueService } from '../../server/src/modules/mail/mail-queue.service';
import { registerOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { DAY, MINUTE, followUpMailsTo, runReminders, sharedChecklist, clockedServer } from './support/follow-up';
import { expectErrorBody } from './support/http';
import { guestEmail, guestRespond, guestView } from './support/sharing';

/** Close and reopen (issue 19): read-only for recipients, no reminders or nudges, idempotent. */
describe('closing a checklist', () => {
  const t = clockedServer();

  const closedMessage = (closedAt: string) => WORKFLOW_MESSAGES.checklistClosed(closedDayInWords(new Date(closedAt)));
  /** On the owner's own routes the message addresses them (issue 44). */
  const youClosed = (closedAt: string) => WORKFLOW_MESSAGES.youClosed(closedDayInWords(new Date(closedAt)));

  it('closes and reopens, idempotently; closedAt shows on every summary, the edit view and the guest view', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 1);
    expect(checklist.closedAt).toBeNull();
    const at = Math.floor(Date.now() / MINUTE) * MINUTE;
    t.clock.set(at);

    const closed = await t.api.post<ChecklistSummary>(`/api/checklist/${checklist.id}/close`, undefined, owner.token);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ id: checklist.id, closedAt: new Date(at).toISOString() });
    expect(closed.body.items.map((i) => i.id)).toEqual(checklist.items.map((i) => i.id));
    t.clock.set(at + DAY);
    const again = await t.api.post<ChecklistSummary>(`/api/checklist/${checklist.id}/close`, undefined, owner.token);
    expect(again.status).toBe(200);
    expect(again.body.closedAt).toBe(new Date(at).toISOString()); // the first closing moment stays

    const edit = await t.api.get<ChecklistSummary>(`/api/checklist/${checklist.id}/edit`, owner.token);
    expect(edit.body.closedAt).toBe(new Date(at).toISOString());
    const view = await guestView(t.api, recipients[0]!.accessToken);
    expect(view.status).toBe(200);
    expect(view.body.share.checklist.closedAt).toBe(new Date(at).toISOString());

    const reopened = await t.api.post<ChecklistSummary>(`/api/checklist/${checklist.id}/reopen`, undefined, owner.token);
    expect(reopened.status).toBe(200);
    expect(reopened.body.closedAt).toBeNull();
    expect((await t.api.post(`/api/checklist/${checklist.id}/reopen`, undefined, owner.token)).body.closedAt).toBeNull();
    expect((await guestView(t.api, recipients[0]!.accessToken)).body.share.checklist.closedAt).toBeNull();
    const update = await t.api.put<ChecklistSummary>(`/api/checklist/${checklist.id}/update`, { title: 'Renamed', items: checklist.items }, owner.token);
    expect(update.body.closedAt).toBeNull();
  });

  it('a guest save on a closed checklist is a 409 that says when, and writes nothing; after reopening it saves', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 2);
    const [a, b] = recipients;
    const item = checklist.items[0]!.id;
    const closed = await t.api.post<ChecklistSummary>(`/api/checklist/${checklist.id}/close`, undefined, owner.token);

    // Several saves at once go through the batch statement: every one is refused.
    const saves = await Promise.all([
      guestRespond(t.api, a!.accessToken, item, 'complete', true),
      guestRespond(t.api, b!.accessToken, item, 'complete', true),
      guestRespond(t.api, a!.accessToken, checklist.items[1]!.id, 'complete', true),
      guestRespond(t.api, b!.accessToken, item, 'notes', 'hello'),
    ]);
    for (const res of saves) {
      expect(res.status).toBe(409);
      expectErrorBody(res.body);
      expect(res.body).toEqual({ message: closedMessage(closed.body.closedAt!) });
    }
    const view = await guestView(t.api, a!.accessToken);
    expect(view.body.share.checklist.items.every((i) => i.response === null)).toBe(true);
    // An unknown item is still a 404 for an unknown link, not a 409.
    expect((await guestRespond(t.api, 'A'.repeat(43), item, 'complete', true)).status).toBe(404);

    await t.api.post(`/api/checklist/${checklist.id}/reopen`, undefined, owner.token);
    expect((await guestRespond(t.api, a!.accessToken, item, 'complete', true)).status).toBe(200);
  });

  it('sharing a closed checklist is a 409; no reminders and no nudges while closed', async () => {
    const due = Math.floor((Date.now() + 3 * DAY) / MINUTE) * MINUTE;
    const { owner, checklist, recipients } = await sharedChecklist(t.api, t.server, 1, { dueAt: new Date(due).toISOString() });
    const r = recipients[0]!;
    const closed = await t.api.post<ChecklistSummary>(`/api/checklist/${checklist.id}/close`, undefined, owner.token);

    const share = await t.api.post(`/api/checklist/${checklist.id}/share`, { emails: [guestEmail('late')] }, owner.token);
    expect(share.status).toBe(409);
    expect(share.body).toEqual({ message: youClosed(closed.body.closedAt!) });

    for (const at of [due - DAY, due, due + 2 * DAY]) {
      t.clock.set(at);
      await runReminders(t.server, at);
    }
    expect(followUpMailsTo(t.server, r.email)).toHaveLength(0);

    const one = await t.api.post(`/api/checklist/${checklist.id}/shares/${r.shareId}/nudge`, {}, owner.token);
    expect(one.status).toBe(409);
    expect(one.body).toEqual({ message: youClosed(closed.body.closedAt!) });
    const all = await t.api.post(`/api/checklist/${checklist.id}/nudge`, {}, owner.token);
    expect(all.status).toBe(409);
    expect(all.body).toEqual({ message: youClosed(closed.body.closedAt!) });
    // A reminder queued before the close and retried after it (the mail server was down) is not sent.
    const queue = t.server.server.app.get(MailQueueService);
    expect(await queue.enqueueAndTry(REMINDER_MAIL_KIND, { shareId: r.shareId }, 5_000)).toBe(true);
    expect(followUpMailsTo(t.server, r.email)).toHaveLength(0);

    // Reopened: the reminder that is due goes out again.
    await t.api.post(`/api/checklist/${checklist.id}/reopen`, undefined, owner.token);
    t.clock.set(due + 2 * DAY + MINUTE);
    await runReminders(t.server, due + 2 * DAY + MINUTE);
    expect(followUpMailsTo(t.server, r.email).length).toBeGreaterThan(0);
  });

  it("another owner's or an unknown checklist is a 404", async () => {
    const owner = await registerOwner(t.api, t.server);
    const other = await registerOwner(t.api, t.server);
    const mine = await createChecklist(t.api, owner.token);
    for (const action of ['close', 'reopen']) {
      for (const path of [`/api/checklist/${mine.id}/${action}`, `/api/checklist/00000000-0000-4000-8000-000000000000/${action}`]) {
        const res = await t.api.post(path, undefined, other.token);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: CHECKLIST_MESSAGES.notFound });
      }
    }
    expect((await t.api.get<ChecklistSummary>(`/api/checklist/${mine.id}/edit`, owner.token)).body.closedAt).toBeNull();
  });
});
