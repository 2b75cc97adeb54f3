#!/usr/bin/env node
// A share job (issue 43) on two server processes sharing one PostgreSQL: started through A, A is
// stopped (SIGTERM) mid-job, B resumes it, A comes back; the job ends with every address shared once
// and every invitation received exactly once by the SMTP server, whichever process sent it.
// Needs DATABASE_URL and a build. Exits 0/1 with a one-line summary.
import { randomBytes } from 'node:crypto';
import { emptyDatabase, errorLines } from './database.mjs';
import { call, createChecklist, freePort, newGuestEmails, runCheck, startProcess, waitUntil } from './flows.mjs';
import { SmtpSink } from './smtp-sink.mjs';

const ADDRESSES = 600;
const processes = [];
let database;
let sink;

async function expectStatus(promise, status, what) {
  const res = await promise;
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('needs DATABASE_URL');
  database = await emptyDatabase();
  sink = await new SmtpSink(await freePort()).start();
  const uid = randomBytes(5).toString('hex');
  const env = { DATABASE_URL: database.url, SMTP_URL: sink.url, JWT_SECRET: `sj-${randomBytes(24).toString('hex')}`, INVITE_CODES: `sj-${uid}`, RATE_LIMIT: 'off' };
  let a = await startProcess('A', env);
  const b = await startProcess('B', env);
  processes.push(a, b);

  const email = `owner.${uid}@example.com`;
  const password = `Sj-${randomBytes(12).toString('base64url')}`;
  await expectStatus(call(a.url, 'POST', '/api/register', { username: `sj_${uid}`, email, password, inviteCode: `sj-${uid}`, agreeToTerms: true }), 201, 'register');
  await waitUntil(() => sink.to(email).length > 0, 20_000, 'no verification mail');
  const [, id, secret] = /\/email\/verify\/([^/\s]+)\/([^/\s]+)/.exec(sink.to(email)[0].text);
  const { token } = await expectStatus(call(b.url, 'POST', `/api/email/validate/${id}/${secret}`, {}), 200, 'verify');
  const checklist = await createChecklist(a.url, token, 2);

  const emails = newGuestEmails(ADDRESSES);
  const before = sink.mails.length;
  const { job } = await expectStatus(call(a.url, 'POST', `/api/checklist/${checklist.id}/share-jobs`, { emails }, token), 202, 'share job');
  const read = async (p) => (await expectStatus(call(p.url, 'GET', `/api/checklist/${checklist.id}/share-jobs/${job.id}`, undefined, token), 200, 'job')).job;
  await waitUntil(async () => (await read(a)).sent > 0, 60_000, 'no step done on A', 20);
  await a.stop();
  const atStop = await read(b);
  if (atStop.sent >= ADDRESSES) throw new Error(`the job was done before A stopped (${JSON.stringify(atStop)}): nothing was resumed`);

  a = await startProcess('A', env);
  processes.push(a);
  await waitUntil(async () => (await read(b)).status === 'done', 120_000, 'the job not done');
  const done = await read(a);
  if (done.sent !== ADDRESSES || done.skipped !== 0 || done.refused !== 0) throw new Error(`job ended as ${JSON.stringify(done)}`);
  await waitUntil(() => sink.mails.length - before >= ADDRESSES, 60_000, `${sink.mails.length - before} of ${ADDRESSES} invitations`);
  const [{ shares }] = await database.query(`SELECT count(*)::int AS shares FROM shares WHERE checklist_id = $1`, [checklist.id]);
  if (shares !== ADDRESSES) throw new Error(`${shares} shares for ${ADDRESSES} addresses`);
  const wrong = emails.filter((to) => sink.to(to).length !== 1).map((to) => `${to} ×${sink.to(to).length}`);
  if (wrong.length) throw new Error(`invitations not received exactly once: ${wrong.slice(0, 10).join(', ')}${wrong.length > 10 ? ` … ${wrong.length} in all` : ''}`);
  const errors = processes.flatMap((p) => errorLines(p.output()).map((line) => `${p.name}: ${line}`));
  if (errors.length) throw new Error(`error lines logged:\n${errors.join('\n')}`);
  return `a ${ADDRESSES}-address share job stopped on A after ${atStop.sent} was resumed by B: every address shared once, each invitation received exactly once`;
}

await runCheck('share job across a restart', main, async () => {
  await Promise.all(processes.map((p) => p.stop().catch(() => undefined)));
  await sink?.stop().catch(() => undefined);
  await database?.drop().catch(() => undefined);
});
