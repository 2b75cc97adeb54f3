// Cold `npm start` to healthy (build reused, fresh data folder: PGlite created and migrated) vs a
// bare `node -e` start, both spawned the same way.
import { spawn } from 'node:child_process';
import { fmt, median, printRow, startProduct } from './lib.mjs';

async function bareNodeMs() {
  const t0 = performance.now();
  await new Promise((resolve) => spawn(process.execPath, ['-e', '0']).once('exit', resolve));
  return performance.now() - t0;
}

export async function benchStartup({ runs = 3 } = {}) {
  const product = [];
  const bare = [];
  for (let i = 0; i < runs; i++) {
    const p = await startProduct({ DATABASE_URL: '' });
    product.push(p.startMs);
    await p.stop();
    bare.push(await bareNodeMs());
  }
  printRow('cold start to healthy (fresh PGlite), median', median(product), 'bare node process start', median(bare), 'ms', false);
  console.log(`  runs: ${[...product].sort((a, b) => a - b).map((x) => fmt(x)).join(', ')} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStartup();
