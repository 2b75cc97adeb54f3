#!/usr/bin/env node
// Replicas started at the same moment on an empty PostgreSQL database: every one becomes healthy
// and none logs an error line (migrations run under an advisory lock: one applies them, the others
// wait and find them done). With no INVITE_CODES they store exactly one single-use invite code
// between them, which one of them prints, and which signs up once. Needs DATABASE_URL and a build.
// Exits 0/1 with a one-line summary.
import { randomBytes } from 'node:crypto';
import { emptyDatabase, errorLines } from './database.mjs';
import { call, runCheck, startProcess } from './flows.mjs';

const REPLICAS = 3;
const processes = [];
let database;

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('needs DATABASE_URL');
  database = await emptyDatabase();
  const env = { DATABASE_URL: database.url, REDIS_URL: '', JWT_SECRET: `st-${randomBytes(24).toString('hex')}`, INVITE_CODES: '', LOG_LEVEL: 'info' };
  const started = performance.now();
  const results = await Promise.allSettled(Array.from({ length: REPLICAS }, (_, i) => startProcess(`together-${i}`, env, { timeoutMs: 90_000 })));
  for (const r of results) if (r.status === 'fulfilled') processes.push(r.value);
  const failed = results.filter((r) => r.status === 'rejected').map((r) => r.reason?.message ?? String(r.reason));
  if (failed.length) throw new Error(`${failed.length} of ${REPLICAS} replicas not healthy: ${failed.join('; ')}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const errors = processes.flatMap((p) => errorLines(p.output()).map((line) => `${p.name}: ${line}`));
  if (errors.length) throw new Error(`error lines logged:\n${errors.join('\n')}`);
  const [{ count }] = await database.query(`SELECT count(*)::int AS count FROM migrations`);
  const invites = await inviteCodeStoredOnce();
  return `${REPLICAS} replicas started together on an empty database, all healthy in ${seconds} s, no error line; ${count} migrations applied once; ${invites}`;
}

/** Exactly one code stored, with one use, printed by exactly one replica; it signs up once. */
async function inviteCodeStoredOnce() {
  const codes = await database.query(`SELECT code, uses_remaining FROM invite_codes`);
  if (codes.length !== 1 || codes[0].uses_remaining !== 1) throw new Error(`expected one single-use invite code, found ${JSON.stringify(codes)}`);
  const { code } = codes[0];
  const printers = processes.filter((p) => p.output().includes(`Invite code for sign-up (single use): ${code}`));
  if (printers.length !== 1) throw new Error(`the code was printed by ${printers.length} replicas, not one`);
  const register = (p, i) =>
    call(p.url, 'POST', '/api/register', { username: `together_${i}_${randomBytes(3).toString('hex')}`, email: `together.${i}.${randomBytes(3).toString('hex')}@example.com`, password: `Tl-${randomBytes(12).toString('base64url')}`, inviteCode: code, agreeToTerms: true });
  const first = await register(processes[0], 0);
  if (first.status !== 201) throw new Error(`sign-up with the printed code: ${first.status} ${JSON.stringify(first.body)}`);
  const second = await register(processes[1], 1);
  if (second.status !== 422) throw new Error(`a second sign-up with the single-use code: ${second.status}, not 422`);
  return `one single-use invite code stored and printed by ${printers[0].name}, good for one sign-up`;
}

await runCheck('start together', main, async () => {
  await Promise.all(processes.map((p) => p.stop().catch(() => undefined)));
  await database?.drop().catch(() => undefined);
});
