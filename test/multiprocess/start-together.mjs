#!/usr/bin/env node
// Replicas started at the same moment on an empty PostgreSQL database: every one becomes healthy
// and none logs an error line (migrations run under an advisory lock: one applies them, the others
// wait and find them done). Needs DATABASE_URL and a build. Exits 0/1 with a one-line summary.
import { randomBytes } from 'node:crypto';
import { emptyDatabase, errorLines } from './database.mjs';
import { runCheck, startProcess } from './flows.mjs';

const REPLICAS = 3;
const processes = [];
let database;

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('needs DATABASE_URL');
  database = await emptyDatabase();
  const env = { DATABASE_URL: database.url, REDIS_URL: '', JWT_SECRET: `st-${randomBytes(24).toString('hex')}`, INVITE_CODES: 'together', LOG_LEVEL: 'info' };
  const started = performance.now();
  const results = await Promise.allSettled(Array.from({ length: REPLICAS }, (_, i) => startProcess(`together-${i}`, env, { timeoutMs: 90_000 })));
  for (const r of results) if (r.status === 'fulfilled') processes.push(r.value);
  const failed = results.filter((r) => r.status === 'rejected').map((r) => r.reason?.message ?? String(r.reason));
  if (failed.length) throw new Error(`${failed.length} of ${REPLICAS} replicas not healthy: ${failed.join('; ')}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const errors = processes.flatMap((p) => errorLines(p.output()).map((line) => `${p.name}: ${line}`));
  if (errors.length) throw new Error(`error lines logged:\n${errors.join('\n')}`);
  const [{ count }] = await database.query(`SELECT count(*)::int AS count FROM migrations`);
  return `${REPLICAS} replicas started together on an empty database, all healthy in ${seconds} s, no error line; ${count} migrations applied once`;
}

await runCheck('start together', main, async () => {
  await Promise.all(processes.map((p) => p.stop().catch(() => undefined)));
  await database?.drop().catch(() => undefined);
});
