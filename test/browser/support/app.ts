import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

const ROOT = join(__dirname, '..', '..', '..');

export interface RunningApp {
  url: string;
  dataDir: string;
  inviteCode: string;
  logs: string[];
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts the built product (`server/dist/main.js`, as `npm start` does) on a free port with a
 * fresh DATA_DIR, and waits for /api/health. DATABASE_URL / REDIS_URL pass through when set.
 */
export async function startApp(env: Record<string, string> | ((port: number) => Record<string, string>) = {}): Promise<RunningApp> {
  const port = await freePort();
  const extraEnv = typeof env === 'function' ? env(port) : env;
  const dataDir = mkdtempSync(join(tmpdir(), 'ticklist-browser-'));
  const inviteCode = `browser-${randomBytes(5).toString('hex')}`;
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'server', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      INVITE_CODES: inviteCode,
      RATE_LIMIT: 'off',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => logs.push(String(d)));
  child.stderr!.on('data', (d) => logs.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited early:\n${logs.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`app not healthy in time:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    inviteCode,
    logs,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
