// Big sends (issue 43): a share job to N addresses through a local SMTP sink (pooled transport),
// from the 202 to the last invitation received, as mails a second, beside the same at 100 addresses;
// then "nudge all" on those audiences (its answer's latency at N beside 100). Each address must
// receive exactly one invitation and one nudge. Goals: ≥ 100 mails a second; nudge all ≤ 2 s at 20,000.
//
//   node bench/share-jobs.mjs [--size 20000]
import { randomBytes } from 'node:crypto';
import { call, createChecklist, freePort, newGuestEmails, sleep } from '../test/multiprocess/flows.mjs';
import { SmtpSink } from '../test/multiprocess/smtp-sink.mjs';
import { fmt, printRow, startProduct } from './lib.mjs';

const BASELINE = 100;
const MAIL_GOAL_PER_S = 100;
const NUDGE_GOAL_MS = 2_000;

async function expectStatus(promise, status, what) {
  const res = await promise;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function until(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/** An owner verified through the mail the sink received. */
async function verifiedOwner(url, sink) {
  const id = randomBytes(5).toString('hex');
  const email = `owner.${id}@example.com`;
  const password = `Tl-${randomBytes(12).toString('base64url')}`;
  await expectStatus(call(url, 'POST', '/api/register', { username: `bj_${id}`, email, password, inviteCode: 'bench', agreeToTerms: true }), 201, 'register');
  await until(() => sink.to(email).length > 0, 20_000, 'no verification mail');
  const [, uuid, hash] = /\/email\/verify\/([^/\s]+)\/([^/\s]+)/.exec(sink.to(email)[0].text);
  return expectStatus(call(url, 'POST', `/api/email/validate/${uuid}/${hash}`, {}), 200, 'verify');
}

/** Mails the sink received, counted per recipient address (RCPT lines), for `subject` mails only. */
function countPerAddress(sink, from, test) {
  const counts = new Map();
  for (const mail of sink.mails.slice(from)) {
    if (!test(mail.text)) continue;
    for (const rcpt of mail.rcpt) {
      const address = /<([^>]+)>/.exec(rcpt)?.[1]?.toLowerCase();
      if (address) counts.set(address, (counts.get(address) ?? 0) + 1);
    }
  }
  return counts;
}

/** A share job to `n` new addresses: seconds from the request to the last invitation received, and the nudge-all answer's latency on that audience. */
async function measure(product, sink, token, n) {
  const checklist = await createChecklist(product.url, token, 3);
  const emails = newGuestEmails(n);
  const from = sink.mails.length;
  const started = performance.now();
  const { job } = await expectStatus(call(product.url, 'POST', `/api/checklist/${checklist.id}/share-jobs`, { emails }, token), 202, 'share job');
  const answeredMs = performance.now() - started;
  // An invitation has the personal link and no progress line ("0 of 3 done"), which a nudge has.
  const isInvitation = (text) => /\/shared\//.test(text) && !/ of \d+ done/.test(text);
  const everyOne = (test) => () => {
    const counts = countPerAddress(sink, from, test);
    return emails.every((e) => counts.has(e.toLowerCase()));
  };
  await until(everyOne(isInvitation), 60_000 + n * 50, `not every invitation`);
  const seconds = (performance.now() - started) / 1000;
  const done = await expectStatus(call(product.url, 'GET', `/api/checklist/${checklist.id}/share-jobs/${job.id}`, undefined, token), 200, 'job');
  const invitations = countPerAddress(sink, from, isInvitation);
  const wrong = emails.filter((e) => invitations.get(e.toLowerCase()) !== 1).length;
  if (done.job.sent !== n || wrong > 0) throw new Error(`job ${JSON.stringify(done.job)}; ${wrong} addresses without exactly one invitation`);

  const beforeNudge = sink.mails.length;
  const nudgeStart = performance.now();
  const nudged = await expectStatus(call(product.url, 'POST', `/api/checklist/${checklist.id}/nudge`, {}, token), 200, 'nudge all');
  const nudgeMs = performance.now() - nudgeStart;
  if (nudged.nudged !== n || nudged.skipped !== 0) throw new Error(`nudge all answered ${JSON.stringify(nudged)}`);
  const isNudge = (text) => / of \d+ done/.test(text);
  await until(() => { const c = countPerAddress(sink, beforeNudge, isNudge); return emails.every((e) => c.has(e.toLowerCase())); }, 60_000 + n * 50, 'not every nudge');
  const nudgeSeconds = (performance.now() - nudgeStart) / 1000;
  const nudges = countPerAddress(sink, beforeNudge, isNudge);
  if (emails.some((e) => nudges.get(e.toLowerCase()) !== 1)) throw new Error('a recipient without exactly one nudge');
  const again = await expectStatus(call(product.url, 'POST', `/api/checklist/${checklist.id}/nudge`, {}, token), 200, 'nudge all again');
  if (again.nudged !== 0 || again.skipped !== n) throw new Error(`a second nudge all within 24 h answered ${JSON.stringify(again)}`);
  return { answeredMs, mailsPerSecond: n / seconds, seconds, nudgeMs, nudgeMailsPerSecond: n / nudgeSeconds };
}

export async function benchShareJobs({ size = Number(process.argv[process.argv.indexOf('--size') + 1]) || 2_000 } = {}) {
  const sink = await new SmtpSink(await freePort()).start();
  const product = await startProduct({ RATE_LIMIT: 'off', SMTP_URL: sink.url });
  try {
    const owner = await verifiedOwner(product.url, sink);
    const small = await measure(product, sink, owner.token, BASELINE);
    const large = await measure(product, sink, owner.token, size);
    printRow(`share job answered, ${fmt(size)} addresses`, large.answeredMs, `${BASELINE}`, small.answeredMs, ' ms', false);
    printRow(`share job mails/s to the SMTP sink, ${fmt(size)}`, large.mailsPerSecond, `${BASELINE}`, small.mailsPerSecond, '/s', true, {
      after: ` (goal ≥ ${MAIL_GOAL_PER_S}/s; all ${fmt(size)} in ${fmt(large.seconds, 1)} s, each exactly once)`,
    });
    printRow(`nudge all answered, ${fmt(size)} recipients`, large.nudgeMs, `${BASELINE}`, small.nudgeMs, ' ms', false, { after: ` (goal ≤ ${fmt(NUDGE_GOAL_MS)} ms)` });
    printRow(`nudge mails/s to the SMTP sink, ${fmt(size)}`, large.nudgeMailsPerSecond, `${BASELINE}`, small.nudgeMailsPerSecond, '/s');
  } finally {
    await product.stop();
    await sink.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchShareJobs();
