#!/usr/bin/env node
// Presence and revoke across two server processes on one PostgreSQL and one Redis (issue 18):
//  1. a guest socket on A makes the owner's socket on B hear `share:presence` viewing within 5 s,
//     and B's answers say `viewing: true`;
//  2. B revokes the link: the guest socket on A is cut, and the owner on B hears viewing: false;
//  3. a guest socket on A, then A killed (-9): B's sweep tells the owner on B within a minute.
// Needs DATABASE_URL and REDIS_URL and a build (node scripts/build-if-stale.mjs). Exits 0/1 with
// a one-line summary.
import { call, connectSocket, createChecklist, emitAck, newGuestEmails, runCheck, shareWith, twoProcessesOnRedis, verifiedOwner } from './flows.mjs';

const processes = [];
const sockets = [];

/** Resolves with the first event (as recorded in `events`) that passes `check`, or rejects after `ms`. */
async function eventWithin(events, check, ms, what) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = events.find(check);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms (events: ${JSON.stringify(events)})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function disconnected(socket, ms) {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already');
    const timer = setTimeout(() => reject(new Error(`guest socket still connected ${ms} ms after the revoke`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

async function ownerShare(url, token, checklistId, shareId) {
  const res = await call(url, 'GET', `/api/checklist/${checklistId}/edit`, undefined, token);
  if (res.status !== 200) throw new Error(`edit view: ${res.status}`);
  return res.body.shares.find((s) => s.id === shareId);
}

async function main() {
  const { a, b, inviteCode } = await twoProcessesOnRedis(processes);

  const owner = await verifiedOwner(b.url, inviteCode, processes);
  const checklist = await createChecklist(b.url, owner.token, 2);
  const [revokedEmail, killedEmail] = newGuestEmails(2);
  const [revokedToken, killedToken] = await shareWith(b.url, owner.token, checklist.id, [revokedEmail, killedEmail], processes);
  const shares = (await call(b.url, 'GET', `/api/checklist/${checklist.id}/edit`, undefined, owner.token)).body.shares;
  const idOf = (email) => shares.find((s) => s.recipientUser.email === email).id;
  const revokedId = idOf(revokedEmail);
  const killedId = idOf(killedEmail);

  const ownerSocket = await connectSocket(b.url, { token: owner.token }, ['websocket']);
  sockets.push(ownerSocket);
  const events = [];
  ownerSocket.on('share:presence', (e) => events.push({ ...e, at: Date.now() }));
  const ack = await emitAck(ownerSocket, 'checklist:subscribe', { checklistId: checklist.id });
  if (!ack?.ok) throw new Error(`subscribe on B refused: ${JSON.stringify(ack)}`);

  // 1. Presence set on A, seen on B.
  const t0 = Date.now();
  const guest = await connectSocket(a.url, { accessToken: revokedToken }, ['websocket']);
  sockets.push(guest);
  // A guest counts as viewing once its page says it is visible (issue 44).
  const seen = await emitAck(guest, 'guest:visibility', { visible: true });
  if (!seen?.ok) throw new Error(`guest:visibility on A refused: ${JSON.stringify(seen)}`);
  const heardByGuest = [];
  guest.on('share:presence', (e) => heardByGuest.push(e));
  const on = await eventWithin(events, (e) => e.shareId === revokedId && e.viewing, 5_000, 'viewing on B');
  if ((await ownerShare(b.url, owner.token, checklist.id, revokedId))?.viewing !== true) throw new Error('B answers viewing: false while the guest is on A');

  // 2. Revoked on B: cut on A, and the owner hears the recipient leave.
  const cut = disconnected(guest, 5_000);
  const t1 = Date.now();
  const revoke = await call(b.url, 'POST', `/api/checklist/${checklist.id}/shares/${revokedId}/revoke`, {}, owner.token);
  if (revoke.status !== 200) throw new Error(`revoke on B: ${revoke.status}`);
  await cut;
  const cutMs = Date.now() - t1;
  const off = await eventWithin(events, (e) => e.shareId === revokedId && !e.viewing, 5_000, 'viewing: false after the revoke');
  if (heardByGuest.length) throw new Error(`a guest socket heard presence events: ${JSON.stringify(heardByGuest)}`);

  // 3. A dies with a guest on it: nobody stays "viewing" for more than a minute.
  const killedGuest = await connectSocket(a.url, { accessToken: killedToken }, ['websocket']);
  sockets.push(killedGuest);
  await emitAck(killedGuest, 'guest:visibility', { visible: true });
  await eventWithin(events, (e) => e.shareId === killedId && e.viewing, 5_000, 'second guest viewing');
  const killedAt = Date.now();
  a.child.kill('SIGKILL');
  const gone = await eventWithin(events, (e) => e.shareId === killedId && !e.viewing, 65_000, 'viewing: false after A was killed');
  if ((await ownerShare(b.url, owner.token, checklist.id, killedId))?.viewing !== false) throw new Error('B still answers viewing: true');

  return (
    `viewing on A seen on B after ${on.at - t0} ms; revoke on B cut the guest on A in ${cutMs} ms, viewing: false after ${off.at - t1} ms; ` +
    `A killed: viewing: false after ${((gone.at - killedAt) / 1000).toFixed(1)} s`
  );
}

await runCheck('presence and revoke across processes', main, async () => {
  for (const s of sockets) s.close();
  await Promise.all(processes.map((p) => p.stop().catch(() => undefined)));
});
