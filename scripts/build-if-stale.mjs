#!/usr/bin/env node
// Builds libs, server and client when any source is newer than the last build, so a second
// `npm start` reuses the build and is healthy in seconds.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(root, 'node_modules', '.ticklist-build-stamp');
const sources = [
  'libs/contracts/src', 'libs/contracts/package.json', 'libs/contracts/tsconfig.json',
  'server/src', 'server/package.json', 'server/tsconfig.json', 'server/tsconfig.build.json',
  'client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'client/vite.ssr.config.ts', 'client/vite', 'client/sw', 'client/package.json', 'client/tsconfig.json',
  'tsconfig.json', 'package-lock.json',
];
const outputs = ['libs/contracts/dist/index.js', 'server/dist/main.js', 'client/dist/index.html', 'client/dist-ssr/guest-snapshot.cjs'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

const built = existsSync(stamp) && outputs.every((o) => existsSync(join(root, o))) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map((s) => newest(join(root, s))));
if (built && changed <= built) process.exit(0);

console.log('[ticklist] building libs, server and client…');
const started = Date.now();
execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
writeFileSync(stamp, new Date().toISOString());
console.log(`[ticklist] build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
