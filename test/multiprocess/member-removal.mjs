#!/usr/bin/env node
// A workspace member removed on one replica stops watching on the other (issue 47), across two
// server processes on one PostgreSQL and one Redis:
//  1. the member (invited by mail, joined on A) watches a team checklist on A and hears a tick;
//  2. the admin removes them on B: the member's socket on A leaves the checklist's room, so the next
//     tick reaches the admin's socket on A but not the member's, and a new subscribe is refused.
// Needs DATABASE_URL and REDIS_URL and a build (node scripts/build-if-stale.mjs). Exits 0/1 with
// a one-line summary.
import { call, connectSocket, emitAck, newGuestEmails, respond, runCheck, shareWith, twoProcessesOnRedis, verifiedOwner, waitForLink, waitUntil } from './flows.mjs';

const processes = [];
const sockets = [];

async function expectStatus(promise, status, what) {
  const res = await promise;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A socket of `token` on `url` subscribed to the checklist, recording the items of the ticks it hears. */
async function watcher(url, token, checklistId) {
  const socket = await connectSocket(url, { token }, ['websocket']);
  sockets.push(socket);
  const heard = [];
  socket.on('share:progress', (e) => heard.push(e.itemId));
  const ack = await emitAck(socket, 'checklist:subscribe', { checklistId });
  if (!ack?.ok) throw new Error(`subscribe refused: ${JSON.stringify(ack)}`);
  return { socket, heard };
}

async function main() {
  const { a, b, inviteCode } = await twoProcessesOnRedis(processes);
  const dataDirs = processes.map((p) => p.dataDir);

  const [admin, member] = [await verifiedOwner(b.url, inviteCode, processes), await verifiedOwner(a.url, inviteCode, processes)];
  const ws = (await expectStatus(call(b.url, 'POST', '/api/workspaces', { name: 'Night shift' }, admin.token), 201, 'create workspace')).workspace.id;
  await expectStatus(call(b.url, 'POST', `/api/workspaces/${ws}/invitations`, { email: member.email, role: 'viewer' }, admin.token), 201, 'invite');
  const link = await waitForLink(dataDirs, member.email, /\/invitations\/[A-Za-z0-9_-]+$/);
  const invitation = /\/invitations\/([A-Za-z0-9_-]+)$/.exec(link)[1];
  await expectStatus(call(a.url, 'POST', `/api/invitations/${invitation}/accept`, {}, member.token), 200, 'accept on A');

  const items = [1, 2].map((n) => ({ text: `Task ${n}`, description: null, displayOrder: n }));
  const checklist = await expectStatus(call(b.url, 'POST', '/api/checklist/create', { title: 'Night round', description: null, items, workspaceId: ws }, admin.token), 201, 'create');
  const [guestToken] = await shareWith(b.url, admin.token, checklist.id, newGuestEmails(1), processes);
  const [first, second] = checklist.items.map((i) => i.id);

  // 1. The member watches on A, next to the admin's own socket there.
  const memberWatch = await watcher(a.url, member.token, checklist.id);
  const adminWatch = await watcher(a.url, admin.token, checklist.id);
  await respond(b.url, guestToken, first, 'complete', true);
  await waitUntil(() => memberWatch.heard.includes(first) && adminWatch.heard.includes(first), 5_000, 'both sockets on A hear the first tick');

  // 2. Removed on B; the next tick reaches the admin's socket on A, not the member's.
  const t0 = Date.now();
  await expectStatus(call(b.url, 'DELETE', `/api/workspaces/${ws}/members/${member.user.id}`, undefined, admin.token), 204, 'remove on B');
  await respond(b.url, guestToken, second, 'complete', true);
  await waitUntil(() => adminWatch.heard.includes(second), 5_000, "the admin's socket on A hears the second tick");
  // A wrote the room's broadcast to every socket in it at once; the ack below comes after it on the
  // member's connection, so had their socket still been in the room, it would have heard the tick by then.
  const again = await emitAck(memberWatch.socket, 'checklist:subscribe', { checklistId: checklist.id });
  if (memberWatch.heard.includes(second)) throw new Error("the removed member's socket on A heard a tick after the removal on B");
  if (again?.ok) throw new Error('the removed member subscribed again');
  return `removed on B: the member's socket on A out of the room (next tick heard by the admin's socket on A only, ${Date.now() - t0} ms), subscribe refused`;
}

await runCheck('workspace member removal across processes', main, async () => {
  for (const s of sockets) s.close();
  await Promise.all(processes.map((p) => p.stop().catch(() => undefined)));
});
