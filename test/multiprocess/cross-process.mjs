#!/usr/bin/env node
// Two server processes on one PostgreSQL and one Redis: an owner's socket on process A must
// receive share:progress for every tick a guest saves through process B (50 out of 50).
// Needs DATABASE_URL and REDIS_URL and a build (node scripts/build-if-stale.mjs). Exits 0/1
// with a one-line summary.
import { connectSocket, createChecklist, emitAck, newGuestEmails, percentile, respond, runCheck, shareWith, sleep, twoProcessesOnRedis, verifiedOwner } from './flows.mjs';

const TICKS = 50;
const processes = [];
const sockets = [];

async function main() {
  const { a, b, inviteCode } = await twoProcessesOnRedis(processes);

  const owner = await verifiedOwner(a.url, inviteCode, processes);
  const checklist = await createChecklist(a.url, owner.token, 5);
  const [guestEmail] = newGuestEmails(1);
  const [accessToken] = await shareWith(a.url, owner.token, checklist.id, [guestEmail], processes);

  const ownerSocket = await connectSocket(a.url, { token: owner.token }, ['polling', 'websocket']);
  sockets.push(ownerSocket);
  const ack = await emitAck(ownerSocket, 'checklist:subscribe', { checklistId: checklist.id });
  if (!ack?.ok) throw new Error(`subscribe on A refused: ${JSON.stringify(ack)}`);
  // The guest's own second device, on process A too: it follows the share.
  const guestSocket = await connectSocket(a.url, { accessToken }, ['websocket']);
  sockets.push(guestSocket);

  const ownerEvents = new Map();
  const guestEvents = new Map();
  ownerSocket.on('share:progress', (e) => ownerEvents.set(e.updatedAt, { e, at: performance.now() }));
  guestSocket.on('share:progress', (e) => guestEvents.set(e.updatedAt, e));
  let ownerCount = 0;
  ownerSocket.on('share:progress', () => ownerCount++);
  const state = new Map();

  /**
   * Saves item 0 as it stands through B, again every second until its event reaches both sockets
   * on A. Returns how many saves that took.
   */
  async function marker(what) {
    const item = checklist.items[0];
    const deadline = Date.now() + 10_000;
    for (let saves = 1; Date.now() < deadline; saves++) {
      const { response } = await respond(b.url, accessToken, item.id, 'complete', Boolean(state.get(item.id)));
      const resend = Date.now() + 1_000;
      while (Date.now() < resend) {
        if (ownerEvents.has(response.updatedAt) && guestEvents.has(response.updatedAt)) return saves;
        await sleep(50);
      }
    }
    throw new Error(`${what}: a tick saved on B did not reach both sockets on A within 10 s`);
  }
  await marker('before the run'); // the subscriptions work across the processes
  ownerCount = 0;
  const sent = [];
  for (let i = 0; i < TICKS; i++) {
    const item = checklist.items[i % checklist.items.length];
    const value = !state.get(item.id);
    state.set(item.id, value);
    const t0 = performance.now();
    const { response } = await respond(b.url, accessToken, item.id, 'complete', value);
    sent.push({ updatedAt: response.updatedAt, item: item.id, value, t0 });
  }

  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && sent.some((s) => !ownerEvents.has(s.updatedAt) || !guestEvents.has(s.updatedAt))) await sleep(50);
  // Events of one share arrive in order: once a marker saved after the run is in, so is any duplicate.
  const markerSaves = await marker('after the run');

  const problems = [];
  const latencies = [];
  for (const s of sent) {
    const got = ownerEvents.get(s.updatedAt);
    if (!got) continue;
    if (got.e.checklistId !== checklist.id || got.e.itemId !== s.item || got.e.complete !== s.value) problems.push(`wrong event for ${s.updatedAt}`);
    latencies.push(got.at - s.t0);
  }
  const ownerGot = sent.filter((s) => ownerEvents.has(s.updatedAt)).length;
  const guestGot = sent.filter((s) => guestEvents.has(s.updatedAt)).length;
  if (ownerCount - markerSaves !== TICKS) problems.push(`owner socket received ${ownerCount - markerSaves} events for ${TICKS} ticks`);
  const last = [...ownerEvents.values()].at(-1)?.e;
  const expectedDone = [...state.values()].filter(Boolean).length;
  if (last && last.completedItems.length !== expectedDone) problems.push(`last event has ${last.completedItems.length} completed items, expected ${expectedDone}`);
  latencies.sort((x, y) => x - y);
  const summary = `owner on A got ${ownerGot}/${TICKS}, guest on A got ${guestGot}/${TICKS} of the ticks saved on B (save→event p50 ${percentile(latencies, 50)?.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms)`;
  if (ownerGot !== TICKS || guestGot !== TICKS || problems.length) throw new Error(`${summary}; ${problems.join('; ') || 'events missing'}`);
  return summary;
}

await runCheck('cross-process realtime', main, async () => {
  for (const s of sockets) s.close();
  await Promise.all(processes.map((p) => p.stop().catch(() => undefined)));
});
