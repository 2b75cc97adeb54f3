// Gzipped JavaScript a visitor downloads for the landing, guest and dashboard pages (entry chunk +
// the route's lazy chunks, following static imports in the Vite manifest-free build by file name).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, fmt } from './lib.mjs';

const dist = join(ROOT, 'client/dist');
const assets = join(dist, 'assets');

/** A chunk and every chunk it imports statically, transitively. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) closure(m[1], seen);
  return seen;
}

const gz = (files) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f))).length, 0);

export async function benchBundles() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)[1];
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const route = (name) => files.find((f) => f.startsWith(`${name}-`));
  const entrySet = closure(entry);
  const pages = {
    landing: ['LandingRoute'],
    guest: ['GuestChecklistRoute'],
    dashboard: ['DashboardLayoutRoute', 'DashboardListRoute'],
  };
  const entryKb = gz(entrySet) / 1024;
  console.log(`${'entry (router, React, providers)'.padEnd(44)} ${fmt(entryKb, 1).padStart(10)} KiB gzip`);
  for (const [page, routes] of Object.entries(pages)) {
    const set = new Set(entrySet);
    for (const r of routes) {
      const f = route(r);
      if (f) closure(f, set);
    }
    const kb = gz(set) / 1024;
    console.log(`${`${page} page total JS`.padEnd(44)} ${fmt(kb, 1).padStart(10)} KiB gzip | baseline: entry alone ${fmt(entryKb, 1)} KiB | ratio ${fmt(kb / entryKb, 2)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBundles();
