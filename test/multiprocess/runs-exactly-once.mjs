#!/usr/bin/env node
// Issue 45: two server processes on one PostgreSQL, one recurring checklist shared with several
// recipients. When its occurrence comes, each recipient gets exactly one run (unique per occurrence
// and recipient in the database) and exactly one "are ready" mail, whichever process's scheduler
// started it. Real time: the schedule's first occurrence is the coming minute.
// Needs DATABASE_URL and a build. Exits 0/1 with a one-line summary.
import { randomBytes } from 'node:crypto';
import { emptyDatabase, errorLines } from './database.mjs';
import { call, freePort, newGuestEmails, runCheck, sleep, startProcess } from './flows.mjs';
import { SmtpSink } from './smtp-sink.mjs';

const GUESTS = 6;
const processes = [];
let database;
let sink;

async function expect(promise, status, what) {
  const res = await promise;
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function waitUntil(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

const uid = () => randomBytes(5).toString('hex');

/** The next whole minute at least 20 s away, as a UTC local date-time (YYYY-MM-DDTHH:mm). */
function comingMinute() {
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  return { at, local: at.toISOString().slice(0, 16) };
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('needs DATABASE_URL');
  database = await emptyDatabase();
  sink = await new SmtpSink(await freePort()).start();
  const inviteCode = `ro-${uid()}`;
  const env = { DATABASE_URL: database.url, SMTP_URL: sink.url, JWT_SECRET: `ro-${randomBytes(24).toString('hex')}`, INVITE_CODES: inviteCode };
  const a = await startProcess('A', env);
  processes.push(a);
  const b = await startProcess('B', env);
  processes.push(b);

  const ownerEmail = `owner.${uid()}@example.com`;
  await expect(call(a.url, 'POST', '/api/register', { username: `ro_${uid()}`, email: ownerEmail, password: `Ro-${randomBytes(12).toString('base64url')}`, inviteCode, agreeToTerms: true }), 201, 'register');
  await waitUntil(() => sink.to(ownerEmail).length > 0, 20_000, 'no verification mail to the owner');
  const [, id, secret] = /\/email\/verify\/([^/]+)\/([^/\s]+)/.exec(sink.to(ownerEmail)[0].text);
  const { token } = await expect(call(b.url, 'POST', `/api/email/validate/${id}/${secret}`, {}), 200, 'verify');

  const guests = newGuestEmails(GUESTS);
  const { at, local } = comingMinute();
  const schedule = { rrule: 'FREQ=DAILY', startsAt: local, timeZone: 'UTC' };
  const items = [{ text: 'Lock the back door', description: null, displayOrder: 1 }];
  const checklist = await expect(call(a.url, 'POST', '/api/checklist/create', { title: 'Closing checks', description: null, items, schedule }, token), 201, 'create');
  await expect(call(b.url, 'POST', `/api/checklist/${checklist.id}/share`, { emails: guests }, token), 200, 'share');

  // The job runs once a minute on each process; within two minutes of the occurrence it has started.
  const runs = async () => (await database.query(`SELECT share_id FROM share_runs r JOIN shares s ON s.id = r.share_id WHERE s.checklist_id = $1`, [checklist.id]));
  await waitUntil(async () => (await runs()).length >= GUESTS, at.getTime() - Date.now() + 150_000, 'not every recipient got a run');
  const ready = (to) => sink.to(to).filter((m) => m.text.includes('A new run of'));
  await waitUntil(() => guests.every((to) => ready(to).length > 0), 30_000, 'not every recipient got the run mail');
  await sleep(3_000); // a second mail or run, if any were made, would show by now
  const made = await runs();
  const perShare = new Map();
  for (const r of made) perShare.set(r.share_id, (perShare.get(r.share_id) ?? 0) + 1);
  if (made.length !== GUESTS || [...perShare.values()].some((n) => n !== 1)) throw new Error(`${made.length} runs for ${GUESTS} recipients`);
  const [{ n: occurrences }] = await database.query(`SELECT count(*)::int AS n FROM checklist_occurrences WHERE checklist_id = $1`, [checklist.id]);
  if (occurrences !== 1) throw new Error(`${occurrences} occurrences`);
  const duplicates = guests.filter((to) => ready(to).length !== 1).map((to) => `${to} ×${ready(to).length}`);
  if (duplicates.length) throw new Error(`run mails not sent exactly once: ${duplicates.join(', ')}`);
  const errors = processes.flatMap((p) => errorLines(p.output()).map((line) => `${p.name}: ${line}`));
  if (errors.length) throw new Error(`error lines logged:\n${errors.join('\n')}`);
  return `${GUESTS} recipients each got one run and one mail of the occurrence at ${at.toISOString()}, with two processes on one PostgreSQL`;
}

await runCheck('recurring runs exactly once', main, async () => {
  await Promise.all(processes.map((p) => p.stop().catch(() => undefined)));
  await sink?.stop().catch(() => undefined);
  await database?.drop().catch(() => undefined);
});
