#!/usr/bin/env node
// Two server processes on one PostgreSQL, SMTP down, then up: every mail queued while it was down
// (share invitations made through either process, verification mails of sign-ups on either) arrives
// exactly once, soon after SMTP is back — retried by whichever process claimed it, never by both.
// Needs DATABASE_URL and a build. Exits 0/1 with a one-line summary.
import { randomBytes } from 'node:crypto';
import { emptyDatabase, errorLines } from './database.mjs';
import { call, freePort, newGuestEmails, runCheck, sleep, startProcess } from './flows.mjs';
import { SmtpSink } from './smtp-sink.mjs';

const GUESTS_PER_PROCESS = 6;
const SIGNUPS_PER_PROCESS = 3;
const processes = [];
let database;
let sink;

async function expect(promise, status, what) {
  const res = await promise;
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const uid = () => randomBytes(5).toString('hex');
const register = (url, inviteCode, email) =>
  expect(call(url, 'POST', '/api/register', { username: `mo_${uid()}`, email, password: `Mo-${randomBytes(12).toString('base64url')}`, inviteCode, agreeToTerms: true }), 201, 'register');

async function waitUntil(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('needs DATABASE_URL');
  database = await emptyDatabase();
  sink = await new SmtpSink(await freePort()).start();
  const inviteCode = `mo-${uid()}`;
  const env = { DATABASE_URL: database.url, SMTP_URL: sink.url, JWT_SECRET: `mo-${randomBytes(24).toString('hex')}`, INVITE_CODES: inviteCode };
  const [a, b] = await Promise.all([startProcess('A', env), startProcess('B', env)]);
  processes.push(a, b);

  // SMTP up: an owner signs up through A and verifies through B.
  const ownerEmail = `owner.${uid()}@example.com`;
  await register(a.url, inviteCode, ownerEmail);
  await waitUntil(() => sink.to(ownerEmail).length > 0, 20_000, 'no verification mail to the owner');
  const [, id, secret] = /\/email\/verify\/([^/]+)\/([^/\s]+)/.exec(sink.to(ownerEmail)[0].text);
  const { token } = await expect(call(b.url, 'POST', `/api/email/validate/${id}/${secret}`, {}), 200, 'verify');
  const items = [{ text: 'Task', description: null, displayOrder: 1 }];
  const checklist = await expect(call(a.url, 'POST', '/api/checklist/create', { title: 'Exactly once', description: null, items }, token), 201, 'create');

  // SMTP down: invitations through both processes, sign-ups on both. Each first attempt fails.
  await sink.stop();
  const sentBefore = sink.mails.length;
  const queued = [];
  for (const p of [a, b]) {
    const guests = newGuestEmails(GUESTS_PER_PROCESS);
    const shared = await expect(call(p.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: guests }, token), 200, `share through ${p.name}`);
    if ((shared.email_warnings ?? []).length !== guests.length) throw new Error(`share through ${p.name}: expected a warning per address, got ${JSON.stringify(shared)}`);
    queued.push(...guests);
    for (let i = 0; i < SIGNUPS_PER_PROCESS; i++) {
      const email = `signup.${uid()}@example.com`;
      await register(p.url, inviteCode, email);
      queued.push(email);
    }
  }
  const [{ waiting }] = await database.query(`SELECT count(*)::int AS waiting FROM mail_jobs WHERE status = 'pending'`);
  if (waiting !== queued.length) throw new Error(`${waiting} jobs pending for ${queued.length} mails queued while SMTP was down`);

  // SMTP back: both processes poll; every mail arrives, and the queue empties.
  await sink.start();
  const upAt = performance.now();
  await waitUntil(() => queued.every((to) => sink.to(to).length > 0), 150_000, 'not every queued mail arrived');
  const allInSeconds = (performance.now() - upAt) / 1000;
  await waitUntil(async () => (await database.query(`SELECT count(*)::int AS n FROM mail_jobs`))[0].n === 0, 30_000, 'mail_jobs not empty');

  const duplicates = queued.filter((to) => sink.to(to).length !== 1).map((to) => `${to} ×${sink.to(to).length}`);
  if (duplicates.length) throw new Error(`mails not sent exactly once: ${duplicates.join(', ')}`);
  if (sink.mails.length - sentBefore !== queued.length) throw new Error(`${sink.mails.length - sentBefore} mails for ${queued.length} queued`);
  const errors = processes.flatMap((p) => errorLines(p.output()).map((line) => `${p.name}: ${line}`));
  if (errors.length) throw new Error(`error lines logged:\n${errors.join('\n')}`);
  return `${queued.length} mails queued on two processes while SMTP was down each arrived exactly once, all within ${allInSeconds.toFixed(1)} s of SMTP coming back`;
}

await runCheck('mail exactly once', main, async () => {
  await Promise.all(processes.map((p) => p.stop().catch(() => undefined)));
  await sink?.stop().catch(() => undefined);
  await database?.drop().catch(() => undefined);
});
