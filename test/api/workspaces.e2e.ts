import { ACCOUNT_TEAM_MESSAGES, CHECKLIST_MESSAGES, EDIT_CONFLICT_MESSAGES, INVITATION_MESSAGES, WORKSPACE_MESSAGES, roleNeededMessage, type ChecklistSummary, type ShareProgressEvent, type WorkspaceRole } from '@ticklist/contracts';
import { mailedLink, newRegistration, registerOwner, registerVerifiedOwner, type Owner } from './support/accounts';
import { createAccessToken } from './support/access-tokens';
import { createChecklist } from './support/checklists';
import { accessTokenFromOutbox, guestEmail, guestRespond, shareChecklist } from './support/sharing';
import { closeAllSockets, emitAck, recordProgress, waitForEvents, watchChecklist } from './support/realtime';
import { useTestServer } from './support/test-server';
import { expectCursorError } from './support/http';
import { AuditPruneJob } from '../../server/src/modules/workspaces/audit/audit-prune.job';

/**
 * Issue 47, workspaces: every account has a personal workspace (made at sign-up, and by the
 * migration for accounts made before), team workspaces with members and roles, and the one access
 * check of every checklist route (another workspace's checklist is a 404, a role too low a 403).
 */
describe('workspaces', () => {
  const suite = useTestServer();

  const patch = (path: string, body: unknown, token: string) => suite.api.request('PATCH', path, { body, token });
  const workspaces = async (token: string) => {
    const res = await suite.api.get('/api/workspaces', token);
    expect(res.status).toBe(200);
    return res.body.workspaces as { id: string; name: string; personal: boolean; role: WorkspaceRole }[];
  };
  const personalOf = async (owner: Owner) => (await workspaces(owner.token)).find((w) => w.personal)!.id;
  const team = async (admin: Owner, name = 'Shop floor') => {
    const res = await suite.api.post('/api/workspaces', { name }, admin.token);
    expect(res.status).toBe(201);
    return res.body.workspace.id as string;
  };
  // Until invitations land in this suite, members join as an accepted invitation would make them.
  const join = (workspaceId: string, member: Owner, role: WorkspaceRole) =>
    suite.db.query(`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)`, [workspaceId, member.user.id, role]);

  it('gives a new account its personal workspace, where its checklists are made and listed as before', async () => {
    const owner = await registerOwner(suite.api, suite.server);
    expect(await workspaces(owner.token)).toEqual([{ id: expect.any(String), name: 'Personal', personal: true, role: 'admin' }]);
    const checklist = await createChecklist(suite.api, owner.token);
    expect(checklist.workspaceId).toBe(await personalOf(owner));
    const list = await suite.api.get('/api/checklist', owner.token);
    expect(list.body.items.map((c: ChecklistSummary) => c.id)).toEqual([checklist.id]);
    const detail = await suite.api.get(`/api/checklist/${checklist.id}`, owner.token);
    expect(detail.body.checklist.workspaceId).toBe(checklist.workspaceId);
  });

  it('lets members of a team workspace reach its checklists by role: viewers read, editors change, strangers get 404', async () => {
    const [admin, member, stranger] = await Promise.all([registerOwner(suite.api, suite.server), registerOwner(suite.api, suite.server), registerOwner(suite.api, suite.server)]);
    const ws = await team(admin);
    const created = await suite.api.post('/api/checklist/create', { title: 'Closing', items: [{ text: 'Lock the door', displayOrder: 1 }], workspaceId: ws }, admin.token);
    expect(created.status).toBe(201);
    const checklist = created.body as ChecklistSummary;
    expect(checklist.workspaceId).toBe(ws);
    // The admin's own list (no workspaceId) stays their personal workspace's.
    expect((await suite.api.get('/api/checklist', admin.token)).body.items).toEqual([]);
    await join(ws, member, 'viewer');

    expect((await suite.api.get(`/api/checklist/${checklist.id}/edit`, member.token)).status).toBe(200);
    const listed = await suite.api.get(`/api/checklist?workspaceId=${ws}`, member.token);
    expect(listed.body.items.map((c: ChecklistSummary) => c.id)).toEqual([checklist.id]);
    const update = { title: 'Closing up', description: null, items: [{ id: checklist.items[0]!.id, text: 'Lock the door', displayOrder: 1 }] };
    const refused = await suite.api.put(`/api/checklist/${checklist.id}/update`, update, member.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: roleNeededMessage('editor') });

    const promoted = await patch(`/api/workspaces/${ws}/members/${member.user.id}`, { role: 'editor' }, admin.token);
    expect(promoted.status).toBe(200);
    expect(promoted.body.member).toMatchObject({ userId: member.user.id, role: 'editor', email: member.email });
    const updated = await suite.api.put(`/api/checklist/${checklist.id}/update`, update, member.token);
    expect(updated.status).toBe(200);
    expect(updated.body.title).toBe('Closing up');

    for (const path of [`/api/checklist/${checklist.id}`, `/api/checklist/${checklist.id}/edit`]) {
      expect(await suite.api.get(path, stranger.token)).toMatchObject({ status: 404, body: { message: CHECKLIST_MESSAGES.notFound } });
    }
    expect(await suite.api.get(`/api/checklist?workspaceId=${ws}`, stranger.token)).toMatchObject({ status: 404, body: { message: WORKSPACE_MESSAGES.notFound } });

    // Removing the member ends their access at once.
    expect((await suite.api.delete(`/api/workspaces/${ws}/members/${member.user.id}`, admin.token)).status).toBe(204);
    expect(await suite.api.get(`/api/checklist/${checklist.id}`, member.token)).toMatchObject({ status: 404, body: { message: CHECKLIST_MESSAGES.notFound } });
  });

  it('deletes an account without taking its teams\' checklists: the last admin of a team with others is refused (409) until another member is admin', async () => {
    const [admin, member] = await Promise.all([registerOwner(suite.api, suite.server), registerOwner(suite.api, suite.server)]);
    const shared = await team(admin, 'Night shift');
    const alone = await team(admin, 'Scratch');
    const create = (workspaceId: string, title: string) =>
      suite.api.post('/api/checklist/create', { title, items: [{ text: 'Lock the door', displayOrder: 1 }], workspaceId }, admin.token);
    const kept = (await create(shared, 'Closing')).body as ChecklistSummary;
    await create(alone, 'Draft');
    await join(shared, member, 'editor');

    const refused = await suite.api.delete('/api/user/account', admin.token);
    expect(refused).toMatchObject({ status: 409, body: { message: ACCOUNT_TEAM_MESSAGES.lastAdmin('Night shift') } });
    expect((await suite.api.get('/api/me', admin.token)).status).toBe(200);

    expect((await patch(`/api/workspaces/${shared}/members/${member.user.id}`, { role: 'admin' }, admin.token)).status).toBe(200);
    expect((await suite.api.delete('/api/user/account', admin.token)).status).toBe(200);
    // The team keeps its checklist; the workspace the account was alone in went with it.
    const listed = await suite.api.get(`/api/checklist?workspaceId=${shared}`, member.token);
    expect(listed.body.items.map((c: ChecklistSummary) => [c.id, c.title])).toEqual([[kept.id, 'Closing']]);
    expect((await suite.api.get(`/api/checklist/${kept.id}/edit`, member.token)).status).toBe(200);
    expect((await suite.db.query(`SELECT id FROM workspaces WHERE id = $1`, [alone])).length).toBe(0);
  });

  it('keeps an admin: the last one cannot be demoted or removed (409); members are an admin\'s to see', async () => {
    const [admin, member] = await Promise.all([registerOwner(suite.api, suite.server), registerOwner(suite.api, suite.server)]);
    const ws = await team(admin);
    await join(ws, member, 'editor');
    expect(await patch(`/api/workspaces/${ws}/members/${admin.user.id}`, { role: 'editor' }, admin.token)).toMatchObject({ status: 409, body: { message: WORKSPACE_MESSAGES.lastAdmin } });
    expect(await suite.api.delete(`/api/workspaces/${ws}/members/${admin.user.id}`, admin.token)).toMatchObject({ status: 409, body: { message: WORKSPACE_MESSAGES.lastAdmin } });
    expect(await suite.api.get(`/api/workspaces/${ws}/members`, member.token)).toMatchObject({ status: 403, body: { message: roleNeededMessage('admin') } });
    const members = await suite.api.get(`/api/workspaces/${ws}/members`, admin.token);
    expect(members.body.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([[admin.user.id, 'admin'], [member.user.id, 'editor']]);
    expect((await patch(`/api/workspaces/${ws}/members/${member.user.id}`, { role: 'owner' }, admin.token)).status).toBe(422);

    expect((await patch(`/api/workspaces/${ws}`, { name: 'Front desk' }, member.token)).status).toBe(403);
    expect(await patch(`/api/workspaces/${ws}`, { name: '  Front desk ' }, admin.token)).toMatchObject({ status: 200, body: { workspace: { id: ws, name: 'Front desk', personal: false, role: 'admin' } } });
    expect((await suite.api.delete(`/api/workspaces/${await personalOf(admin)}`, admin.token)).status).toBe(409);
    const checklist = await createChecklist(suite.api, admin.token, { workspaceId: ws } as never);
    expect((await suite.api.delete(`/api/workspaces/${ws}`, admin.token)).status).toBe(204);
    expect((await suite.api.get(`/api/checklist/${checklist.id}`, admin.token)).status).toBe(404);
    expect((await workspaces(member.token)).map((w) => w.personal)).toEqual([true]);
  });

  it('holds a personal access token to the workspace it was made for: today\'s tokens, the personal one', async () => {
    const [admin, member] = await Promise.all([registerOwner(suite.api, suite.server), registerOwner(suite.api, suite.server)]);
    const ws = await team(admin);
    const checklist = await createChecklist(suite.api, admin.token, { workspaceId: ws } as never);
    await join(ws, member, 'admin');
    const token = await createAccessToken(suite.api, member.token, 'read');
    expect((await suite.api.get(`/api/checklist/${checklist.id}`, member.token)).status).toBe(200);
    expect((await suite.api.get(`/api/checklist/${checklist.id}`, token.secret)).status).toBe(404);
    expect((await suite.api.get(`/api/checklist?workspaceId=${ws}`, token.secret)).status).toBe(404);
  });

  it('migrates existing accounts: each owner gets a personal workspace holding their checklists, templates, tokens and endpoints, and every answer stays as it was', async () => {
    const { api, db, server } = suite;
    const owner = await registerVerifiedOwner(api, server);
    const checklist = await createChecklist(api, owner.token, { title: 'Before workspaces' });
    const guest = guestEmail('migrated');
    await shareChecklist(api, owner.token, checklist.id, [guest]);
    expect((await guestRespond(api, await accessTokenFromOutbox(server, guest), checklist.items[0]!.id, 'complete', true)).status).toBe(200);
    expect((await api.post('/api/templates', { checklistId: checklist.id }, owner.token)).status).toBe(201);
    const token = await createAccessToken(api, owner.token, 'read');
    const answers = async () => {
      const strip = (summary: ChecklistSummary) => ({ ...summary, workspaceId: undefined });
      const list = (await api.get('/api/checklist', owner.token)).body;
      return {
        list: { ...list, items: list.items.map(strip) },
        edit: strip((await api.get(`/api/checklist/${checklist.id}/edit`, owner.token)).body),
        viaToken: strip((await api.get(`/api/checklist/${checklist.id}`, token.secret)).body.checklist),
        templates: (await api.get('/api/templates', owner.token)).body,
        tokens: (await api.get('/api/user/tokens', owner.token)).body.tokens.map((t: object) => ({ ...t, workspaceId: undefined })),
      };
    };
    const before = await answers();

    // As before this issue: no workspaces at all.
    while ((await db.query(`SELECT 1 FROM migrations WHERE name = 'Workspaces1797000000000'`)).length > 0) await db.undoLastMigration();
    expect(await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'workspaces'`)).toEqual([]);
    await db.runMigrations();

    expect(await answers()).toEqual(before);
    const personal = await personalOf(owner);
    expect(await workspaces(owner.token)).toEqual([{ id: personal, name: 'Personal', personal: true, role: 'admin' }]);
    expect((await api.get(`/api/checklist/${checklist.id}`, owner.token)).body.checklist.workspaceId).toBe(personal);
    const placed = await db.query(
      `SELECT (SELECT count(*) FROM checklist_templates WHERE owner_id = $1 AND workspace_id <> $2)::int
            + (SELECT count(*) FROM personal_access_tokens WHERE user_id = $1 AND workspace_id <> $2)::int
            + (SELECT count(*) FROM checklists WHERE owner_id = $1 AND workspace_id <> $2)::int AS elsewhere`,
      [owner.user.id, personal],
    );
    expect(placed).toEqual([{ elsewhere: 0 }]);
  });

  it('moves a checklist between workspaces: admin in the source, at least editor in the target; its recipients go with it', async () => {
    const [admin, editor] = await Promise.all([registerVerifiedOwner(suite.api, suite.server), registerOwner(suite.api, suite.server)]);
    const ws = await team(admin);
    await join(ws, editor, 'editor');
    const checklist = await createChecklist(suite.api, admin.token);
    await shareChecklist(suite.api, admin.token, checklist.id, [guestEmail('moved')]);
    const moved = await suite.api.post(`/api/checklist/${checklist.id}/transfer`, { workspaceId: ws }, admin.token);
    expect(moved.status).toBe(200);
    expect(moved.body.checklist).toMatchObject({ id: checklist.id, workspaceId: ws, counts: { recipients: 1 } });
    expect((await suite.api.get(`/api/checklist/${checklist.id}`, editor.token)).status).toBe(200);
    // An editor may not move it out; nobody moves it where they are not a member.
    expect(await suite.api.post(`/api/checklist/${checklist.id}/transfer`, { workspaceId: await personalOf(editor) }, editor.token)).toMatchObject({ status: 403, body: { message: roleNeededMessage('admin') } });
    expect(await suite.api.post(`/api/checklist/${checklist.id}/transfer`, { workspaceId: await personalOf(editor) }, admin.token)).toMatchObject({ status: 404, body: { message: WORKSPACE_MESSAGES.notFound } });
    expect((await suite.api.post(`/api/checklist/${checklist.id}/transfer`, { workspaceId: 'mine' }, admin.token)).status).toBe(422);
  });

  it('refuses a stale update (409 with the checklist as it stands) when the caller names the version it was based on', async () => {
    const owner = await registerOwner(suite.api, suite.server);
    const checklist = await createChecklist(suite.api, owner.token);
    const edit = await suite.api.get(`/api/checklist/${checklist.id}/edit`, owner.token);
    expect(edit.headers.get('etag')).toBe('"1"');
    const body = (title: string) => ({ title, description: null, items: checklist.items.map(({ id, text, description, displayOrder }) => ({ id, text, description, displayOrder })) });
    const put = (title: string, headers: Record<string, string> = {}, extra: object = {}) =>
      suite.api.request('PUT', `/api/checklist/${checklist.id}/update`, { token: owner.token, headers, body: { ...body(title), ...extra } });

    expect((await put('Mine', { 'if-match': '"1"' })).body.version).toBe(2);
    const stale = await put('Theirs', { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: EDIT_CONFLICT_MESSAGES.stale, checklist: expect.objectContaining({ id: checklist.id, title: 'Mine', version: 2 }) });
    expect((await put('Theirs', {}, { version: 1 })).status).toBe(409);
    expect((await put('Theirs', { 'if-match': 'yesterday' })).status).toBe(400);
    expect((await suite.api.get(`/api/checklist/${checklist.id}`, owner.token)).body.checklist.title).toBe('Mine');
    // Naming neither applies as before.
    expect(await put('Anyway')).toMatchObject({ status: 200, body: { title: 'Anyway', version: 3 } });
  });

  it('invites by e-mail: the link shows the offer, only the invited address joins (and is verified by it), once', async () => {
    const [admin, invited, other] = await Promise.all([registerOwner(suite.api, suite.server), registerOwner(suite.api, suite.server), registerOwner(suite.api, suite.server)]);
    const ws = await team(admin, 'Night shift');
    expect(await suite.api.post(`/api/workspaces/${await personalOf(admin)}/invitations`, { email: invited.email, role: 'editor' }, admin.token)).toMatchObject({ status: 403 });
    const sent = await suite.api.post(`/api/workspaces/${ws}/invitations`, { email: ` ${invited.email.toUpperCase()} `, role: 'editor' }, admin.token);
    expect(sent.status).toBe(201);
    expect(sent.body.invitation).toMatchObject({ email: invited.email, role: 'editor' });
    expect((await suite.api.get(`/api/workspaces/${ws}/invitations`, admin.token)).body.invitations.map((i: { id: string }) => i.id)).toEqual([sent.body.invitation.id]);
    expect((await suite.api.get(`/api/workspaces/${ws}/invitations`, invited.token)).status).toBe(404);

    const link = await mailedLink(suite.server, invited.email, /invited to Night shift/, '/invitations/');
    const token = link.split('/invitations/')[1]!;
    expect(token.length).toBeGreaterThanOrEqual(22); // 128 bits or more of base64url
    expect(await suite.db.query(`SELECT 1 FROM workspace_invitations WHERE token_hash = $1`, [token])).toEqual([]);
    expect(await suite.api.get(`/api/invitations/${token}`)).toMatchObject({ status: 200, body: { workspace: { name: 'Night shift' }, role: 'editor', email: invited.email } });

    expect(await suite.api.post(`/api/invitations/${token}/accept`, {}, other.token)).toMatchObject({ status: 403, body: { message: INVITATION_MESSAGES.otherAddress } });
    expect((await suite.api.post(`/api/invitations/${token}/accept`, {})).status).toBe(401);
    const accepted = await suite.api.post(`/api/invitations/${token}/accept`, {}, invited.token);
    expect(accepted).toMatchObject({ status: 200, body: { workspace: { id: ws, name: 'Night shift', personal: false, role: 'editor' } } });
    // The link proved the address: the account is verified.
    expect(await suite.db.query('SELECT email_validated FROM users WHERE id = $1', [invited.user.id])).toEqual([{ email_validated: true }]);
    expect((await workspaces(invited.token)).map((w) => [w.id, w.role])).toContainEqual([ws, 'editor']);
    expect((await suite.api.get(`/api/invitations/${token}`)).status).toBe(404);
    expect((await suite.api.post(`/api/invitations/${token}/accept`, {}, invited.token)).status).toBe(404);

    // Withdrawn: the link stops working.
    const again = await suite.api.post(`/api/workspaces/${ws}/invitations`, { email: other.email, role: 'viewer' }, admin.token);
    const otherLink = await mailedLink(suite.server, other.email, /invited to Night shift/, '/invitations/');
    expect((await suite.api.delete(`/api/workspaces/${ws}/invitations/${again.body.invitation.id}`, admin.token)).status).toBe(204);
    expect((await suite.api.get(`/api/invitations/${otherLink.split('/invitations/')[1]}`)).status).toBe(404);
  });

  it('lets members watch a team checklist live, and a removed member\'s sockets leave its room at once', async () => {
    const [admin, member] = await Promise.all([registerVerifiedOwner(suite.api, suite.server), registerOwner(suite.api, suite.server)]);
    const ws = await team(admin);
    const checklist = await createChecklist(suite.api, admin.token, { workspaceId: ws } as never);
    const guest = guestEmail('live');
    await shareChecklist(suite.api, admin.token, checklist.id, [guest]);
    const link = await accessTokenFromOutbox(suite.server, guest);
    await join(ws, member, 'viewer');
    let memberEvents: ShareProgressEvent[] = [];
    let adminEvents: ShareProgressEvent[] = [];
    const memberSocket = await watchChecklist(suite.server.url, member.token, checklist.id, (socket) => (memberEvents = recordProgress(socket)));
    await watchChecklist(suite.server.url, admin.token, checklist.id, (socket) => (adminEvents = recordProgress(socket)));
    const [first, second] = checklist.items.map((i) => i.id);

    expect((await guestRespond(suite.api, link, first!, 'complete', true)).status).toBe(200);
    await waitForEvents(memberEvents, 1);
    expect((await suite.api.delete(`/api/workspaces/${ws}/members/${member.user.id}`, admin.token)).status).toBe(204);
    expect((await guestRespond(suite.api, link, second!, 'complete', true)).status).toBe(200);
    await waitForEvents(adminEvents, 2);
    // The room's push reached the admin's socket; the removed member's socket was out of it, and may not come back.
    expect(await emitAck(memberSocket, 'checklist:subscribe', { checklistId: checklist.id })).toMatchObject({ ok: false });
    expect(memberEvents.map((e) => e.itemId)).toEqual([first]);
    closeAllSockets();
  });

  it('lets a person without an account sign up with the invitation instead of an invite code: the invited address only, verified by it', async () => {
    const admin = await registerOwner(suite.api, suite.server);
    const ws = await team(admin, 'Weekend crew');
    const address = `new.${Date.now().toString(36)}@example.com`;
    expect((await suite.api.post(`/api/workspaces/${ws}/invitations`, { email: address, role: 'reviewer' }, admin.token)).status).toBe(201);
    const token = (await mailedLink(suite.server, address, /invited to Weekend crew/, '/invitations/')).split('/invitations/')[1]!;
    const registration = (email: string, invitationToken = token) => ({ ...newRegistration(suite.server, { email }), inviteCode: undefined, invitationToken });

    const elsewhere = await suite.api.post('/api/register', registration(`other.${address}`));
    expect(elsewhere).toMatchObject({ status: 422, body: { errors: { email: [INVITATION_MESSAGES.otherAddress] } } });
    expect(await suite.api.post('/api/register', registration(address, 'x'.repeat(43)))).toMatchObject({ status: 422, body: { errors: { invitationToken: [INVITATION_MESSAGES.linkInvalid] } } });
    const signedUp = await suite.api.post('/api/register', registration(address));
    expect(signedUp.status).toBe(201);
    expect(signedUp.body.user.emailValidated).toBe(true);
    expect((await workspaces(signedUp.body.token)).map((w) => [w.personal, w.role])).toEqual([[true, 'admin'], [false, 'reviewer']]);
    expect((await suite.api.get(`/api/invitations/${token}`)).status).toBe(404);
  });

  it('keeps an audit log per workspace, for its admins: who changed what, when, through which session or token', async () => {
    const [admin, editor] = await Promise.all([registerOwner(suite.api, suite.server), registerOwner(suite.api, suite.server)]);
    const ws = await team(admin);
    await join(ws, editor, 'viewer');
    const checklist = await createChecklist(suite.api, admin.token, { workspaceId: ws } as never);
    expect((await patch(`/api/workspaces/${ws}/members/${editor.user.id}`, { role: 'editor' }, admin.token)).status).toBe(200);
    const token = await createAccessToken(suite.api, admin.token, 'write');
    expect((await suite.api.post(`/api/checklist/${checklist.id}/close`, {}, editor.token)).status).toBe(200);
    expect((await suite.api.delete(`/api/checklist/${checklist.id}`, editor.token)).status).toBe(204);
    // Reading changes nothing, and is not logged.
    await suite.api.get(`/api/checklist?workspaceId=${ws}`, admin.token);

    expect(await suite.api.get(`/api/workspaces/${ws}/audit`, editor.token)).toMatchObject({ status: 403, body: { message: roleNeededMessage('admin') } });
    const log = await suite.api.get(`/api/workspaces/${ws}/audit`, admin.token);
    expect(log.status).toBe(200);
    const entries = log.body.entries as { action: string; actor: { userId: string; email: string }; via: { kind: string; id: string | null }; target: { type: string; id: string } }[];
    expect(entries.map((e) => [e.action, e.actor.email, e.target.type, e.target.id])).toEqual([
      ['deleteChecklist', editor.email, 'checklist', checklist.id],
      ['closeChecklist', editor.email, 'checklist', checklist.id],
      ['setWorkspaceMemberRole', admin.email, 'member', editor.user.id],
      ['createChecklist', admin.email, 'checklist', checklist.id],
      ['createWorkspace', admin.email, 'workspace', ws],
    ]);
    expect(entries.every((e) => e.via.kind === 'session' && typeof e.via.id === 'string')).toBe(true);
    expect(log.body.nextCursor).toBeNull();
    const scripted = await suite.api.post(`/api/checklist/create`, { title: 'By script', items: [{ text: 'One', displayOrder: 1 }] }, token.secret);
    expect(scripted.status).toBe(201);
    const personal = await suite.api.get(`/api/workspaces/${await personalOf(admin)}/audit`, admin.token);
    expect(personal.body.entries[0]).toMatchObject({ action: 'createChecklist', via: { kind: 'token', id: token.token.id }, target: { id: scripted.body.id } });
    expectCursorError(await suite.api.get(`/api/workspaces/${ws}/audit?cursor=nope`, admin.token));
  });

  it('keeps audit entries one year: the daily prune deletes older ones and leaves the rest', async () => {
    const admin = await registerOwner(suite.api, suite.server);
    const ws = await team(admin, 'Archive');
    const checklist = await createChecklist(suite.api, admin.token, { workspaceId: ws } as never);
    // The workspace's creation, as if made a year and a day ago.
    await suite.db.query(`UPDATE workspace_audit SET at = now() - interval '366 days' WHERE workspace_id = $1 AND action = 'createWorkspace'`, [ws]);

    expect(await suite.server.server.app.get(AuditPruneJob).run()).toBeGreaterThanOrEqual(1);
    const log = await suite.api.get(`/api/workspaces/${ws}/audit`, admin.token);
    expect(log.body.entries.map((e: { action: string; target: { id: string } }) => [e.action, e.target.id])).toEqual([['createChecklist', checklist.id]]);
  });

  it('keeps templates per workspace: saved with workspaceId, listed with it; without it, the personal workspace\'s as before', async () => {
    const [admin, viewer] = await Promise.all([registerOwner(suite.api, suite.server), registerOwner(suite.api, suite.server)]);
    const ws = await team(admin, 'Templates crew');
    await join(ws, viewer, 'viewer');
    const checklist = await createChecklist(suite.api, admin.token);
    const own = (await suite.api.post('/api/templates', { checklistId: checklist.id }, admin.token)).body as { id: string };
    const shared = await suite.api.post('/api/templates', { checklistId: checklist.id, workspaceId: ws }, admin.token);
    expect(shared.status).toBe(201);
    const saved = (list: { templates: { id: string; builtIn: boolean }[] }) => list.templates.filter((t) => !t.builtIn).map((t) => t.id);

    expect(saved((await suite.api.get('/api/templates', admin.token)).body)).toEqual([own.id]);
    expect(saved((await suite.api.get(`/api/templates?workspaceId=${ws}`, viewer.token)).body)).toEqual([shared.body.id]);
    expect(saved((await suite.api.get('/api/templates', viewer.token)).body)).toEqual([]);
    // A viewer may read the team's templates, not save one there; a stranger's workspace is a 404.
    const viewerList = await createChecklist(suite.api, viewer.token);
    expect(await suite.api.post('/api/templates', { checklistId: viewerList.id, workspaceId: ws }, viewer.token)).toMatchObject({ status: 403, body: { message: roleNeededMessage('editor') } });
    expect((await suite.api.get(`/api/templates?workspaceId=${await personalOf(admin)}`, viewer.token)).status).toBe(404);
  });
});
