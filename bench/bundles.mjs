// The JavaScript a browser really downloads for the landing, guest and dashboard pages: the entry
// chunk and the route's chunks (static imports followed transitively), each fetched from the
// running product with `Accept-Encoding: br, gzip` and counted as the bytes on the wire.
// Baseline in the same run: the same files fetched with no Accept-Encoding (what was sent before
// the serving issue), and the speed issue's goals beside them.
import { request } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, fmt, startProduct } from './lib.mjs';

const assets = join(ROOT, 'client/dist/assets');
const KB = 1000;
/** Issue 22's goals for first-load JavaScript as transferred. */
const GOALS = { entry: 80 * KB, guest: 100 * KB };

/** A chunk and every chunk it imports statically, transitively (file names from the build). */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) closure(m[1], seen);
  return seen;
}

/** Bytes on the wire for one GET (fetch would decode, so node:http). */
function wireBytes(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => (res.statusCode === 200 ? resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }) : reject(new Error(`${url}: ${res.statusCode}`))));
    })
      .on('error', reject)
      .end();
  });
}

async function transferred(url, files, headers) {
  let bytes = 0;
  const encodings = new Set();
  for (const f of files) {
    const answer = await wireBytes(`${url}/assets/${f}`, headers);
    bytes += answer.bytes;
    encodings.add(answer.encoding);
  }
  return { bytes, encodings: [...encodings].join('+') };
}

export async function benchBundles() {
  const product = await startProduct();
  try {
    const html = await (await fetch(`${product.url}/`)).text();
    const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)[1];
    const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const route = (name) => files.find((f) => f.startsWith(`${name}-`));
    // Every page also loads the providers' chunk (TanStack Query, the session), which main.tsx
    // starts at once beside the route's chunks, and the owner pages their guard's chunk.
    const pages = {
      entry: [],
      landing: ['providers', 'LandingRoute'],
      // A guest link's HTML loads the app through guest-boot, after its server-rendered first paint.
      guest: ['guest-boot', 'providers', 'GuestChecklistRoute'],
      dashboard: ['providers', 'ProtectedRoute', 'DashboardLayoutRoute', 'DashboardListRoute'],
    };
    for (const [page, routes] of Object.entries(pages)) {
      const set = closure(entry);
      for (const r of routes) {
        if (!route(r)) throw new Error(`no chunk named ${r}-*.js in client/dist/assets`);
        closure(route(r), set);
      }
      const wire = await transferred(product.url, set, { 'accept-encoding': 'br, gzip, deflate' });
      const plain = await transferred(product.url, set, {});
      const label = page === 'entry' ? 'entry chunk (router shell, React)' : `${page} page first-load JS`;
      const goal = GOALS[page] ? ` | goal ≤ ${fmt(GOALS[page] / KB)} KB ${wire.bytes <= GOALS[page] ? 'met' : 'not met'}` : '';
      console.log(
        `${label.padEnd(44)} ${fmt(wire.bytes / KB, 1).padStart(8)} KB as transferred (${wire.encodings}) | baseline: uncompressed ${fmt(plain.bytes / KB, 1)} KB | ratio ${fmt(wire.bytes / plain.bytes, 2)}${goal}`,
      );
    }
  } finally {
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBundles();
