import { AUDIT_FORMER_MEMBER, WEBHOOK_MAX_ENDPOINTS, WEBHOOK_MESSAGES, WORKSPACE_MESSAGES, roleNeededMessage, type AccessToken, type ChecklistSummary, type Webhook, type WorkspaceRole } from '@ticklist/contracts';
import { registerVerifiedOwner, type Owner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { useTestServer } from './support/test-server';
import { Receiver, WEBHOOK_ENV } from './support/webhooks';
import { AuditPruneJob } from '../../server/src/modules/workspaces/audit/audit-prune.job';

/**
 * Issue 47, integrations in workspaces: personal access tokens and webhook endpoints belong to one
 * workspace (named at creation, the personal one by default), endpoints receive that workspace's
 * events with its id, the cap is per workspace, and a removed member's tokens and endpoints stop;
 * the audit log names who is no longer a member "Former member".
 */
describe('workspaces: tokens and webhooks', () => {
  const suite = useTestServer({ env: WEBHOOK_ENV });
  const receivers: Receiver[] = [];
  afterAll(() => Promise.all(receivers.map((r) => r.stop())));

  const owners = (n: number) => Promise.all(Array.from({ length: n }, () => registerVerifiedOwner(suite.api, suite.server)));
  const personalOf = async (owner: Owner) =>
    ((await suite.api.get('/api/workspaces', owner.token)).body.workspaces as { id: string; personal: boolean }[]).find((w) => w.personal)!.id;
  const team = async (admin: Owner, members: [Owner, WorkspaceRole][]) => {
    const ws = (await suite.api.post('/api/workspaces', { name: 'Shop floor' }, admin.token)).body.workspace.id as string;
    for (const [member, role] of members) {
      await suite.db.query(`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)`, [ws, member.user.id, role]);
    }
    return ws;
  };
  const receiver = async () => {
    const r = await new Receiver().listen();
    receivers.push(r);
    return r;
  };
  const addEndpoint = (owner: Owner, url: string, workspaceId?: string) =>
    suite.api.post<{ webhook: Webhook }>('/api/user/webhooks', { url, events: ['checklist.created'], ...(workspaceId ? { workspaceId } : {}) }, owner.token);
  const addToken = (owner: Owner, workspaceId?: unknown) =>
    suite.api.post<{ token: AccessToken; secret: string }>('/api/user/tokens', { name: 'sync', scope: 'read', expiresInDays: 30, ...(workspaceId ? { workspaceId } : {}) }, owner.token);

  it('limits a token to the workspace named at creation (the personal one by default) and lists tokens by workspace', async () => {
    const [admin, stranger] = await owners(2);
    const ws = await team(admin, []);
    const personal = await personalOf(admin);
    const teamChecklist = await createChecklist(suite.api, admin.token, { workspaceId: ws } as never);
    const ownChecklist = await createChecklist(suite.api, admin.token);

    const mine = await addToken(admin);
    expect(mine.status).toBe(201);
    expect(mine.body.token.workspaceId).toBe(personal);
    const teams = await addToken(admin, ws);
    expect(teams.status).toBe(201);
    expect(teams.body.token.workspaceId).toBe(ws);

    expect((await suite.api.get(`/api/checklist/${teamChecklist.id}`, teams.body.secret)).status).toBe(200);
    expect((await suite.api.get(`/api/checklist/${ownChecklist.id}`, teams.body.secret)).status).toBe(404);
    expect((await suite.api.get(`/api/checklist/${ownChecklist.id}`, mine.body.secret)).status).toBe(200);
    expect((await suite.api.get(`/api/checklist/${teamChecklist.id}`, mine.body.secret)).status).toBe(404);

    // Without workspaceId every token is listed (none is out of sight); with it, that workspace's.
    const all = await suite.api.get<{ tokens: AccessToken[] }>('/api/user/tokens', admin.token);
    expect(all.body.tokens.map((t) => t.id)).toEqual([teams.body.token.id, mine.body.token.id]);
    const ofTeam = await suite.api.get<{ tokens: AccessToken[] }>(`/api/user/tokens?workspaceId=${ws}`, admin.token);
    expect(ofTeam.body.tokens.map((t) => [t.id, t.workspaceId])).toEqual([[teams.body.token.id, ws]]);

    expect(await addToken(stranger, ws)).toMatchObject({ status: 404, body: { message: WORKSPACE_MESSAGES.notFound } });
    expect(await addToken(admin, 'not-a-workspace')).toMatchObject({ status: 422, body: { errors: { workspaceId: [WORKSPACE_MESSAGES.workspaceIdInvalid] } } });
  });

  it('places an endpoint in a workspace (its admins\'), which receives that workspace\'s events carrying its workspaceId', async () => {
    const [admin, editor] = await owners(2);
    const ws = await team(admin, [[editor, 'editor']]);
    const personal = await personalOf(admin);
    const [teamHook, ownHook] = [await receiver(), await receiver()];

    const teamEndpoint = await addEndpoint(admin, teamHook.url, ws);
    expect(teamEndpoint.status).toBe(201);
    expect(teamEndpoint.body.webhook.workspaceId).toBe(ws);
    const ownEndpoint = await addEndpoint(admin, ownHook.url);
    expect(ownEndpoint.body.webhook.workspaceId).toBe(personal);
    expect(await addEndpoint(editor, teamHook.url, ws)).toMatchObject({ status: 403, body: { message: roleNeededMessage('admin') } });

    const list = (path: string, owner: Owner) => suite.api.get<{ webhooks: Webhook[] }>(path, owner.token);
    expect((await list('/api/user/webhooks', admin)).body.webhooks).toEqual([ownEndpoint.body.webhook]);
    expect((await list(`/api/user/webhooks?workspaceId=${ws}`, admin)).body.webhooks).toEqual([teamEndpoint.body.webhook]);
    expect((await list(`/api/user/webhooks?workspaceId=${ws}`, editor)).status).toBe(403);

    // The editor's checklist in the team reaches the team's endpoint (not the one who made it); the admin's own, theirs.
    const made = await suite.api.post<ChecklistSummary>('/api/checklist/create', { title: 'Closing', items: [{ text: 'Lock up', displayOrder: 1 }], workspaceId: ws }, editor.token);
    expect(made.status).toBe(201);
    const own = await createChecklist(suite.api, admin.token);
    await teamHook.waitFor((r) => r.length >= 1);
    await ownHook.waitFor((r) => r.length >= 1);
    expect(teamHook.received.map((r) => [r.payload.workspaceId, r.payload.data])).toEqual([[ws, { checklist: expect.objectContaining({ id: made.body.id }) }]]);
    expect(ownHook.received.map((r) => [r.payload.workspaceId, r.payload.data])).toEqual([[personal, { checklist: expect.objectContaining({ id: own.id }) }]]);
    // Each event was queued for its workspace's endpoint only.
    const queued = await suite.db.query(`SELECT endpoint_id, count(*)::int AS n FROM webhook_messages WHERE endpoint_id = ANY($1) GROUP BY endpoint_id ORDER BY 1`, [[teamEndpoint.body.webhook.id, ownEndpoint.body.webhook.id]]);
    expect(queued).toHaveLength(2);
    expect(queued.map((q: { n: number }) => q.n)).toEqual([1, 1]);
  });

  it(`caps endpoints at ${WEBHOOK_MAX_ENDPOINTS} per workspace, not per account`, async () => {
    const [admin] = await owners(1);
    const ws = await team(admin, []);
    await suite.db.query(
      `INSERT INTO webhook_endpoints (owner_id, workspace_id, url, events, secret_sealed)
       SELECT $1, $2, 'https://hooks.example.com/' || n, ARRAY['checklist.created'], 'sealed' FROM generate_series(1, $3::int) n`,
      [admin.user.id, ws, WEBHOOK_MAX_ENDPOINTS],
    );
    expect(await addEndpoint(admin, 'https://hooks.example.com/one-more', ws)).toMatchObject({ status: 422, body: { errors: { url: [WEBHOOK_MESSAGES.tooManyInWorkspace] } } });
    expect((await addEndpoint(admin, 'https://hooks.example.com/mine')).status).toBe(201);
  });

  it('takes a removed member\'s reach: their endpoints in the workspace are paused, their tokens no longer reach it', async () => {
    const [admin, member] = await owners(2);
    const ws = await team(admin, [[member, 'admin']]);
    const checklist = await createChecklist(suite.api, admin.token, { workspaceId: ws } as never);
    const theirs = (await addEndpoint(member, 'https://hooks.example.com/theirs', ws)).body.webhook;
    const admins = (await addEndpoint(admin, 'https://hooks.example.com/admins', ws)).body.webhook;
    const ownOfMember = (await addEndpoint(member, 'https://hooks.example.com/own')).body.webhook;
    const token = (await addToken(member, ws)).body;
    expect((await suite.api.get(`/api/checklist/${checklist.id}`, token.secret)).status).toBe(200);

    expect((await suite.api.delete(`/api/workspaces/${ws}/members/${member.user.id}`, admin.token)).status).toBe(204);

    const listed = (await suite.api.get<{ webhooks: Webhook[] }>(`/api/user/webhooks?workspaceId=${ws}`, admin.token)).body.webhooks;
    expect(listed.map((w) => [w.id, w.paused])).toEqual([[admins.id, false], [theirs.id, true]]);
    expect((await suite.api.get<{ webhooks: Webhook[] }>('/api/user/webhooks', member.token)).body.webhooks).toEqual([ownOfMember]);
    expect((await suite.api.get(`/api/checklist/${checklist.id}`, token.secret)).status).toBe(404);
    expect((await suite.api.get(`/api/checklist?workspaceId=${ws}`, token.secret)).status).toBe(404);
  });

  it('names actors who are no longer members "Former member" in the audit log; a deleted account\'s address goes 30 days after', async () => {
    const [admin, removed, deleted] = await owners(3);
    const ws = await team(admin, [[removed, 'editor'], [deleted, 'admin']]);
    const create = (owner: Owner, title: string) =>
      suite.api.post<ChecklistSummary>('/api/checklist/create', { title, items: [{ text: 'Lock up', displayOrder: 1 }], workspaceId: ws }, owner.token);
    expect((await create(removed, 'By the removed')).status).toBe(201);
    expect((await create(deleted, 'By the deleted')).status).toBe(201);
    expect((await suite.api.delete(`/api/workspaces/${ws}/members/${removed.user.id}`, admin.token)).status).toBe(204);
    expect((await suite.api.delete('/api/user/account', deleted.token)).status).toBe(200);

    type Entry = { action: string; actor: { userId: string | null; email: string | null; name: string } };
    const actors = async () =>
      ((await suite.api.get(`/api/workspaces/${ws}/audit`, admin.token)).body.entries as Entry[]).map((e) => [e.action, e.actor.email, e.actor.name]);
    const adminName = admin.username;
    expect(await actors()).toEqual([
      ['removeWorkspaceMember', admin.email, adminName],
      ['createChecklist', deleted.email, AUDIT_FORMER_MEMBER],
      ['createChecklist', removed.email, AUDIT_FORMER_MEMBER],
      ['createWorkspace', admin.email, adminName],
    ]);

    // The daily prune, 31 days on: the deleted account's address is gone; the removed member's account still has its own.
    await suite.server.server.app.get(AuditPruneJob).run(new Date(Date.now() + 31 * 86_400_000));
    expect((await actors())[1]).toEqual(['createChecklist', null, AUDIT_FORMER_MEMBER]);
    expect((await actors())[2]).toEqual(['createChecklist', removed.email, AUDIT_FORMER_MEMBER]);
  });

  it('saves a team checklist as a template for an editor who did not make it; a stranger gets 404', async () => {
    const [admin, editor, stranger] = await owners(3);
    const ws = await team(admin, [[editor, 'editor']]);
    const checklist = await createChecklist(suite.api, admin.token, { workspaceId: ws } as never);
    const saved = await suite.api.post('/api/templates', { checklistId: checklist.id, workspaceId: ws }, editor.token);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ title: checklist.title, builtIn: false });
    const listed = await suite.api.get(`/api/templates?workspaceId=${ws}`, admin.token);
    expect(listed.body.templates.filter((t: { builtIn: boolean }) => !t.builtIn).map((t: { id: string }) => t.id)).toEqual([saved.body.id]);
    expect((await suite.api.post('/api/templates', { checklistId: checklist.id }, stranger.token)).status).toBe(404);
  });

  it('lists the account\'s team memberships, with its role, in the deletion preview and the export', async () => {
    const [admin, member] = await owners(2);
    const ws = await team(admin, [[member, 'reviewer']]);
    const expected = [{ workspaceId: ws, name: 'Shop floor', role: 'reviewer' }];
    expect((await suite.api.get('/api/user/account/deletion-preview', member.token)).body.memberships).toEqual(expected);
    expect((await suite.api.get('/api/user/export-data', member.token)).body.memberships).toEqual(expected);
  });
});
