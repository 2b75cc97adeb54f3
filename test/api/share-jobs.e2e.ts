import { CHECKLIST_MESSAGES, SHARING_MESSAGES, type ShareJob, type ShareJobEvent, type ShareJobResponse } from '@ticklist/contracts';
import { RateLimitService } from '../../server/src/common/rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../../server/src/common/rate-limit/rate-limit.policies';
import { registerOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { invitedADayAgo } from './support/follow-up';
import { Api, expectErrorBody } from './support/http';
import { closeAllSockets, watchChecklist } from './support/realtime';
import { guestEmail, ownerWithChecklist, shareChecklist, shareMailsTo } from './support/sharing';
import { readOutbox, startTestServer, useTestServer, type TestServer } from './support/test-server';
import { DataSource } from 'typeorm';
import { waitFor } from '../kit';

const shareCount = async (db: DataSource, checklistId: string): Promise<number> =>
  (await db.query(`SELECT count(*)::int AS n FROM shares WHERE checklist_id = $1`, [checklistId]))[0].n;

const jobsRoute = (checklistId: string) => `/api/checklist/${checklistId}/share-jobs`;

/** Polls the job until it is done (the answer is validated against the OpenAPI document each time). */
async function finished(api: Api, token: string, checklistId: string, jobId: string, timeoutMs = 60_000): Promise<ShareJob> {
  let job: ShareJob | undefined;
  await waitFor(
    async () => {
      const res = await api.get<ShareJobResponse>(`${jobsRoute(checklistId)}/${jobId}`, token);
      job = res.body.job;
      return res.status === 200 && job.status === 'done';
    },
    { timeoutMs, intervalMs: 100, describe: () => `job still ${JSON.stringify(job)}` },
  );
  return job!;
}

const everyOnce = (counts: Map<string, number>, emails: string[]) => emails.every((email) => (counts.get(email) ?? 0) >= 1);

/** Share invitations in the outbox, counted per recipient address. */
function invitationsPerAddress(server: Pick<TestServer, 'dataDir'>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of readOutbox(server.dataDir)) {
    if (!mail.links.some((l) => /\/shared\//.test(l))) continue;
    const to = mail.to.toLowerCase();
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

describe('share jobs', () => {
  const t = useTestServer();
  afterEach(() => closeAllSockets());

  it('answers 202 at once; progress arrives as share:job; the summary counts each address once, with its reason', async () => {
    const { owner, checklist } = await ownerWithChecklist(t, 'Security checklist');
    const revokedAddress = guestEmail('revoked');
    const [revokedShare] = (await shareChecklist(t.api, owner.token, checklist.id, [revokedAddress])).shares!;
    expect((await t.api.post(`/api/checklist/${checklist.id}/shares/${revokedShare!.id}/revoke`, {}, owner.token)).status).toBe(200);

    const fresh = Array.from({ length: 120 }, () => guestEmail('job'));
    const emails = [...fresh, 'not an address', owner.email.toUpperCase(), `<${fresh[0]!.toUpperCase()}>`, revokedAddress];
    const events: ShareJobEvent[] = [];
    await watchChecklist(t.server.url, owner.token, checklist.id, (socket) => socket.on('share:job', (event) => events.push(event)));

    const res = await t.api.post<ShareJobResponse>(jobsRoute(checklist.id), { emails }, owner.token);
    expect(res.status).toBe(202);
    expect(res.body.job).toMatchObject({ status: 'queued', total: emails.length, sent: 0, refused: 2, skipped: 1 });

    const job = await finished(t.api, owner.token, checklist.id, res.body.job.id);
    expect(job).toMatchObject({
      id: res.body.job.id,
      status: 'done',
      total: 124,
      sent: 120,
      skipped: 2,
      refused: 2,
      reasons: { invalid: 1, own_address: 1, duplicate: 1, revoked: 1 },
      finishedAt: expect.any(String),
    });
    // Pushed as it went: the job as made, at least one step before the end, and the summary last.
    await waitFor(() => events.at(-1)?.job.status === 'done', { timeoutMs: 5_000, describe: () => JSON.stringify(events.at(-1)) });
    expect(events.every((e) => e.checklistId === checklist.id && e.job.id === job.id)).toBe(true);
    expect(events.some((e) => e.job.status === 'running' && e.job.sent > 0 && e.job.sent < 120)).toBe(true);
    expect(events.at(-1)!.job).toEqual(job);
    const sents = events.map((e) => e.job.sent);
    expect([...sents].sort((a, b) => a - b)).toEqual(sents);

    // Each address got its one invitation; the revoked one, the owner and the invalid entry none.
    // (The outbox is read once a poll: this test runs in the server's process.)
    await waitFor(() => everyOnce(invitationsPerAddress(t.server), fresh), { timeoutMs: 20_000, intervalMs: 250, describe: () => 'invitations' });
    const counts = invitationsPerAddress(t.server);
    expect(fresh.filter((email) => counts.get(email) !== 1)).toEqual([]);
    expect(counts.get(revokedAddress)).toBe(1);
    expect(await shareCount(t.db, checklist.id)).toBe(121);
  });

  it('takes a CSV file, one address a line (a header line and quoted fields as a spreadsheet writes them)', async () => {
    const { owner, checklist } = await ownerWithChecklist(t);
    const a = guestEmail('csv');
    const b = guestEmail('csv');
    const csv = `\uFEFFemail\r\n${a}\r\n"""Okafor, Ngozi"" <${b}>"\r\n\r\nbroken@\r\n`;
    const res = await t.api.request<ShareJobResponse>('POST', jobsRoute(checklist.id), { rawBody: csv, headers: { 'content-type': 'text/csv' }, token: owner.token });
    expect(res.status).toBe(202);
    expect(res.body.job).toMatchObject({ total: 3, refused: 1 });
    const job = await finished(t.api, owner.token, checklist.id, res.body.job.id);
    expect(job).toMatchObject({ sent: 2, skipped: 0, refused: 1, reasons: { invalid: 1, own_address: 0, duplicate: 0, revoked: 0 } });
    await waitFor(() => shareMailsTo(t.server, a).length === 1 && shareMailsTo(t.server, b).length === 1, { timeoutMs: 10_000, describe: () => 'csv invitations' });
    // Other routes still refuse a CSV body.
    const share = await t.api.request('POST', `/api/checklist/${checklist.id}/share`, { rawBody: csv, headers: { 'content-type': 'text/csv' }, token: owner.token });
    expect(share.status).toBe(415);
  });

  it('refuses only the list itself: missing, empty, not a list, over 20,000 entries (422 keyed emails); a list of 20,000 is taken', async () => {
    const { owner, checklist } = await ownerWithChecklist(t);
    for (const body of [{}, { emails: [] }, { emails: 'a@example.com' }, { emails: Array.from({ length: 20_001 }, (_, i) => `x${i}@example.com`) }]) {
      const res = await t.api.post(jobsRoute(checklist.id), body, owner.token);
      expect(res.status).toBe(422);
      expectErrorBody(res.body);
      expect(Object.keys(res.body.errors)).toEqual(['emails']);
    }
    // 20,000 entries, all but one invalid: nothing to mail, done at once.
    const emails = [...Array.from({ length: 19_999 }, (_, i) => `not-an-address-${i}`), owner.email];
    const res = await t.api.post<ShareJobResponse>(jobsRoute(checklist.id), { emails }, owner.token);
    expect(res.status).toBe(202);
    expect(res.body.job).toMatchObject({ status: 'done', total: 20_000, sent: 0, refused: 20_000, reasons: { invalid: 19_999, own_address: 1 } });
  });

  it('another owner\'s checklist or job is 404; an unverified owner is 403; a closed checklist 409', async () => {
    const { owner, checklist } = await ownerWithChecklist(t);
    const other = await ownerWithChecklist(t);
    const started = await t.api.post<ShareJobResponse>(jobsRoute(checklist.id), { emails: [guestEmail()] }, owner.token);
    expect(started.status).toBe(202);
    const jobId = started.body.job.id;

    const theirs = await t.api.post(jobsRoute(checklist.id), { emails: [guestEmail()] }, other.owner.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: CHECKLIST_MESSAGES.notFound });
    expect((await t.api.get(`${jobsRoute(checklist.id)}/${jobId}`, other.owner.token)).status).toBe(404);
    // Their own checklist's path with my job's id: still not found.
    expect((await t.api.get(`${jobsRoute(other.checklist.id)}/${jobId}`, other.owner.token)).status).toBe(404);
    expect((await t.api.get(`${jobsRoute(checklist.id)}/not-a-uuid`, owner.token)).status).toBe(404);

    const unverified = await registerOwner(t.api, t.server);
    const own = await createChecklist(t.api, unverified.token);
    const refused = await t.api.post(jobsRoute(own.id), { emails: [guestEmail()] }, unverified.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: SHARING_MESSAGES.unverifiedOwner });

    expect((await t.api.post(`/api/checklist/${other.checklist.id}/close`, {}, other.owner.token)).status).toBe(200);
    expect((await t.api.post(jobsRoute(other.checklist.id), { emails: [guestEmail()] }, other.owner.token)).status).toBe(409);
    await finished(t.api, owner.token, checklist.id, jobId);
  });
});

describe('the mail budget: 50,000 mails a day per owner', () => {
  const t = useTestServer({ rateLimit: true });

  it('a share job, a share and a nudge over the budget are 429 with Retry-After and do nothing; within it they go', async () => {
    const { owner, checklist } = await ownerWithChecklist(t);
    // The owner has already sent 49,990 mails today.
    await t.server.server.app.get(RateLimitService).spend(RATE_LIMITS.mailsPerOwnerPerDay, owner.user.id, 49_990);

    const eleven = Array.from({ length: 11 }, () => guestEmail('budget'));
    const job = await t.api.post(jobsRoute(checklist.id), { emails: eleven }, owner.token);
    expect(job.status).toBe(429);
    expectErrorBody(job.body);
    expect(Number(job.headers.get('retry-after'))).toBeGreaterThan(3_600);
    const share = await t.api.post(`/api/checklist/${checklist.id}/share`, { emails: eleven }, owner.token);
    expect(share.status).toBe(429);
    expect(await shareCount(t.db, checklist.id)).toBe(0);

    // Ten fit: invalid entries and repeats spend nothing.
    const ten = [...eleven.slice(0, 10), eleven[0]!, 'nobody'];
    const within = await t.api.post<ShareJobResponse>(jobsRoute(checklist.id), { emails: ten }, owner.token);
    expect(within.status).toBe(202);
    expect((await finished(t.api, owner.token, checklist.id, within.body.job.id)).sent).toBe(10);
    await invitedADayAgo(t.server, checklist.id);
    const nudge = await t.api.post(`/api/checklist/${checklist.id}/nudge`, {}, owner.token);
    expect(nudge.status).toBe(429);
    expectErrorBody(nudge.body);
  });
});

describe('a share job across a server restart', () => {
  // A database of its own: no other suite's server may take the job while this one is down.
  const env = { DATABASE_URL: '' };
  let server: TestServer | undefined;
  afterAll(() => server?.stop());

  it('resumes where it stopped, and no address is shared or mailed twice', async () => {
    server = await startTestServer({ env });
    const dataDir = server.dataDir;
    let api = new Api(server.url);
    const { owner, checklist } = await ownerWithChecklist({ api, server }, 'Restarted');
    const emails = Array.from({ length: 150 }, () => guestEmail('restart'));
    const res = await api.post<ShareJobResponse>(jobsRoute(checklist.id), { emails }, owner.token);
    expect(res.status).toBe(202);
    const jobId = res.body.job.id;

    // Mid-job: some addresses done, not all.
    let seen: ShareJob | undefined;
    await waitFor(
      async () => {
        seen = (await api.get<ShareJobResponse>(`${jobsRoute(checklist.id)}/${jobId}`, owner.token)).body.job;
        return seen.sent > 0;
      },
      { timeoutMs: 30_000, intervalMs: 20, describe: () => JSON.stringify(seen) },
    );
    await server.server.close();
    const stoppedAt = (await readJob(dataDir, async (again) => {
      api = new Api(again.url);
      return (await api.get<ShareJobResponse>(`${jobsRoute(checklist.id)}/${jobId}`, owner.token)).body.job;
    })) as ShareJob;
    expect(stoppedAt.sent).toBeLessThan(150);

    const job = await finished(api, owner.token, checklist.id, jobId);
    expect(job).toMatchObject({ status: 'done', total: 150, sent: 150, skipped: 0, refused: 0 });
    await waitFor(() => everyOnce(invitationsPerAddress(server!), emails), { timeoutMs: 30_000, intervalMs: 250, describe: () => 'every invitation' });
    const counts = invitationsPerAddress(server);
    expect(emails.filter((e) => counts.get(e) !== 1)).toEqual([]);
    expect(await shareCount(server.server.app.get(DataSource), checklist.id)).toBe(150);

    /** Starts the server again on the same data folder and reads the job right away. */
    async function readJob(dir: string, read: (again: TestServer) => Promise<ShareJob>): Promise<ShareJob> {
      server = await startTestServer({ env, dataDir: dir });
      return read(server);
    }
  }, 120_000);
});
