import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_MESSAGES,
  CHECKLIST_MESSAGES,
  FOLLOW_UP_MESSAGES,
  RECIPIENT_MESSAGES,
  type ShareActivityEvent,
  type ShareActivityPage,
  type ShareLinkResponse,
  type ShareResponse,
} from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { sharedChecklist } from './support/follow-up';
import { Api, expectErrorBody } from './support/http';
import { closeAllSockets, watchChecklist } from './support/realtime';
import { guestEmail, guestSeen, guestView, shareLinkFromOutbox } from './support/sharing';
import { useTestServer } from './support/test-server';
import { freePort, spawnServer, waitFor, waitHealthy, type ServerProcess } from '../kit';

const linkPath = (checklistId: string, shareId: string) => `/api/checklist/${checklistId}/shares/${shareId}/link`;
const tokenOf = (url: string) => url.split('/shared/')[1]!;

/** Issue 42: an owner gets a recipient's personal link without an e-mail (the row's "Copy link"; share by link). */
describe('recipients: GET …/shares/{shareId}/link', () => {
  const suite = useTestServer();
  afterEach(() => closeAllSockets());

  const makeToken = async (sessionToken: string, scope: 'read' | 'write'): Promise<string> => {
    const res = await suite.api.post<{ secret: string }>('/api/user/tokens', { name: `link ${scope} ${randomBytes(3).toString('hex')}`, scope, expiresInDays: 30 }, sessionToken);
    expect(res.status).toBe(201);
    return res.body.secret;
  };

  it('answers the very link the invitation carries, which opens the guest view; each read is recorded and pushed as activity', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
    const [r] = recipients as [(typeof recipients)[0]];
    const events: ShareActivityEvent[] = [];
    await watchChecklist(suite.server.url, owner.token, checklist.id, (s) => s.on('share:activity', (e) => events.push(e)));

    const res = await suite.api.get<ShareLinkResponse>(linkPath(checklist.id, r.shareId), owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: await shareLinkFromOutbox(suite.server, r.email) });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await guestView(suite.api, tokenOf(res.body.url))).status).toBe(200);
    expect((await guestSeen(suite.api, tokenOf(res.body.url))).status).toBe(204);

    const again = await suite.api.get<ShareLinkResponse>(linkPath(checklist.id, r.shareId), owner.token);
    expect(again.body.url).toBe(res.body.url);
    const timeline = await suite.api.get<ShareActivityPage>(`/api/checklist/${checklist.id}/shares/${r.shareId}/activity`, owner.token);
    // Newest first: read, opened by the guest page, read again.
    expect(timeline.body.entries.map((e) => e.kind)).toEqual(['link_read', 'opened', 'link_read']);
    await waitFor(() => events.filter((e) => e.entry.kind === 'link_read').length === 2, { describe: () => JSON.stringify(events) });
    expect(events.filter((e) => e.entry.kind === 'link_read').map((e) => e.shareId)).toEqual([r.shareId, r.shareId]);
  });

  it('shares made with notify: false are reached through their links alone', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const checklist = await createChecklist(suite.api, owner.token, { title: 'By link' });
    const shared = await suite.api.post<ShareResponse>(`/api/checklist/${checklist.id}/share`, { emails: [guestEmail('bylink')], notify: false }, owner.token);
    const shareId = shared.body.shares![0]!.id;
    const link = await suite.api.get<ShareLinkResponse>(linkPath(checklist.id, shareId), owner.token);
    expect(link.status).toBe(200);
    expect(link.body.url.startsWith(`${suite.server.url}/shared/`)).toBe(true);
    const view = await guestView(suite.api, tokenOf(link.body.url));
    expect(view.status).toBe(200);
    expect(view.body.share.id).toBe(shareId);
  });

  it('a write-scope token may read it; a read-scope token gets 403', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
    const shareId = recipients[0]!.shareId;
    const write = await suite.api.get<ShareLinkResponse>(linkPath(checklist.id, shareId), await makeToken(owner.token, 'write'));
    expect(write.status).toBe(200);
    expect(write.body.url).toBe(await shareLinkFromOutbox(suite.server, recipients[0]!.email));
    const read = await suite.api.get(linkPath(checklist.id, shareId), await makeToken(owner.token, 'read'));
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ message: ACCESS_TOKEN_MESSAGES.outOfScope });
    // The read-scope token still reads the checklist (GET stays read).
    expect((await suite.api.get(`/api/checklist/${checklist.id}/edit`, await makeToken(owner.token, 'read'))).status).toBe(200);
  });

  it('a revoked recipient is a 409 and nothing is recorded; renewing hands out the new link', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
    const shareId = recipients[0]!.shareId;
    expect((await suite.api.post(`/api/checklist/${checklist.id}/shares/${shareId}/revoke`, undefined, owner.token)).status).toBe(200);
    const res = await suite.api.get(linkPath(checklist.id, shareId), owner.token);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: RECIPIENT_MESSAGES.linkRevoked });
    const timeline = await suite.api.get<ShareActivityPage>(`/api/checklist/${checklist.id}/shares/${shareId}/activity`, owner.token);
    expect(timeline.body.entries.map((e) => e.kind)).toEqual(['link_revoked']);

    expect((await suite.api.post(`/api/checklist/${checklist.id}/shares/${shareId}/renew`, undefined, owner.token)).status).toBe(200);
    const renewed = await suite.api.get<ShareLinkResponse>(linkPath(checklist.id, shareId), owner.token);
    expect(renewed.status).toBe(200);
    expect(tokenOf(renewed.body.url)).not.toBe(recipients[0]!.accessToken);
    expect((await guestView(suite.api, tokenOf(renewed.body.url))).status).toBe(200);
  });

  it('a removed recipient is a 409 for its owner (404 for anyone else), and other routes on it stay 404', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
    const shareId = recipients[0]!.shareId;
    expect((await suite.api.delete(`/api/checklist/${checklist.id}/shares/${shareId}`, owner.token)).status).toBe(204);
    const removed = await suite.api.get(linkPath(checklist.id, shareId), owner.token);
    expect(removed.status).toBe(409);
    expect(removed.body).toEqual({ message: RECIPIENT_MESSAGES.linkRemoved });
    const other = await registerVerifiedOwner(suite.api, suite.server);
    const foreign = await suite.api.get(linkPath(checklist.id, shareId), other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: CHECKLIST_MESSAGES.notFound });
    // Another checklist of the same owner does not hold that share.
    const second = await createChecklist(suite.api, owner.token, { title: 'Elsewhere' });
    expect((await suite.api.get(linkPath(second.id, shareId), owner.token)).status).toBe(404);
    expect((await suite.api.delete(`/api/checklist/${checklist.id}/shares/${shareId}`, owner.token)).status).toBe(404);
    expect((await suite.api.post(`/api/checklist/${checklist.id}/shares/${shareId}/renew`, undefined, owner.token)).status).toBe(404);
  });

  it("someone else's checklist, an unknown share, a malformed id: 404 (400 for the malformed), never the link", async () => {
    const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
    const other = await registerVerifiedOwner(suite.api, suite.server);
    const foreign = await suite.api.get(linkPath(checklist.id, recipients[0]!.shareId), other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: CHECKLIST_MESSAGES.notFound });
    const unknown = await suite.api.get(linkPath(checklist.id, '00000000-0000-4000-8000-000000000000'), owner.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: FOLLOW_UP_MESSAGES.shareNotFound });
    const malformed = await suite.api.get(linkPath(checklist.id, 'not-a-uuid'), owner.token);
    expect([400, 404]).toContain(malformed.status);
    expectErrorBody(malformed.body);
    expect((await suite.api.get(linkPath(checklist.id, recipients[0]!.shareId))).status).toBe(401);
  });
});

