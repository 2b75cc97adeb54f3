// Idle owner sockets held per process: server memory per connected, subscribed owner socket, and
// how many fit in 1 GB, beside a bare Socket.IO server holding the same number of sockets.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { io } from 'socket.io-client';
import { ROOT, fmt, freePort, printRow, startProduct } from './lib.mjs';
import { ownerWithSharedChecklist } from '../test/faults/support/flows.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2_000);
const GB = 1024 ** 3;

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
const settle = () => new Promise((r) => setTimeout(r, 1_500));

async function connectMany(url, auth, onConnect) {
  const sockets = [];
  for (let i = 0; i < SOCKETS; i += 100) {
    const batch = Array.from({ length: Math.min(100, SOCKETS - i) }, () => {
      const s = io(url, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false });
      sockets.push(s);
      return new Promise((resolve, reject) => {
        s.once('connect', () => Promise.resolve(onConnect?.(s)).then(resolve, reject));
        s.once('connect_error', reject);
      });
    });
    await Promise.all(batch);
  }
  return sockets;
}

async function bareServer() {
  const port = await freePort();
  const code = `const { Server } = require('socket.io'); new Server(${port}, { path: '/socket.io' }).on('connection', () => {});`;
  const child = spawn(process.execPath, ['-e', code], { cwd: `${ROOT}server`, stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 800));
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

async function measure(url, pid, auth, onConnect) {
  await settle();
  const before = rssOf(pid);
  const sockets = await connectMany(url, auth, onConnect);
  await settle();
  const after = rssOf(pid);
  for (const s of sockets) s.close();
  return { before, perSocket: (after - before) / SOCKETS };
}

export async function benchIdleSockets() {
  const bare = await bareServer();
  const base = await measure(bare.url, bare.pid, {});
  bare.stop();

  const product = await startProduct({ DATABASE_URL: process.env.DATABASE_URL ?? '' });
  try {
    const { token, checklist } = await ownerWithSharedChecklist(product.url, product.dataDir, 'bench', { items: 5 });
    const result = await measure(product.url, product.pid, { token }, (s) => s.timeout(10_000).emitWithAck('checklist:subscribe', { checklistId: checklist.id }));
    console.log(`  ${fmt(SOCKETS)} sockets; product RSS before ${fmt(result.before / 2 ** 20)} MiB`);
    printRow('memory per idle owner socket', result.perSocket / 1024, 'bare Socket.IO socket', base.perSocket / 1024, 'KiB', false);
    const fits = (GB - result.before) / result.perSocket;
    const bareFits = (GB - base.before) / base.perSocket;
    printRow('owner sockets held in 1 GB (projected)', fits, 'bare Socket.IO server', bareFits, 'socks');
  } finally {
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchIdleSockets();
