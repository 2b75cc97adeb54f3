// Redis stopped while two processes share it: each process keeps serving and saving (rate limits
// fall back to memory), and cross-process pushes resume once Redis is back.
import { execFileSync } from 'node:child_process';
import { io } from 'socket.io-client';
import { check, startServer, waitFor } from './support/lib.mjs';
import { call, ownerWithSharedChecklist } from './support/flows.mjs';

if (!process.env.DATABASE_URL || !process.env.REDIS_PORT || !process.env.CI_SERVICES_DIR) {
  console.log('skipped: needs DATABASE_URL, REDIS_PORT and CI_SERVICES_DIR (run by .ci/run with scripts/ci-services.sh)');
  process.exit(0);
}
const redisDir = `${process.env.CI_SERVICES_DIR}/redis`;
const redisStop = () => execFileSync('redis-cli', ['-p', process.env.REDIS_PORT, 'shutdown', 'nosave'], { stdio: 'ignore' });
const redisAnswers = () => {
  try {
    execFileSync('redis-cli', ['-p', process.env.REDIS_PORT, 'ping'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const redisStart = () =>
  execFileSync('redis-server', ['--port', process.env.REDIS_PORT, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'yes', '--dir', redisDir, '--pidfile', `${redisDir}/redis.pid`, '--logfile', `${redisDir}/redis.log`]);

const env = { JWT_SECRET: 'redis-down-secret-redis-down-secret-1234', INVITE_CODES: 'redis-down', RATE_LIMIT: 'on' };
const a = await startServer(env);
const b = await startServer({ ...env, DATA_DIR: a.dataDir + '-b' });
let socket;
try {
  const { token, checklist, accessTokens } = await ownerWithSharedChecklist(a.url, a.dataDir, 'redis-down', { items: 4 });
  socket = io(a.url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = await socket.timeout(5_000).emitWithAck('checklist:subscribe', { checklistId: checklist.id });
  check(ack.ok === true, `subscribe ack ${JSON.stringify(ack)}`);
  const events = [];
  socket.on('share:progress', (e) => events.push(e));
  const tick = (i, value) => call(b.url, 'POST', `/api/guest/shared/${accessTokens[0]}/respond`, { item: checklist.items[i].id, key: 'complete', value });

  check((await tick(0, true)).status === 200, 'tick before the outage');
  await waitFor(() => events.length >= 1, 5_000, () => 'no cross-process event before the outage');

  redisStop();
  await waitFor(() => !redisAnswers(), 5_000, () => 'Redis still answers after its shutdown');
  for (let i = 0; i < 5; i++) {
    const res = await tick(1, i % 2 === 0);
    check(res.status === 200, `a save while Redis is down answered ${res.status}`);
  }
  const health = await call(b.url, 'GET', '/api/health');
  check(health.status === 200, `health while Redis is down answered ${health.status}`);

  redisStart();
  const before = events.length;
  await waitFor(async () => {
    await tick(2, events.length % 2 === 0);
    return events.length > before;
  }, 30_000, () => 'cross-process pushes did not resume after Redis returned');
  console.log(`ok: saves answered 200 while Redis was down; pushes resumed after it returned (${events.length} events)`);
} finally {
  socket?.close();
  a.child.kill('SIGTERM');
  b.child.kill('SIGTERM');
  if (!redisAnswers()) redisStart();
}
