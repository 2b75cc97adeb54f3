// npm run bench: every benchmark, each figure printed beside a baseline measured in the same run.
import { cpus, totalmem } from 'node:os';
import { existsSync } from 'node:fs';
import { withFreshDatabase } from './lib.mjs';

console.log(`Ticklist benchmarks — ${new Date().toISOString()} — ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`);
console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL; each benchmark on an empty database of its own on that server)' : 'embedded PGlite'}\n`);

const suites = [
  ['health', './health.mjs', 'benchHealth'],
  ['realtime', './realtime-latency.mjs', 'benchRealtimeLatency'],
  ['outside', './outside-harness.mjs', 'benchOutsideHarness'],
  ['webhooks', './webhook-delay.mjs', 'benchWebhookDelay'],
  ['share-jobs', './share-jobs.mjs', 'benchShareJobs'],
  ['respond', './respond.mjs', 'benchRespond'],
  ['save-statement', './save-statement.mjs', 'benchSaveStatement'],
  ['dashboard', './dashboard-list.mjs', 'benchDashboardList'],
  ['scale', './scale.mjs', 'benchScale'],
  ['walk', './walk.mjs', 'benchWalk'],
  ['exports', './exports.mjs', 'benchExports'],
  ['sockets', './idle-sockets.mjs', 'benchIdleSockets'],
  ['bundles', './bundles.mjs', 'benchBundles'],
  ['lighthouse', './lighthouse.mjs', 'benchLighthouse'],
  ['dashboard-lighthouse', './dashboard-lighthouse.mjs', 'benchDashboardLighthouse'],
  ['startup', './startup.mjs', 'benchStartup'],
  ['memory', './memory.mjs', 'benchMemory'],
];
const only = process.argv.slice(2);
for (const [name, file, fn] of suites) {
  if (only.length && !only.includes(name)) continue;
  if (!existsSync(new URL(file, import.meta.url))) continue;
  console.log(`--- ${name}`);
  try {
    const mod = await import(file);
    // On PostgreSQL each suite gets an empty database of its own (withFreshDatabase).
    await withFreshDatabase(name, () => mod[fn]());
  } catch (error) {
    console.log(`${name} failed: ${error?.message ?? error}`);
    process.exitCode = 1;
  }
  console.log();
}
