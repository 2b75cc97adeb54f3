#!/usr/bin/env node
// Two replicas on one PostgreSQL and one Redis, one guest ticking through both (a round-robin
// proxy, or a phone and a laptop). Ticks one after another, then pairs of simultaneous ticks, one
// through each process: each tick is exactly one event (the contract), and after each pair the
// owner's view of the share (its latest event by updatedAt, as the owner's page keeps it) shows
// every ticked item. Saves of one share by two processes run one after the other (each statement
// locks its shares first), so the later one's event shows the earlier one's tick and is newer to the
// millisecond. Needs DATABASE_URL and REDIS_URL and a build. Exits 0/1 with a one-line summary.
import { connectSocket, createChecklist, emitAck, newGuestEmails, respond, runCheck, shareWith, sleep, twoProcessesOnRedis, verifiedOwner } from './flows.mjs';

const ROUNDS = 15;
const SEQUENTIAL = 10;
/** How long the owner's view may take to come right after both ticks were answered. */
const SETTLE_MS = 5_000;
const processes = [];
const sockets = [];

async function main() {
  const { a, b, inviteCode } = await twoProcessesOnRedis(processes);

  const owner = await verifiedOwner(a.url, inviteCode, processes);
  const checklist = await createChecklist(a.url, owner.token, ROUNDS * 2 + SEQUENTIAL);
  const [accessToken] = await shareWith(a.url, owner.token, checklist.id, newGuestEmails(1), processes);
  const ownerSocket = await connectSocket(a.url, { token: owner.token }, ['websocket']);
  sockets.push(ownerSocket);
  const ack = await emitAck(ownerSocket, 'checklist:subscribe', { checklistId: checklist.id });
  if (!ack?.ok) throw new Error(`subscribe refused: ${JSON.stringify(ack)}`);

  // The owner's page: the latest event of the share by updatedAt (an older one arriving late is dropped).
  let view = null;
  const heard = new Set();
  let repeats = 0; // events carrying an updatedAt already heard: more than one event for a tick
  ownerSocket.on('share:progress', (e) => {
    if (heard.has(e.updatedAt)) repeats++;
    heard.add(e.updatedAt);
    if (!view || e.updatedAt >= view.updatedAt) view = e;
  });
  const shows = (done) => view && view.completedItems.length === done.size && view.completedItems.every((c) => done.has(c.itemId));

  // First, ticks one after another, alternately through each process (a round-robin proxy): each
  // one's event shows the one before, so each is exactly one event and nothing is settled.
  const done = new Set();
  for (let i = 0; i < SEQUENTIAL; i++) {
    const item = checklist.items[ROUNDS * 2 + i];
    const { response } = await respond(i % 2 ? b.url : a.url, accessToken, item.id, 'complete', true);
    done.add(item.id);
    const deadline = Date.now() + SETTLE_MS;
    while (!heard.has(response.updatedAt) && Date.now() < deadline) await sleep(10);
    if (!heard.has(response.updatedAt)) throw new Error(`tick ${i + 1} of ${SEQUENTIAL} one after another: no event within ${SETTLE_MS} ms`);
  }
  if (repeats) throw new Error(`${SEQUENTIAL} ticks one after another through two processes: ${repeats} events more than ticks`);
  if (!shows(done)) throw new Error(`${SEQUENTIAL} ticks one after another through two processes: the owner's view shows ${view?.completedItems.length}`);

  // Then pairs of simultaneous ticks, one through each process.
  let stale = 0;
  let tied = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const [first, second] = [checklist.items[round * 2], checklist.items[round * 2 + 1]];
    const answers = await Promise.all([respond(a.url, accessToken, first.id, 'complete', true), respond(b.url, accessToken, second.id, 'complete', true)]);
    const [one, two] = answers.map((x) => x.response.updatedAt);
    if (one === two) tied++;
    done.add(first.id).add(second.id);
    const deadline = Date.now() + SETTLE_MS;
    while (!(shows(done) && heard.has(one) && heard.has(two)) && Date.now() < deadline) await sleep(20);
    if (!shows(done)) stale++;
  }
  // A marker tick after the last pair: once its event is in, any extra event of the pairs would be too.
  const marker = checklist.items[ROUNDS * 2 + SEQUENTIAL - 1];
  const { response: last } = await respond(a.url, accessToken, marker.id, 'complete', false);
  const deadline = Date.now() + SETTLE_MS;
  while (!heard.has(last.updatedAt) && Date.now() < deadline) await sleep(10);
  const summary = `${SEQUENTIAL} ticks one after another through two replicas, one event each; ${ROUNDS} pairs of simultaneous ticks, ${repeats} events more than ticks, ${tied} pairs dated alike, the owner's view ${stale ? `stayed wrong after ${stale}` : 'came right after every one'}`;
  if (stale || repeats || tied || !heard.has(last.updatedAt)) throw new Error(`${summary}${stale ? ` (it shows ${view?.completedItems.length} of ${done.size})` : ''}${heard.has(last.updatedAt) ? '' : '; the marker tick\'s event never came'}`);
  return summary;
}

await runCheck('progress across replicas', main, async () => {
  for (const s of sockets) s.close();
  await Promise.all(processes.map((p) => p.stop().catch(() => undefined)));
});
