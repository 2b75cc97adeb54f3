import { DataSource } from 'typeorm';
import {
  RECIPIENT_MESSAGES,
  SHARING_MESSAGES,
  type ChecklistSummary,
  type ShareActivityEvent,
  type ShareActivityPage,
  type ShareControlResponse,
  type ShareDeliveryEvent,
} from '@ticklist/contracts';
import { MAX_ATTEMPTS, MailQueueService } from '../../server/src/modules/mail/mail-queue.service';
import { PLAIN_MAIL_ERRORS } from '../../server/src/modules/mail/plain-mail-error';
import { registerOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { SmtpSink } from './support/hostile-smtp';
import { Api } from './support/http';
import { closeAllSockets, connect, emitAck } from './support/realtime';
import { guestEmail } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';
import { waitFor } from '../kit';

/** The invitation's delivery state (issue 18) through a mail server that refuses one address. */
describe('recipients: delivery status', () => {
  let sink: SmtpSink;
  let server: TestServer;
  let api: Api;
  let db: DataSource;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    server = await startTestServer({ env: { SMTP_URL: sink.url } });
    api = new Api(server.url);
    db = server.server.app.get(DataSource);
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
  });

  /** Verification mails go to the sink: the owner is marked verified directly. */
  async function verifiedOwner() {
    const owner = await registerOwner(api, server);
    await db.query('UPDATE users SET email_validated = true WHERE id = $1', [owner.user.id]);
    return owner;
  }

  const shareOf = async (token: string, checklistId: string, email: string) =>
    (await api.get<ChecklistSummary>(`/api/checklist/${checklistId}/edit`, token)).body.shares.find((s) => s.recipientUser.email === email)!;

  it('a refused address shows Failed in plain words, live; after the server accepts it, Resend makes it Sent', async () => {
    const owner = await verifiedOwner();
    const checklist = await createChecklist(api, owner.token, { title: 'Delivery check' });
    const socket = await connect(server.url, { token: owner.token });
    const delivery: ShareDeliveryEvent[] = [];
    const activity: ShareActivityEvent[] = [];
    socket.on('share:delivery', (e) => delivery.push(e));
    socket.on('share:activity', (e) => activity.push(e));
    expect(await emitAck(socket, 'checklist:subscribe', { checklistId: checklist.id })).toEqual({ ok: true });
    const [refused, fine] = [guestEmail('refused'), guestEmail('fine')];
    sink.refuse(refused);

    const shared = await api.post(`/api/checklist/${checklist.id}/share`, { emails: [refused, fine] }, owner.token);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ message: SHARING_MESSAGES.shared(2), email_warnings: [SHARING_MESSAGES.warningSendFailed(refused)] });

    const failed = await shareOf(owner.token, checklist.id, refused);
    const sent = await shareOf(owner.token, checklist.id, fine);
    expect(failed.delivery).toEqual({ status: 'failed', at: expect.any(String), error: PLAIN_MAIL_ERRORS.addressRefused });
    expect(sent.delivery).toEqual({ status: 'sent', at: expect.any(String) });
    // Nothing of the SMTP reply ('550 5.1.1 mailbox unavailable (relay secret-internal-host)') reaches the owner.
    // Not /550/: a random id or a timestamp may hold those digits.
    expect(JSON.stringify(failed)).not.toMatch(/5\.1\.1|mailbox unavailable|secret-internal-host/);

    // Live: queued then failed for one, queued then sent for the other, and the failure on the timeline.
    await waitFor(() => delivery.length >= 4 && activity.length >= 1, { describe: () => JSON.stringify({ delivery, activity }) });
    const statuses = (shareId: string) => delivery.filter((e) => e.shareId === shareId).map((e) => e.delivery.status);
    expect(statuses(failed.id)).toEqual(['queued', 'failed']);
    expect(statuses(sent.id)).toEqual(['queued', 'sent']);
    expect(delivery.find((e) => e.shareId === failed.id && e.delivery.status === 'failed')).toEqual({
      checklistId: checklist.id,
      shareId: failed.id,
      delivery: failed.delivery,
    });
    expect(activity).toEqual([{ checklistId: checklist.id, shareId: failed.id, entry: { id: expect.any(String), kind: 'invitation_failed', at: failed.delivery!.at } }]);
    const timeline = await api.get<ShareActivityPage>(`/api/checklist/${checklist.id}/shares/${failed.id}/activity`, owner.token);
    expect(timeline.body.entries).toEqual([activity[0]!.entry]);

    // The server accepts the address again: Resend sends it.
    sink.accept(refused);
    delivery.length = 0;
    const resent = await api.post<ShareControlResponse>(`/api/checklist/${checklist.id}/shares/${failed.id}/resend`, undefined, owner.token);
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe(RECIPIENT_MESSAGES.resent);
    expect(resent.body.share.delivery).toEqual({ status: 'sent', at: expect.any(String) });
    await sink.waitFor(refused, /\/shared\//);
    await waitFor(() => delivery.length >= 2, { describe: () => JSON.stringify(delivery) });
    expect(delivery.map((e) => e.delivery.status)).toEqual(['queued', 'sent']);

    // The first invitation's job, retried and sent now, changes nothing: the newest job's outcome counts.
    const queue = server.server.app.get(MailQueueService);
    await db.query(`UPDATE mail_jobs SET next_attempt_at = now() WHERE payload->>'shareId' = $1`, [failed.id]);
    await queue.retryDue();
    expect((await shareOf(owner.token, checklist.id, refused)).delivery).toEqual(resent.body.share.delivery);
  });

  it('a mail that used up its retries stays failed, with its job kept', async () => {
    const owner = await verifiedOwner();
    const checklist = await createChecklist(api, owner.token, { title: 'Retries' });
    const email = guestEmail('gives-up');
    sink.refuse(email);
    expect((await api.post(`/api/checklist/${checklist.id}/share`, { emails: [email] }, owner.token)).status).toBe(200);
    const share = await shareOf(owner.token, checklist.id, email);
    expect(share.delivery?.status).toBe('failed');

    await db.query(`UPDATE mail_jobs SET attempts = $2, next_attempt_at = now() WHERE payload->>'shareId' = $1`, [share.id, MAX_ATTEMPTS - 1]);
    await server.server.app.get(MailQueueService).retryDue();
    const jobs: { status: string }[] = await db.query(`SELECT status FROM mail_jobs WHERE payload->>'shareId' = $1`, [share.id]);
    expect(jobs).toEqual([{ status: 'failed' }]);
    const after = await shareOf(owner.token, checklist.id, email);
    expect(after.delivery).toEqual({ status: 'failed', at: expect.any(String), error: PLAIN_MAIL_ERRORS.addressRefused });
    // One failure on the timeline however many attempts failed.
    const timeline = await api.get<ShareActivityPage>(`/api/checklist/${checklist.id}/shares/${share.id}/activity`, owner.token);
    expect(timeline.body.entries.map((e) => e.kind)).toEqual(['invitation_failed']);
  });
});
