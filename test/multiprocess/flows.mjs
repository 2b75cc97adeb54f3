// Plain-Node helpers over the product's public HTTP API and Socket.IO, for the multi-process
// check and the realtime benchmark (they run against built server processes, outside jest).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { call, freePort, readOutbox, ROOT, startServer, waitFor, waitForLink as kitWaitForLink } from '../kit/index.js';

export { call, freePort, ROOT };
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every `intervalMs` until it is truthy; throws "`what` within …" past `timeoutMs` (the kit's waitFor). */
export const waitUntil = (check, timeoutMs, what, intervalMs = 200) => waitFor(check, { timeoutMs, intervalMs, describe: () => what });

/**
 * Starts `node server/dist/main.js` (the test kit's) on a free port with its own DATA_DIR;
 * resolves once /api/health is 200. `env` is added to the defaults (production, quiet logs).
 */
export async function startProcess(name, env = {}, { timeoutMs = 60_000 } = {}) {
  const server = await startServer({ env: { NODE_ENV: 'production', HOST: '127.0.0.1', ...env }, name, timeoutMs });
  return { name, url: server.url, port: server.port, dataDir: server.dataDir, pid: server.pid, child: server.child, output: server.output, stop: () => server.stop() };
}

/**
 * Two processes on DATABASE_URL and REDIS_URL with one invite code, started one after the other
 * (the first runs the migrations, the second finds them done) after a build if the sources
 * changed; each pushed onto `processes` as it starts, for the check's cleanup.
 */
export async function twoProcessesOnRedis(processes) {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) throw new Error('needs DATABASE_URL and REDIS_URL (one PostgreSQL, one Redis)');
  try {
    execFileSync(process.execPath, [join(ROOT, 'scripts/build-if-stale.mjs')], { stdio: 'pipe' });
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw new Error('build failed');
  }
  const inviteCode = `mp-${randomBytes(6).toString('hex')}`;
  const env = { JWT_SECRET: `mp-${randomBytes(24).toString('hex')}`, INVITE_CODES: inviteCode, REDIS_KEY_PREFIX: `mp-${randomBytes(4).toString('hex')}:` };
  const a = await startProcess('A', env);
  processes.push(a);
  const b = await startProcess('B', env);
  processes.push(b);
  return { a, b, inviteCode };
}

/**
 * Two processes on the database at `databaseUrl`, with one invite code, that deliver webhooks to
 * receivers on this machine over plain HTTP and retry quickly; both pushed onto `processes`.
 */
export async function twoWebhookProcesses(databaseUrl, processes) {
  const inviteCode = `wh-${randomBytes(4).toString('hex')}`;
  const env = {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: `wh-${randomBytes(24).toString('hex')}`,
    INVITE_CODES: inviteCode,
    WEBHOOKS_ALLOW_PRIVATE: 'on',
    WEBHOOKS_ALLOW_INSECURE: 'on',
    WEBHOOKS_RETRY_BASE_MS: '200',
  };
  const [a, b] = await Promise.all([startProcess('A', env), startProcess('B', env)]);
  processes.push(a, b);
  return { a, b, inviteCode };
}

/** Runs a check as a script: prints `<title>: PASS — <summary>` or `<title>: FAIL — <why>`, cleans up, exits 0 or 1. */
export async function runCheck(title, main, cleanUp) {
  let code = 0;
  try {
    console.log(`${title}: PASS — ${await main()}`);
  } catch (error) {
    console.log(`${title}: FAIL — ${error?.message ?? error}`);
    code = 1;
  } finally {
    await cleanUp();
  }
  process.exit(code);
}

async function expectStatus(promise, status, what) {
  const res = await promise;
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Every mail written to the outboxes of these data folders (quoted-printable decoded). */
export const outboxMails = (dataDirs) => readOutbox(dataDirs);

/** Waits for a link matching `pattern` in a mail to `email` in any of the outboxes. */
export function waitForLink(dataDirs, email, pattern, timeoutMs = 20_000) {
  return kitWaitForLink(dataDirs, email, pattern, { timeoutMs });
}

const uid = () => `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

/** Registers and verifies an owner; the verification mail may be sent by any of `processes`. */
export async function verifiedOwner(baseUrl, inviteCode, processes) {
  const id = uid();
  const email = `owner.${id}@example.com`;
  const password = `Tl-${randomBytes(12).toString('base64url')}`;
  const reg = await expectStatus(
    call(baseUrl, 'POST', '/api/register', { username: `rt_${id}`.slice(0, 32), email, password, inviteCode, agreeToTerms: true }),
    201,
    'register',
  );
  const link = await waitForLink(processes.map((p) => p.dataDir), email, /\/email\/verify\/[^/]+\/[^/\s]+$/);
  const [, uuid, hash] = /\/email\/verify\/([^/]+)\/([^/\s]+)$/.exec(link);
  const verified = await expectStatus(call(baseUrl, 'POST', `/api/email/validate/${uuid}/${hash}`, {}), 200, 'verify e-mail');
  return { email, password, token: verified?.token ?? reg.token, user: reg.user };
}

export async function createChecklist(baseUrl, token, itemCount = 3) {
  const items = Array.from({ length: itemCount }, (_, i) => ({ text: `Task ${i + 1}`, description: null, displayOrder: i + 1 }));
  return expectStatus(call(baseUrl, 'POST', '/api/checklist/create', { title: 'Realtime check', description: null, items }, token), 201, 'create checklist');
}

/** Shares with each address and returns their access tokens, read from the mailed links. */
export async function shareWith(baseUrl, token, checklistId, emails, processes) {
  for (let i = 0; i < emails.length; i += 50) {
    await expectStatus(call(baseUrl, 'POST', `/api/checklist/${checklistId}/share`, { emails: emails.slice(i, i + 50) }, token), 200, 'share');
  }
  const tokens = [];
  for (const email of emails) {
    const link = await waitForLink(processes.map((p) => p.dataDir), email, /\/shared\/[A-Za-z0-9_-]+$/, 60_000);
    tokens.push(/\/shared\/([A-Za-z0-9_-]+)$/.exec(link)[1]);
  }
  return tokens;
}

/** Adds a webhook to `url` for `events`, as the owner of `token`. */
export async function addWebhook(baseUrl, token, url, events) {
  return expectStatus(call(baseUrl, 'POST', '/api/user/webhooks', { url, events }, token), 201, 'create webhook');
}

export const newGuestEmails = (n) => Array.from({ length: n }, (_, i) => `guest${i}.${uid()}@example.com`);

export async function respond(baseUrl, accessToken, item, key, value) {
  return expectStatus(call(baseUrl, 'POST', `/api/guest/shared/${accessToken}/respond`, { item, key, value }), 200, 'respond');
}

/** A connected socket (resolves on connect, rejects on connect_error or after 10 s). */
export function connectSocket(baseUrl, auth, transports = ['websocket']) {
  const socket = io(baseUrl, { path: '/socket.io', auth, transports, reconnection: false, forceNew: true, timeout: 10_000 });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(new Error(`socket refused: ${err.message}`));
    });
  });
}

export function emitAck(socket, event, payload, timeoutMs = 10_000) {
  return socket.timeout(timeoutMs).emitWithAck(event, payload);
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
