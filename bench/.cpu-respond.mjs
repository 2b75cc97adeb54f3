import { readFileSync } from 'node:fs';
import { load, startProduct } from './lib.mjs';
import { ownerWithSharedChecklist } from '../test/faults/support/flows.mjs';
const cpu = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(' ').slice(13, 15).reduce((a, b) => a + +b, 0) * 10;
const extra = process.env.NOREDIS ? { REDIS_URL: '' } : {};
const product = await startProduct({ DATABASE_URL: process.env.DATABASE_URL, ...extra }, { nodeArgs: process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [] });
const guests = Array.from({ length: 10 }, (_, i) => `bench-guest-${i}@example.com`);
const { checklist, accessTokens } = await ownerWithSharedChecklist(product.url, product.dataDir, 'bench', { items: 20, guests });
for (const path of ['/api/health', 'respond']) {
  let i = 0; const c0 = cpu(product.pid); const a0 = process.cpuUsage();
  const r = path === 'respond' ? await load(product.url, { connections: 50, duration: 5, requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (req) => { const n = i++; return { ...req, path: `/api/guest/shared/${accessTokens[n % 10]}/respond`, body: JSON.stringify({ item: checklist.items[Math.floor(n / 10) % 20].id, key: 'complete', value: n % 3 === 0 }) }; } }] })
    : await load(product.url + path, { connections: 50, duration: 5 });
  const a = process.cpuUsage(a0);
  console.log(`${path}: ${r.requests.average} req/s p99 ${r.latency.p99} non2xx ${r.non2xx}; node CPU ms/req ${((cpu(product.pid) - c0) / r.requests.total).toFixed(2)}, autocannon ${((a.user + a.system) / 1000 / r.requests.total).toFixed(2)}`);
}
await product.stop();
