// GET /api/health requests/s of the product vs a bare Node HTTP server answering the same JSON.
import { createServer } from 'node:http';
import { load, printRow, startProduct } from './lib.mjs';

export async function benchHealth({ duration = 5, connections = 50 } = {}) {
  const bare = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok","db":"ok"}');
  });
  await new Promise((r) => bare.listen(0, '127.0.0.1', r));
  const bareUrl = `http://127.0.0.1:${bare.address().port}/api/health`;
  const baseline = await load(bareUrl, { duration, connections });
  bare.close();

  const product = await startProduct();
  try {
    await load(`${product.url}/api/health`, { duration: 1, connections }); // warm-up
    const result = await load(`${product.url}/api/health`, { duration, connections });
    printRow('GET /api/health req/s', result.requests.average, 'bare node:http', baseline.requests.average, 'req/s');
    printRow('GET /api/health p99 latency', result.latency.p99, 'bare node:http', baseline.latency.p99, 'ms', false);
    return { product: result, baseline, startMs: product.startMs };
  } finally {
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchHealth();