/** The link is a secret: reading it leaves no trace of it in the log, even at trace level. */
describe('recipients: the personal link is never logged', () => {
  jest.setTimeout(120_000);
  let dataDir: string;
  let proc: ServerProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ticklist-link-logs-'));
    const port = String(await freePort());
    proc = spawnServer({ PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'trace', LOG_FORMAT: 'json', INVITE_CODES: 'link-logs', APP_URL: `http://localhost:${port}` });
    await waitHealthy(proc.url);
  });
  afterAll(async () => {
    if (proc && proc.child.exitCode === null) {
      proc.child.kill('SIGTERM');
      await proc.exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('shares by link (no mail), reads the link twice, and the token is nowhere in the output', async () => {
    const api = new Api(proc.url);
    const owner = await registerVerifiedOwner(api, { inviteCode: 'link-logs', dataDir });
    const checklist = await createChecklist(api, owner.token, { title: `Logs ${randomBytes(3).toString('hex')}` });
    const shared = await api.post<ShareResponse>(`/api/checklist/${checklist.id}/share`, { emails: [guestEmail('logs')], notify: false }, owner.token);
    const shareId = shared.body.shares![0]!.id;
    const link = await api.get<ShareLinkResponse>(linkPath(checklist.id, shareId), owner.token);
    expect(link.status).toBe(200);
    expect((await api.get(linkPath(checklist.id, shareId), owner.token)).status).toBe(200);
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    const log = proc.output();
    expect(log).toContain(`/shares/${shareId}/link`);
    expect(log).not.toContain(tokenOf(link.body.url));
  });
});
