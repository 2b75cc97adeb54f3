// Webhook delay across owners (issue 41): one owner's healthy endpoint gets share.created events at
// a steady pace; the delay from each event (its payload's timestamp, written with the change) to
// its arrival, p50/p95/p99. Measured twice on one product: first with no other endpoint (the
// baseline), then while another owner's ten endpoints accept every delivery and never answer
// (each attempt held until the 10 s time-out, then retried). The goal: that p99 ≤ 2 s.
//
//   node bench/webhook-delay.mjs [--events 40 --interval 150]
import { createServer } from 'node:http';
import { addWebhook, call, createChecklist, newGuestEmails, percentile, sleep, verifiedOwner } from '../test/multiprocess/flows.mjs';
import { fmt, printRow, startProduct } from './lib.mjs';

const HANGING_ENDPOINTS = 10;
const GOAL_MS = 2_000;

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)));
}

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  return { count: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99) };
}

async function share(url, token, checklistId) {
  const res = await call(url, 'POST', `/api/checklist/${checklistId}/share`, { emails: newGuestEmails(1) }, token);
  if (res.status !== 200) throw new Error(`share: ${res.status}`);
}

/** A new owner with one endpoint on `receiverUrl`; `events` share.created events, one every `intervalMs`; the delays once all arrived. */
async function measure(product, receiver, { events, intervalMs }) {
  const owner = await verifiedOwner(product.url, 'bench', [product]);
  await addWebhook(product.url, owner.token, `${receiver.url}/hooks/${owner.user.id}`, ['share.created']);
  const checklist = await createChecklist(product.url, owner.token, 3);
  const before = receiver.delays.length;
  for (let i = 0; i < events; i++) {
    await share(product.url, owner.token, checklist.id);
    await sleep(intervalMs);
  }
  const deadline = Date.now() + 60_000;
  while (receiver.delays.length - before < events) {
    if (Date.now() > deadline) throw new Error(`${receiver.delays.length - before} of ${events} events arrived within 60 s`);
    await sleep(50);
  }
  return stats(receiver.delays.slice(before));
}

export async function benchWebhookDelay({ events = 40, intervalMs = 150 } = {}) {
  const delays = [];
  const healthy = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      delays.push(Date.now() - Date.parse(JSON.parse(body).timestamp));
      res.writeHead(200).end('ok');
    });
  });
  let held = 0;
  const hanging = createServer((req) => {
    held += 1;
    req.resume();
    req.socket.once('close', () => (held -= 1));
  });
  const receiver = { url: await listen(healthy), delays };
  const hangingUrl = await listen(hanging);
  const product = await startProduct({ RATE_LIMIT: 'off', WEBHOOKS_ALLOW_PRIVATE: 'on', WEBHOOKS_ALLOW_INSECURE: 'on', WEBHOOKS_RETRY_BASE_MS: '100' });
  try {
    const baseline = await measure(product, receiver, { events, intervalMs });

    // Another owner's ten endpoints that never answer, with events enough to keep every one busy.
    const stalling = await verifiedOwner(product.url, 'bench', [product]);
    for (let i = 0; i < HANGING_ENDPOINTS; i++) await addWebhook(product.url, stalling.token, `${hangingUrl}/hang/${i}`, ['share.created']);
    const stalled = await createChecklist(product.url, stalling.token, 3);
    for (let i = 0; i < 3; i++) await share(product.url, stalling.token, stalled.id);
    while (held === 0) await sleep(20);
    const stalledRun = await measure(product, receiver, { events, intervalMs });
    const heldAfter = held;

    const line = (s) => `p50 ${fmt(s.p50)} ms, p95 ${fmt(s.p95)} ms (${s.count} events)`;
    console.log(`no other endpoint:                        ${line(baseline)}`);
    console.log(`${HANGING_ENDPOINTS} hanging endpoints of another owner:     ${line(stalledRun)}; ${heldAfter} of their attempts held open at the end`);
    printRow('webhook event → received p99, 10 hanging', stalledRun.p99, 'no hanging endpoint', baseline.p99, 'ms', false, {
      after: ` (goal ≤ ${fmt(GOAL_MS)} ms: ${stalledRun.p99 <= GOAL_MS ? 'met' : 'NOT met'})`,
    });
    return { baseline, stalled: stalledRun };
  } finally {
    await product.stop();
    hanging.closeAllConnections();
    await Promise.all([healthy, hanging].map((s) => new Promise((resolve) => s.close(resolve))));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : undefined;
  };
  await benchWebhookDelay({ events: arg('events') ?? 40, intervalMs: arg('interval') ?? 150 });
}
