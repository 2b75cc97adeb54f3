// Plain-Node helpers over the product's public HTTP API and Socket.IO, for the multi-process
// check and the realtime benchmark (they run against built server processes, outside jest).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';

export const ROOT = new URL('../..', import.meta.url).pathname;
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Spawns `node server/dist/main.js` on a free port with its own DATA_DIR; resolves once
 * /api/health is 200. `env` is added to the defaults (RATE_LIMIT=off, quiet logs). Its output is
 * kept (`output()`), so a test can look for error lines.
 */
export async function startProcess(name, env = {}, { timeoutMs = 60_000 } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `ticklist-${name}-`));
  const child = spawn(process.execPath, [join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT: 'off', LOG_LEVEL: 'warn', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => {
    output += d;
    stderr = (stderr + d).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited during start: ${stderr.trim().split('\n').pop() ?? ''}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} not healthy within ${timeoutMs} ms`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await sleep(100);
  }
  return {
    name,
    url,
    port,
    dataDir,
    pid: child.pid,
    child,
    /** Everything the process wrote (stdout and stderr). */
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function call(baseUrl, method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}

async function expectStatus(promise, status, what) {
  const res = await promise;
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Every mail written to the outboxes of these data folders (quoted-printable decoded). */
export function outboxMails(dataDirs) {
  const mails = [];
  for (const dir of dataDirs) {
    let files = [];
    try {
      files = readdirSync(join(dir, 'outbox')).filter((f) => f.endsWith('.eml'));
    } catch {
      continue;
    }
    for (const f of files) {
      const raw = readFileSync(join(dir, 'outbox', f), 'utf8');
      const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
      const to = /^To: (.*)$/im.exec(raw)?.[1] ?? '';
      mails.push({ to, text, links: text.match(/https?:\/\/[^\s"<>]+/g) ?? [] });
    }
  }
  return mails;
}

/** Waits for a link matching `pattern` in a mail to `email` in any of the outboxes. */
export async function waitForLink(dataDirs, email, pattern, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of outboxMails(dataDirs)) {
      if (!mail.to.toLowerCase().includes(email.toLowerCase())) continue;
      const link = mail.links.find((l) => pattern.test(l));
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with a link matching ${pattern}`);
    await sleep(100);
  }
}

const uid = () => `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

/** Registers and verifies an owner; the verification mail may be sent by any of `processes`. */
export async function verifiedOwner(baseUrl, inviteCode, processes) {
  const id = uid();
  const email = `owner.${id}@example.com`;
  const reg = await expectStatus(
    call(baseUrl, 'POST', '/api/register', { username: `rt_${id}`.slice(0, 32), email, password: `Tl-${randomBytes(12).toString('base64url')}`, inviteCode, agreeToTerms: true }),
    201,
    'register',
  );
  const link = await waitForLink(processes.map((p) => p.dataDir), email, /\/email\/verify\/[^/]+\/[^/\s]+$/);
  const [, uuid, hash] = /\/email\/verify\/([^/]+)\/([^/\s]+)$/.exec(link);
  const verified = await expectStatus(call(baseUrl, 'POST', `/api/email/validate/${uuid}/${hash}`, {}), 200, 'verify e-mail');
  return { email, token: verified?.token ?? reg.token, user: reg.user };
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
