#!/usr/bin/env node
// Two server processes on one PostgreSQL, a webhook receiver (four endpoints of one owner, sent to
// concurrently) that is down, then slow, then up: every event (made through either process) arrives
// exactly once at each endpoint, in the order it was made, and no attempt is ever sent twice — each
// POST the receiver saw is one row of the delivery log, and no (message, attempt) pair was sent by
// both processes. Needs DATABASE_URL and a build. Exits 0/1 with a one-line summary.
import { createServer } from 'node:http';
import { emptyDatabase, errorLines } from './database.mjs';
import { addWebhook, createChecklist, freePort, newGuestEmails, respond, runCheck, shareWith, sleep, twoWebhookProcesses, verifiedOwner, waitUntil } from './flows.mjs';

const GUESTS_PER_PROCESS = 5;
const ITEMS = 3;
const ENDPOINTS = 4;
const processes = [];
let database;
let receiver;

/** The receiver: answers `status` after `delayMs`; logs every POST (webhook-id, answered status). */
function startReceiver(port) {
  const state = { status: 503, delayMs: 0, posts: [] };
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      const status = state.status;
      await sleep(state.delayMs);
      state.posts.push({ key: `${req.url} ${req.headers['webhook-id']}`, endpoint: req.url, status, type: JSON.parse(body).type, at: JSON.parse(body).timestamp });
      res.writeHead(status).end(status === 200 ? 'ok' : 'down');
    });
  });
  return new Promise((resolve) => receiver.listen(port, '127.0.0.1', () => resolve(state)));
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('needs DATABASE_URL');
  database = await emptyDatabase();
  const port = await freePort();
  const hooks = await startReceiver(port);
  const { a, b, inviteCode } = await twoWebhookProcesses(database.url, processes);

  const owner = await verifiedOwner(a.url, inviteCode, processes);
  for (let i = 0; i < ENDPOINTS; i++) await addWebhook(b.url, owner.token, `http://127.0.0.1:${port}/hooks/${i}`, ['checklist.created', 'share.created', 'item.completed']);
  const checklist = await createChecklist(a.url, owner.token, ITEMS);

  // Receiver down: shares and ticks through both processes; every first attempt fails.
  for (const p of [a, b]) {
    const tokens = await shareWith(p.url, owner.token, checklist.id, newGuestEmails(GUESTS_PER_PROCESS), processes);
    for (const [i, token] of tokens.entries()) {
      for (const item of checklist.items) await respond((i % 2 ? a : b).url, token, item.id, 'complete', true);
    }
  }
  // checklist.created, then per guest share.created and a tick per item, at each endpoint.
  const expected = (1 + 2 * GUESTS_PER_PROCESS * (1 + ITEMS)) * ENDPOINTS;
  // Each endpoint's first event is retried (the others wait behind it, in order).
  const triedTwice = () => new Set(hooks.posts.filter((p, i, all) => all.findIndex((q) => q.key === p.key) !== i).map((p) => p.endpoint)).size === ENDPOINTS;
  await waitUntil(triedTwice, 60_000, 'not every endpoint was retried while the receiver was down');
  // Slow, then up: both processes poll and retry; a slow answer widens the window for a double send.
  hooks.delayMs = 300;
  hooks.status = 200;
  const upAt = performance.now();
  await waitUntil(() => new Set(hooks.posts.filter((p) => p.status === 200).map((p) => p.key)).size >= expected, 120_000, 'not every event arrived');
  const seconds = (performance.now() - upAt) / 1000;
  await waitUntil(
    async () => (await database.query(`SELECT count(*)::int AS n FROM webhook_messages WHERE status <> 'delivered'`))[0].n === 0,
    30_000,
    'messages left undelivered',
  );
  // A marker through each process: once both are delivered, each process's sender has run past
  // everything it claimed before, so a double send of an earlier event would have landed already.
  for (const p of [a, b]) await shareWith(p.url, owner.token, checklist.id, newGuestEmails(1), processes);
  const withMarkers = expected + 2 * ENDPOINTS;
  await waitUntil(() => new Set(hooks.posts.filter((p) => p.status === 200).map((p) => p.key)).size >= withMarkers, 30_000, 'the two marker events did not arrive');

  const delivered = hooks.posts.filter((p) => p.status === 200);
  const counts = new Map();
  for (const p of delivered) counts.set(p.key, (counts.get(p.key) ?? 0) + 1);
  for (let i = 0; i < ENDPOINTS; i++) {
    const times = delivered.filter((p) => p.endpoint === `/hooks/${i}`).map((p) => Date.parse(p.at));
    if (times.some((t, j) => j > 0 && t < times[j - 1])) throw new Error(`endpoint ${i} received its events out of order`);
  }
  const twice = [...counts.values()].filter((n) => n > 1).length;
  if (twice) throw new Error(`${twice} events delivered more than once`);
  if (delivered.length !== withMarkers) throw new Error(`${delivered.length} deliveries for ${withMarkers} events`);
  const [{ attempts }] = await database.query(`SELECT count(*)::int AS attempts FROM webhook_attempts`);
  if (attempts !== hooks.posts.length) throw new Error(`${hooks.posts.length} POSTs received for ${attempts} attempts logged: some attempt was sent twice`);
  const dup = await database.query(`SELECT message_id, attempt FROM webhook_attempts GROUP BY message_id, attempt HAVING count(*) > 1`);
  if (dup.length) throw new Error(`${dup.length} attempts made by two processes`);
  const errors = processes.flatMap((p) => errorLines(p.output()).map((line) => `${p.name}: ${line}`));
  if (errors.length) throw new Error(`error lines logged:\n${errors.join('\n')}`);
  return `${expected / ENDPOINTS} events to ${ENDPOINTS} endpoints from two processes, ${hooks.posts.length} attempts while the receiver was down then slow: each attempt sent once, each event delivered once and in order, all within ${seconds.toFixed(1)} s of the receiver coming back`;
}

await runCheck('webhooks exactly once', main, async () => {
  await Promise.all(processes.map((p) => p.stop().catch(() => undefined)));
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve()));
  await database?.drop().catch(() => undefined);
});
