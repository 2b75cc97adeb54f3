#!/usr/bin/env node
// Two server processes on one PostgreSQL (issue 41): one owner's ten endpoints that never answer
// must not hold up another owner's webhooks. While the hanging attempts are still open (none has
// reached the 10 s delivery time-out), every event of the healthy owner, made through either
// process, arrives within a few seconds; the stalling owner never has more than its per-owner
// share in flight across both processes; and no attempt is made by both processes. Needs
// DATABASE_URL and a build. Exits 0/1 with a one-line summary.
import { createServer } from 'node:http';
import { WEBHOOK_DELIVERIES_PER_OWNER } from '../../server/dist/modules/webhooks/delivery-limits.js';
import { DELIVERY_TIMEOUT_MS } from '../../server/dist/modules/webhooks/webhook-http.js';
import { emptyDatabase, errorLines } from './database.mjs';
import { addWebhook, call, createChecklist, freePort, newGuestEmails, runCheck, shareWith, twoWebhookProcesses, verifiedOwner, waitUntil } from './flows.mjs';

const HANGING_ENDPOINTS = 10;
const HEALTHY_EVENTS = 4;
/** How long the healthy owner's event may take to arrive (well under the delivery time-out a stall would cost). */
const ARRIVES_WITHIN_MS = 5_000;
const processes = [];
const servers = [];
let database;

/** Accepts every POST and never answers; counts what it holds. */
function startHanging(port) {
  const state = { open: 0, maxOpen: 0, firstAt: 0 };
  const server = createServer((req) => {
    state.firstAt ||= Date.now();
    state.open += 1;
    state.maxOpen = Math.max(state.maxOpen, state.open);
    req.resume();
    req.socket.once('close', () => (state.open -= 1));
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(state)));
}

/** Answers 200 at once; notes when each event arrived. */
function startHealthy(port) {
  const arrivals = new Map();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      arrivals.set(req.headers['webhook-id'], Date.now());
      res.writeHead(200).end('ok');
    });
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(arrivals)));
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('needs DATABASE_URL');
  database = await emptyDatabase();
  const [hangingPort, healthyPort] = [await freePort(), await freePort()];
  const hanging = await startHanging(hangingPort);
  const arrivals = await startHealthy(healthyPort);
  const { a, b, inviteCode } = await twoWebhookProcesses(database.url, processes);

  // The stalling owner: ten endpoints that never answer, two events each, written through both processes.
  const stalling = await verifiedOwner(a.url, inviteCode, processes);
  for (let i = 0; i < HANGING_ENDPOINTS; i++) await addWebhook(b.url, stalling.token, `http://127.0.0.1:${hangingPort}/hang/${i}`, ['share.created']);
  const stalled = await createChecklist(a.url, stalling.token);
  await shareWith(a.url, stalling.token, stalled.id, newGuestEmails(1), processes);
  await shareWith(b.url, stalling.token, stalled.id, newGuestEmails(1), processes);
  await waitUntil(() => hanging.open > 0, 10_000, 'no hanging attempt was made', 50);

  // The healthy owner: each event, made through A then B in turn, arrives while the hanging attempts are open.
  const owner = await verifiedOwner(b.url, inviteCode, processes);
  await addWebhook(a.url, owner.token, `http://127.0.0.1:${healthyPort}/hooks`, ['share.created']);
  const checklist = await createChecklist(a.url, owner.token);
  const delays = [];
  for (let n = 0; n < HEALTHY_EVENTS; n++) {
    const via = n % 2 ? b : a;
    const madeAt = Date.now();
    const res = await call(via.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: newGuestEmails(1) }, owner.token);
    if (res.status !== 200) throw new Error(`share: ${res.status}`);
    await waitUntil(() => arrivals.size > n, ARRIVES_WITHIN_MS, `event ${n + 1} of the healthy owner (made through ${via.name}) did not arrive`, 50);
    delays.push(Date.now() - madeAt);
    if (Date.now() - hanging.firstAt >= DELIVERY_TIMEOUT_MS) throw new Error('the hanging attempts reached their time-out before the healthy events arrived');
    if (hanging.open === 0) throw new Error('no hanging attempt was open when the healthy event arrived');
  }
  if (hanging.maxOpen > WEBHOOK_DELIVERIES_PER_OWNER) throw new Error(`${hanging.maxOpen} attempts of one owner in flight at once across the two processes (limit ${WEBHOOK_DELIVERIES_PER_OWNER})`);

  const sentBy = await database.query(
    `SELECT count(DISTINCT a.message_id)::int AS n FROM webhook_attempts a JOIN webhook_endpoints e ON e.id = a.endpoint_id WHERE e.owner_id = $1`,
    [owner.user.id],
  );
  if (sentBy[0].n !== HEALTHY_EVENTS) throw new Error(`${sentBy[0].n} healthy messages logged for ${HEALTHY_EVENTS} events`);
  const dup = await database.query(`SELECT message_id, attempt FROM webhook_attempts GROUP BY message_id, attempt HAVING count(*) > 1`);
  if (dup.length) throw new Error(`${dup.length} attempts made by two processes`);
  const errors = processes.flatMap((p) => errorLines(p.output()).map((line) => `${p.name}: ${line}`));
  if (errors.length) throw new Error(`error lines logged:\n${errors.join('\n')}`);
  return `${HANGING_ENDPOINTS} hanging endpoints of one owner (at most ${hanging.maxOpen} held at once across two processes): the other owner's ${HEALTHY_EVENTS} events arrived in ${delays.map((d) => `${(d / 1000).toFixed(1)} s`).join(', ')}, all while the hanging attempts were open`;
}

await runCheck('webhooks: no stall across owners', main, async () => {
  await Promise.all(processes.map((p) => p.stop().catch(() => undefined)));
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await database?.drop().catch(() => undefined);
});
