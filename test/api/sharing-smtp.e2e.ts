import { createServer, type Server, type Socket } from 'node:net';
import { DataSource } from 'typeorm';
import { SHARING_MESSAGES } from '@ticklist/contracts';
import { MailQueueService } from '../../server/src/modules/mail/mail-queue.service';
import { registerOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { Api } from './support/http';
import { guestEmail, guestView } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';
import { decodeQuotedPrintable, speakSmtp } from '../kit';

/** A port nothing listens on (taken from the OS, then released). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

async function listen(server: Server, port = 0): Promise<number> {
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return (server.address() as { port: number }).port;
}

interface Received {
  rcpt: string[];
  data: string;
}

/** Just enough SMTP for nodemailer (the kit's): records each message, accepts everything. */
function fakeSmtp(): { server: Server; messages: Received[]; sockets: Set<Socket> } {
  const messages: Received[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    speakSmtp(socket, (message) => messages.push(message), { greeting: '220 fake ESMTP', dataReply: '250 OK queued' });
  });
  return { server, messages, sockets };
}

/** The verification mail cannot arrive while SMTP is down: the owner is marked verified directly. */
async function verifiedOwner(api: Api, server: TestServer) {
  const owner = await registerOwner(api, server);
  await server.server.app.get(DataSource).query('UPDATE users SET email_validated = true WHERE id = $1', [owner.user.id]);
  return owner;
}

const sharesOf = async (db: DataSource, checklistId: string) =>
  (await db.query(`SELECT s.id, u.email FROM shares s JOIN users u ON u.id = s.recipient_id WHERE s.checklist_id = $1 ORDER BY u.email`, [
    checklistId,
  ])) as { id: string; email: string }[];

describe('sharing with the SMTP server down', () => {
  let server: TestServer;
  let api: Api;
  let db: DataSource;
  let port: number;
  let smtp: ReturnType<typeof fakeSmtp> | undefined;

  beforeAll(async () => {
    port = await closedPort();
    server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    api = new Api(server.url);
    db = server.server.app.get(DataSource);
  });
  afterAll(async () => {
    if (smtp) {
      for (const s of smtp.sockets) s.destroy();
      await new Promise((r) => smtp!.server.close(r));
    }
    await server?.stop();
  });

  it('answers 200 with email_warnings within 15 s, keeps the shares, and the queued mails go out later', async () => {
    const owner = await verifiedOwner(api, server);
    const checklist = await createChecklist(api, owner.token, { title: 'Offline invitations' });
    const [a, b] = [guestEmail('a'), guestEmail('b')];

    const started = Date.now();
    const res = await api.post(`/api/checklist/${checklist.id}/share`, { emails: [a, b] }, owner.token);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: SHARING_MESSAGES.shared(2),
      email_warnings: [SHARING_MESSAGES.warningSendFailed(a), SHARING_MESSAGES.warningSendFailed(b)],
    });
    const shares = await sharesOf(db, checklist.id);
    expect(shares.map((s) => s.email)).toEqual([a, b]);

    // The invitations wait in the queue, holding ids only (no link).
    const jobs: { kind: string; payload: { shareId: string }; attempts: number }[] = await db.query(
      `SELECT kind, payload, attempts FROM mail_jobs WHERE payload->>'shareId' = ANY($1) ORDER BY created_at`,
      [shares.map((s) => s.id)],
    );
    expect(jobs).toHaveLength(2);
    expect(jobs.every((j) => j.kind === 'share' && j.attempts === 1 && Object.keys(j.payload).join() === 'shareId')).toBe(true);

    // The SMTP server comes back: the next retry pass delivers both with working links.
    smtp = fakeSmtp();
    await listen(smtp.server, port);
    await db.query(`UPDATE mail_jobs SET next_attempt_at = now() WHERE payload->>'shareId' = ANY($1)`, [shares.map((s) => s.id)]);
    const queue = server.server.app.get(MailQueueService);
    const deadline = Date.now() + 30_000;
    const to = (email: string) => smtp!.messages.filter((m) => m.rcpt.some((r) => r.includes(email)));
    while ((to(a).length === 0 || to(b).length === 0) && Date.now() < deadline) {
      await queue.retryDue();
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const email of [a, b]) {
      expect(to(email)).toHaveLength(1);
      const message = to(email)[0]!;
      const token = /\/shared\/([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(message.data))![1]!;
      const view = await guestView(api, token);
      expect(view.status).toBe(200);
      expect(view.body.share.checklist.title).toBe('Offline invitations');
    }
    expect(await db.query(`SELECT 1 FROM mail_jobs WHERE payload->>'shareId' = ANY($1)`, [shares.map((s) => s.id)])).toEqual([]);
  });
});

describe('sharing with an SMTP server that accepts connections and never answers', () => {
  let server: TestServer;
  let api: Api;
  const sockets = new Set<Socket>();
  const blackhole = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  beforeAll(async () => {
    const port = await listen(blackhole);
    server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    api = new Api(server.url);
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => blackhole.close(r));
    await server?.stop();
  });

  it('still answers within 15 s with a warning per recipient and the shares exist', async () => {
    const owner = await verifiedOwner(api, server);
    const checklist = await createChecklist(api, owner.token);
    const emails = [guestEmail('slow1'), guestEmail('slow2'), guestEmail('slow3')];
    const started = Date.now();
    const res = await api.post(`/api/checklist/${checklist.id}/share`, { emails }, owner.token);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(res.status).toBe(200);
    expect(res.body.email_warnings).toEqual(emails.map((e) => SHARING_MESSAGES.warningSendFailed(e)));
    expect((await sharesOf(server.server.app.get(DataSource), checklist.id)).map((s) => s.email)).toEqual([...emails].sort());
  });
});
