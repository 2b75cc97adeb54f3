import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { freePort, spawnServer, waitFor, waitHealthy, type ServerProcess } from '../kit';

/**
 * The built server as a process: start-up line, config errors, the data-folder lock, SIGTERM and
 * kill -9 recovery. These run on the embedded default (they are about PGlite's folder).
 */
describe('foundation: the server process', () => {
  jest.setTimeout(240_000);
  let dataDir: string;
  const running: ServerProcess[] = [];

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ticklist-proc-'));
  });
  afterEach(async () => {
    for (const p of running.splice(0)) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (extra: Record<string, string> = {}) => {
    const port = String(await freePort());
    const p = spawnServer({ PORT: port, DATA_DIR: dataDir, ...extra }, { inheritEnv: false });
    running.push(p);
    return p;
  };

  it('logs one line with the URL to open, and serves the SPA at / and on client routes', async () => {
    const p = await start({ LOG_LEVEL: 'info' });
    await waitHealthy(p.url);
    expect(p.output()).toContain(`running at http://localhost:${new URL(p.url).port}`);
    // The first-start message (issue 44): where to open, the code to sign up with, where mail goes.
    expect(p.output()).toMatch(/Invite code for sign-up: \S+/);
    expect(p.output()).toContain(`each message is written to ${dataDir}/outbox`);
    // At the default level the start is a handful of lines, not one per Nest module and route.
    expect(p.output()).not.toMatch(/Mapped \{|dependencies initialized/);
    expect(p.output().trim().split('\n').length).toBeLessThan(10);
    for (let i = 0; i < 3; i++) expect((await fetch(`${p.url}/api/health`)).status).toBe(200);
    await fetch(`${p.url}/api/nope`);
    await waitFor(() => /"url":"\/api\/nope"/.test(p.output()), { describe: () => 'no request line for /api/nope' }); // requests are logged at info…
    expect(p.output()).not.toMatch(/"url":"\/api\/health"/); // …except the health checks, made before it
    for (const path of ['/', '/dashboard', '/shared/abc']) {
      const res = await fetch(p.url + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('started as npm start does (no NODE_ENV): pretty one-line request logs, and the last line is out before SIGTERM\'s exit', async () => {
    const p = await start({ NODE_ENV: '', LOG_FORMAT: '', LOG_LEVEL: '' });
    await waitHealthy(p.url);
    await fetch(`${p.url}/api/nope?token=secret-value`);
    await waitFor(() => /INFO \(\d+\): request completed \{"req":\{"id":"[^"]+","method":"GET","url":"\/api\/nope\?\[redacted\]"/.test(p.output()), {
      describe: () => `no pretty request line in:\n${p.output()}`,
    });
    expect(p.output()).not.toContain('secret-value');
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.output()).toMatch(/INFO \(\d+\): SIGTERM received: shutting down/);
  });

  it('logs a request its client abandons before the answer as aborted, its URL redacted (the link token too)', async () => {
    const p = await start({ NODE_ENV: '', LOG_FORMAT: '', LOG_LEVEL: '' });
    await waitHealthy(p.url);
    // A body promised at 1,000 bytes: once the server has taken the request (its 100 Continue),
    // 10 of them, then the connection closed.
    const socket = connect(Number(new URL(p.url).port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.write('POST /api/guest/shared/abandoned/respond?key=secret-value HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n');
    await waitFor(() => received.includes('100 Continue'), { describe: () => `no 100 Continue, got: ${received}` });
    socket.write('{"item":"a');
    socket.destroy();
    await waitFor(() => /INFO \(\d+\): request aborted \{"req":\{"id":"[^"]+","method":"POST","url":"\/api\/guest\/shared\/\[redacted\]\/respond\?\[redacted\]"\}\}/.test(p.output()), {
      describe: () => `no aborted request line in:\n${p.output()}`,
    });
    expect(p.output()).not.toContain('secret-value');
    expect(p.output()).not.toMatch(/request (completed|errored) \{"req":\{"id":"[^"]+","method":"POST"/);
  });

  describe('npm start\'s launcher (scripts/start.mjs)', () => {
    const launch = async () => {
      const port = String(await freePort());
      const p = spawnServer({ PORT: port, DATA_DIR: dataDir, NODE_ENV: '', LOG_FORMAT: '', LOG_LEVEL: '' }, { inheritEnv: false, script: join(__dirname, '..', '..', 'scripts', 'start.mjs') });
      running.push(p);
      await waitHealthy(p.url);
      return { launcher: p, server: serverUnder(p.pid!) };
    };
    /** The processes whose parent is `pid` (Linux's /proc). */
    const childrenOf = (pid: number): number[] =>
      readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .filter((child) => {
          try {
            return readFileSync(`/proc/${child}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid);
          } catch {
            return false; // gone meanwhile
          }
        })
        .map(Number);
    /** Every process below `pid`, children first. */
    const descendants = (pid: number): number[] => childrenOf(pid).flatMap((child) => [child, ...descendants(child)]);
    /** The server the launcher started: its one child process. */
    const serverUnder = (launcherPid: number): number => {
      const children = childrenOf(launcherPid);
      expect(children).toHaveLength(1);
      return children[0]!;
    };
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const onLinux = process.platform === 'linux' ? it : it.skip;
    if (process.platform !== 'linux') console.log('skipped: the launcher checks read /proc (Linux only)');

    onLinux('runs the server with a fixed malloc threshold and a larger young generation, and SIGTERM stops both with its exit code', async () => {
      const { launcher, server } = await launch();
      const environ = readFileSync(`/proc/${server}/environ`, 'utf8').split('\0');
      expect(environ).toContain('MALLOC_MMAP_THRESHOLD_=1048576');
      // A caller's own NODE_OPTIONS is kept instead.
      expect(environ).toContain(`NODE_OPTIONS=${process.env.NODE_OPTIONS ?? '--max-semi-space-size=32'}`);
      launcher.child.kill('SIGTERM');
      expect(await launcher.exited).toBe(0);
      expect(alive(server)).toBe(false);
      expect(launcher.output()).toMatch(/SIGTERM received: shutting down/);
    });

    onLinux('a Ctrl-C, which reaches both processes, shuts the server down once and cleanly', async () => {
      const { launcher, server } = await launch();
      process.kill(server, 'SIGINT');
      launcher.child.kill('SIGINT'); // and forwarded once more
      expect(await launcher.exited).toBe(0);
      expect(alive(server)).toBe(false);
      expect(launcher.output().match(/SIGINT received: shutting down/g)).toHaveLength(1);
    });

    // `npm start` runs its script through sh, and npm forwards a SIGTERM to that shell only: the
    // script must leave no shell between npm and the launcher, or the server outlives npm.
    const npmCli = [process.env.npm_execpath, join(dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js')]
      .find((path) => path && /npm-cli\.js$/.test(path) && existsSync(path));
    const withNpm = process.platform === 'linux' && npmCli ? it : it.skip;
    if (process.platform === 'linux' && !npmCli) console.log('skipped: npm\'s own CLI (npm-cli.js) was not found next to node');

    withNpm('npm start runs the server as its one child, with its settings, and SIGTERM sent to npm stops it', async () => {
      const port = String(await freePort());
      const npm = spawnServer({ PORT: port, DATA_DIR: dataDir, NODE_ENV: '', LOG_FORMAT: '', LOG_LEVEL: '' }, { inheritEnv: false, script: npmCli!, args: ['start', '--silent'] });
      running.push(npm);
      await waitHealthy(npm.url);
      const server = descendants(npm.pid!).find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server/dist/main.js'));
      expect(server).toBeDefined();
      const left = descendants(npm.pid!);
      try {
        // The server is npm's one process (no launcher holding memory beside it), with its settings.
        expect(left).toEqual([server]);
        expect(readFileSync(`/proc/${server}/environ`, 'utf8').split('\0')).toContain('MALLOC_MMAP_THRESHOLD_=1048576');
        npm.child.kill('SIGTERM');
        await npm.exited;
        await waitFor(() => !alive(server!), { describe: () => `the server (pid ${server}) still runs after npm was sent SIGTERM` });
        expect(npm.output()).toMatch(/SIGTERM received: shutting down/);
      } finally {
        for (const pid of left.filter(alive)) process.kill(pid, 'SIGKILL');
      }
    });

    onLinux('a server that dies is reported with its own exit', async () => {
      const { launcher, server } = await launch();
      process.kill(server, 'SIGKILL');
      await launcher.exited;
      expect(launcher.child.signalCode).toBe('SIGKILL');
    });
  });

  it('a bad setting stops the process with one line naming the variable', async () => {
    const p = await start({ PORT: 'not-a-port' });
    const code = await p.exited;
    expect(code).not.toBe(0);
    const lines = p.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PORT/);
  });

  it('a second process on the same DATA_DIR refuses to start with one clear line', async () => {
    const first = await start();
    await waitHealthy(first.url);
    const second = await start();
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output().trim().split('\n').pop()).toMatch(/in use by another Ticklist process/);
    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  });

  it('SIGTERM finishes cleanly with exit code 0', async () => {
    const p = await start();
    await waitHealthy(p.url);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
  });

  it('after kill -9 a restart takes over the stale lock and finds the data', async () => {
    const p = await start({ INVITE_CODES: 'proc-code' });
    await waitHealthy(p.url);
    p.child.kill('SIGKILL');
    await p.exited;
    const again = await start({ INVITE_CODES: 'proc-code' });
    await waitHealthy(again.url);
    expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
  });
});
