// Issue 43: results.csv (first byte, total, RSS rise) at growing audiences, and the reminder job's run
// time as the shares table grows, each printed beside its smallest-size figure of the same run.
// PostgreSQL only (bulk seeding goes straight to it). The product runs in this process, so its RSS
// is this process's, and the reminder job is run directly (no waiting for the minute).
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { printRow, ROOT } from './lib.mjs';

const require = createRequire(import.meta.url);
const AUDIENCES = (process.env.BENCH_AUDIENCES ?? '100,1000,5000,20000').split(',').map(Number);
const SHARE_TABLE_SIZES = (process.env.BENCH_SHARES ?? '10000,100000,1000000').split(',').map(Number);
const ITEMS = 20;
/** Shares whose reminder is due at each size: the job's work, the same at every size. */
const DUE = 100;

const auth = (token) => ({ authorization: `Bearer ${token}` });

/** One download of results.csv: first byte, total and the peak RSS rise while it streamed. */
async function download(url, token) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  let firstByteMs = null;
  let bytes = 0;
  try {
    const res = await fetch(url, { headers: auth(token) });
    for await (const chunk of res.body) {
      firstByteMs ??= performance.now() - started;
      bytes += chunk.length;
    }
  } finally {
    clearInterval(sampler);
  }
  return { firstByteMs, totalMs: performance.now() - started, rssMb: (peak - before) / 2 ** 20, bytes };
}

export async function benchExports() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('exports: needs DATABASE_URL (bulk seeding goes straight to PostgreSQL)');
    return;
  }
  const { startServer } = require(`${ROOT}server/dist/bootstrap.js`);
  const { loadConfig } = require(`${ROOT}server/dist/config/app-config.js`);
  const { ReminderJob } = require(`${ROOT}server/dist/modules/follow-up/reminder.job.js`);
  const dataDir = mkdtempSync(join(tmpdir(), 'ticklist-bench-exports-'));
  const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: url, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123', INVITE_CODES: 'bench', LOG_LEVEL: 'warn', RATE_LIMIT: 'off' });
  const server = await startServer(config);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const call = async (method, path, body, token) => {
      const res = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', ...(token ? auth(token) : {}) }, body: body && JSON.stringify(body) });
      return { status: res.status, body: await res.json().catch(() => null) };
    };
    const reg = await call('POST', '/api/register', { username: 'bench_exports', email: 'bench-exports@example.com', password: 'Bench-exports-password-1!', inviteCode: 'bench', agreeToTerms: true });
    const token = reg.body.token;
    const created = await call('POST', '/api/checklist/create', {
      title: 'Yearly security checklist', description: null,
      items: Array.from({ length: ITEMS }, (_, i) => ({ text: `Step ${i + 1}`, description: null, displayOrder: i + 1 })),
    }, token);
    const checklistId = created.body.id;

    // results.csv: the audience grows to each size (guests, shares, half the items done).
    const csv = [];
    let have = 0;
    for (const size of AUDIENCES) {
      await pool.query(
        `WITH g AS (INSERT INTO users (email, account_type)
                    SELECT 'bench-csv-' || n || '@example.com', 'guest' FROM generate_series($2::int + 1, $3::int) n RETURNING id),
              s AS (INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted)
                    SELECT $1::uuid, g.id, md5(g.id::text) || md5($1::uuid::text), 'bench' FROM g RETURNING id)
         INSERT INTO item_responses (share_id, item_id, complete, completed_at)
         SELECT s.id, i.id, true, now() FROM s JOIN checklist_items i ON i.checklist_id = $1::uuid AND i.display_order <= $4`,
        [checklistId, have, size, ITEMS / 2],
      );
      have = size;
      await pool.query('VACUUM ANALYZE');
      await download(`${server.url}/api/checklist/${checklistId}/results.csv`, token); // warm
      csv.push({ size, ...(await download(`${server.url}/api/checklist/${checklistId}/results.csv?tz=Europe/Paris`, token)) });
    }
    const [smallest] = csv;
    for (const row of csv) {
      const at = `results.csv, ${row.size.toLocaleString('en-GB')} recipients`;
      const base = `at ${smallest.size.toLocaleString('en-GB')} recipients`;
      printRow(`${at}: first byte`, row.firstByteMs, base, smallest.firstByteMs, 'ms', false);
      printRow(`${at}: total (${(row.bytes / 2 ** 20).toFixed(1)} MB)`, row.totalMs, base, smallest.totalMs, 'ms', false);
      printRow(`${at}: RSS rise`, row.rssMb, base, smallest.rssMb, 'MB', false);
    }

    // The reminder job: the shares table grows (each share's next check in the future, as in a
    // running system), while the same DUE shares are due at each size.
    const job = server.app.get(ReminderJob);
    const reminders = [];
    let shares = 0; // shares with a due moment so far
    for (const size of SHARE_TABLE_SIZES) {
      if (size > shares) {
        // Seeded as a running system has them: each share's next check at its next slot. The trigger
        // would ask for a check at the next run instead, so it is off for the bulk insert.
        await pool.query(`ALTER TABLE shares DISABLE TRIGGER shares_reminder_recheck`);
        await pool.query(
          `WITH g AS (INSERT INTO users (email, account_type)
                      SELECT 'bench-due-' || n || '@example.com', 'guest' FROM generate_series($2::int + 1, $3::int) n RETURNING id)
           INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted, due_at, reminder_check_at)
           SELECT $1::uuid, g.id, md5(g.id::text) || md5('due'), 'bench', now() + interval '30 days', now() + interval '29 days' FROM g`,
          [checklistId, shares, size],
        );
        await pool.query(`ALTER TABLE shares ENABLE TRIGGER shares_reminder_recheck`);
        shares = size;
      }
      // The same DUE shares are due at each size (the previous size's were moved on by its run).
      await pool.query(`UPDATE shares SET reminder_check_at = '-infinity' WHERE id IN (SELECT id FROM shares WHERE due_at IS NOT NULL ORDER BY id LIMIT $1)`, [DUE]);
      await pool.query('VACUUM ANALYZE');
      const started = performance.now();
      await job.run();
      reminders.push({ size, ms: performance.now() - started });
    }
    for (const row of reminders) {
      printRow(`reminder job run, ${row.size.toLocaleString('en-GB')} shares with a due moment (${DUE} due now)`, row.ms, `at ${reminders[0].size.toLocaleString('en-GB')} shares`, reminders[0].ms, 'ms', false);
    }
  } finally {
    await pool.end();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchExports();
