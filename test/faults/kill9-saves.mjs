// kill -9 in the middle of a stream of 1,000 guest saves: after a restart on the same DATA_DIR /
// database, every save that was answered 200 is there (for a (item, field) pair, the stored value is
// the last answered one, or the one that was in flight when the process died).
// Runs on PGlite, and on PostgreSQL too when DATABASE_URL is set.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, startServer } from './support/lib.mjs';
import { call, ownerWithSharedChecklist } from './support/flows.mjs';

const TOTAL = 1_000;
const WORKERS = 10;
const KILL_AFTER = 500;

async function run(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ticklist-kill9-'));
  const common = { DATA_DIR: dataDir, INVITE_CODES: 'kill9', JWT_SECRET: 'kill9-secret-kill9-secret-kill9-secret-1234', ...env };
  let server = await startServer(common);
  const { accessTokens, checklist } = await ownerWithSharedChecklist(server.url, dataDir, 'kill9', { items: WORKERS * 2 });
  const token = accessTokens[0];
  const items = checklist.items.map((i) => i.id);

  const answered = new Map(); // `${item}:notes` -> last value answered 200
  const inFlight = new Map();
  let sent = 0;
  let ok = 0;
  let killed = false;
  const worker = async (w) => {
    // Each worker owns its items, so saves to one (item, field) are sequential.
    const mine = items.filter((_, i) => i % WORKERS === w);
    for (let n = 0; !killed && sent < TOTAL; n++) {
      const item = mine[n % mine.length];
      const value = `save-${w}-${n}`;
      const key = `${item}:notes`;
      sent++;
      inFlight.set(key, value);
      try {
        const res = await call(server.url, 'POST', `/api/guest/shared/${token}/respond`, { item, key: 'notes', value });
        if (res.status === 200) {
          answered.set(key, value);
          ok++;
          if (ok === KILL_AFTER && !killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        }
      } catch {
        // The process died under this request: it may or may not have been saved.
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  await new Promise((r) => (server.child.exitCode !== null || server.child.signalCode ? r() : server.child.once('exit', r)));

  server = await startServer(common);
  try {
    const res = await call(server.url, 'GET', `/api/guest/shared/${token}`);
    check(res.status === 200, `${label}: guest share after restart answered ${res.status}`);
    const stored = new Map(res.body.share.checklist.items.map((i) => [`${i.id}:notes`, i.response?.notes ?? null]));
    let lost = 0;
    for (const [key, value] of answered) {
      const now = stored.get(key);
      if (now !== value && now !== inFlight.get(key)) {
        lost++;
        console.error(`${label}: ${key} answered "${value}" but stored "${now}"`);
      }
    }
    check(lost === 0, `${label}: ${lost} answered saves lost after kill -9`);
    console.log(`ok (${label}): ${ok} saves answered 200 before kill -9, all ${answered.size} last values present after restart`);
  } finally {
    server.child.kill('SIGTERM');
  }
}

const pg = process.env.DATABASE_URL;
await run('PGlite', { DATABASE_URL: '', REDIS_URL: '' });
if (pg) await run('PostgreSQL', { DATABASE_URL: pg });
