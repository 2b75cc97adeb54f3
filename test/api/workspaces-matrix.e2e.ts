import { randomUUID } from 'node:crypto';
import { CHECKLIST_MESSAGES, WORKSPACE_ROLES, roleIncludes, roleNeededMessage, type WorkspaceRole } from '@ticklist/contracts';
import { registerOwner, registerVerifiedOwner, type Owner } from './support/accounts';
import { guestEmail, shareChecklist } from './support/sharing';
import { useTestServer } from './support/test-server';

interface Operation {
  method: string;
  path: string;
  role: WorkspaceRole;
}

/**
 * Issue 47's role matrix, generated from the API document so a route added later cannot be
 * missed: every operation on a checklist (`/api/checklist/{id}…`), called by a non-member (404, as
 * another owner's checklist), by each role below the one the document names (`x-minimum-role`: 403
 * naming it) and by that role (let through: whatever the route then answers, it is neither).
 */
describe('workspaces: every checklist route by role', () => {
  jest.setTimeout(120_000);
  const suite = useTestServer();

  it('answers 404 to a non-member, 403 (naming the role) below the role the document names, and lets that role through', async () => {
    const { api, db, server } = suite;
    const document = (await api.get('/api/openapi.json')).body as { paths: Record<string, Record<string, { 'x-minimum-role'?: WorkspaceRole }>> };
    const operations: Operation[] = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/checklist/{id}'))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, op]) => ({ method: method.toUpperCase(), path, role: op['x-minimum-role']! })),
      );
    expect(operations.length).toBeGreaterThan(20);
    for (const op of operations) expect(WORKSPACE_ROLES).toContain(op.role);

    const admin = await registerVerifiedOwner(api, server);
    const ws = (await api.post('/api/workspaces', { name: 'Matrix' }, admin.token)).body.workspace.id as string;
    const created = await api.post('/api/checklist/create', { title: 'Matrix', items: [{ text: 'One', displayOrder: 1 }], workspaceId: ws }, admin.token);
    const checklistId = created.body.id as string;
    const shareId = (await shareChecklist(api, admin.token, checklistId, [guestEmail('matrix')])).shares[0]!.id;
    const members = {} as Record<WorkspaceRole, Owner>;
    for (const role of WORKSPACE_ROLES) {
      members[role] = role === 'admin' ? admin : await registerOwner(api, server);
      if (role !== 'admin') await db.query(`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)`, [ws, members[role].user.id, role]);
    }
    const stranger = await registerOwner(api, server);

    const url = (path: string) => path.replace('{id}', checklistId).replace('{shareId}', shareId).replace(/\{[^}]+\}/g, () => randomUUID());
    const call = (op: Operation, who: Owner) => api.request(op.method, url(op.path), { token: who.token, ...(op.method === 'GET' ? {} : { body: {} }) });
    const failures: string[] = [];
    const expectThat = (op: Operation, who: string, ok: boolean, res: { status: number; body: unknown }) => {
      if (!ok) failures.push(`${op.method} ${op.path} as ${who}: ${res.status} ${JSON.stringify(res.body)}`);
    };

    for (const op of operations) {
      const res = await call(op, stranger);
      expectThat(op, 'non-member', res.status === 404 && (res.body as { message?: string }).message === CHECKLIST_MESSAGES.notFound, res);
      for (const role of WORKSPACE_ROLES.filter((r) => !roleIncludes(r, op.role))) {
        const refused = await call(op, members[role]);
        expectThat(op, role, refused.status === 403 && (refused.body as { message?: string }).message === roleNeededMessage(op.role), refused);
      }
    }
    // Deleting the checklist goes last: it ends every other route.
    const lastFirst = [...operations].sort((a, b) => Number(a.method === 'DELETE' && a.path === '/api/checklist/{id}') - Number(b.method === 'DELETE' && b.path === '/api/checklist/{id}'));
    for (const op of lastFirst) {
      const res = await call(op, members[op.role]);
      const message = (res.body as { message?: string } | undefined)?.message ?? '';
      const turnedAway = (res.status === 404 && message === CHECKLIST_MESSAGES.notFound) || (res.status === 403 && message.includes('role in this workspace'));
      expectThat(op, `${op.role} (enough)`, !turnedAway, res);
    }
    expect(failures).toEqual([]);
  });
});
