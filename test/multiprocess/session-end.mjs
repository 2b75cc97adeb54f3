#!/usr/bin/env node
// Ended sessions and deleted links across two server processes on one PostgreSQL and one Redis
// (issue 41, items 8 and 12):
//  1. an owner socket on A, log out on B: the socket on A is cut within a second, and its token is
//     refused by A (HTTP 401 and the socket handshake); another session's socket on A stays;
//  2. "Sign out everywhere" on B (DELETE /api/user/sessions) cuts the other sessions' sockets on A;
//  3. a guest socket on A, the checklist deleted on B: the guest socket on A is cut within a second;
//  4. a personal access token's socket on A, the token revoked on B: cut within a second, refused
//     by A on reconnect (issue 42).
// Needs DATABASE_URL and REDIS_URL and a build (node scripts/build-if-stale.mjs). Exits 0/1 with
// a one-line summary.
import { call, connectSocket, createChecklist, newGuestEmails, runCheck, shareWith, twoProcessesOnRedis, verifiedOwner } from './flows.mjs';

const processes = [];
const sockets = [];
const CUT_WITHIN_MS = 1_000;

/** Resolves with how long the server took to drop `socket` from now, or rejects after CUT_WITHIN_MS. */
function cutWithin(socket, what) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    if (!socket.connected) return reject(new Error(`${what}: not connected to start with`));
    const timer = setTimeout(() => reject(new Error(`${what}: still connected ${CUT_WITHIN_MS} ms later`)), CUT_WITHIN_MS);
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

async function expectStatus(url, method, path, token, status, what) {
  const res = await call(url, method, path, method === 'GET' ? undefined : {}, token);
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function refused(url, auth) {
  try {
    const socket = await connectSocket(url, auth, ['websocket']);
    sockets.push(socket);
  } catch {
    return;
  }
  throw new Error('a handshake with an ended session was accepted');
}

async function main() {
  const { a, b, inviteCode } = await twoProcessesOnRedis(processes);
  const owner = await verifiedOwner(b.url, inviteCode, processes);
  const login = async () => {
    const res = await call(a.url, 'POST', '/api/login_check', { username: owner.email, password: owner.password });
    if (res.status !== 200) throw new Error(`sign-in: ${res.status}`);
    return res.body.token;
  };
  const second = await login();
  const third = await login();

  // 1. Log out on B cuts this session's socket on A, not another session's.
  const mine = await connectSocket(a.url, { token: owner.token });
  const others = await connectSocket(a.url, { token: second });
  sockets.push(mine, others);
  const logoutCut = cutWithin(mine, 'the logged-out session’s socket on A');
  await expectStatus(b.url, 'POST', '/api/logout', owner.token, 204, 'log out on B');
  const logoutMs = await logoutCut;
  await expectStatus(a.url, 'GET', '/api/me', owner.token, 401, 'the logged-out token on A');
  await refused(a.url, { token: owner.token });
  if (!others.connected) throw new Error('log out cut another session’s socket');

  // 2. Sign out everywhere (from the third session, on B) cuts the second session's socket on A.
  const everywhereCut = cutWithin(others, 'another session’s socket on A after sign out everywhere');
  await expectStatus(b.url, 'DELETE', '/api/user/sessions', third, 204, 'sign out everywhere on B');
  const everywhereMs = await everywhereCut;
  await expectStatus(a.url, 'GET', '/api/me', second, 401, 'a signed-out token on A');
  await expectStatus(a.url, 'GET', '/api/me', third, 200, 'the session that signed the others out, on A');

  // 3. A guest on A, the checklist deleted on B.
  const checklist = await createChecklist(b.url, third, 2);
  const [accessToken] = await shareWith(b.url, third, checklist.id, newGuestEmails(1), processes);
  const guest = await connectSocket(a.url, { accessToken });
  sockets.push(guest);
  const guestCut = cutWithin(guest, 'the guest socket on A after its checklist was deleted');
  await expectStatus(b.url, 'DELETE', `/api/checklist/${checklist.id}`, third, 204, 'delete the checklist on B');
  const guestMs = await guestCut;

  // 4. A personal access token's socket on A, the token revoked on B.
  const created = await call(b.url, 'POST', '/api/user/tokens', { name: 'replicas', scope: 'read', expiresInDays: 30 }, third);
  if (created.status !== 201) throw new Error(`token: ${created.status}`);
  const scripted = await connectSocket(a.url, { token: created.body.secret });
  sockets.push(scripted);
  const tokenCut = cutWithin(scripted, 'the revoked token’s socket on A');
  await expectStatus(b.url, 'DELETE', `/api/user/tokens/${created.body.token.id}`, third, 204, 'revoke the token on B');
  const tokenMs = await tokenCut;
  await refused(a.url, { token: created.body.secret });

  return `log out on B cut the socket on A in ${logoutMs} ms; sign out everywhere in ${everywhereMs} ms; checklist deletion cut the guest on A in ${guestMs} ms; token revoked on B cut its socket on A in ${tokenMs} ms`;
}

await runCheck('ended sessions and deleted links across processes', main, async () => {
  for (const s of sockets) s.close();
  await Promise.all(processes.map((p) => p.stop().catch(() => undefined)));
});
