#!/usr/bin/env node
// Builds libs, server and client when any source is newer than the last build, so a second
// `npm start` reuses the build and is healthy in seconds.
import { execSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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

// The build's own output (hundreds of lines from tsc and Vite) goes to a log file: a first
// `npm start` then prints a few lines, and the log is there when something fails.
const log = join(root, 'node_modules', '.ticklist-build.log');
console.log(`[ticklist] building libs, server and client (a few minutes on a first start; output in ${log})…`);
const started = Date.now();
const out = openSync(log, 'w');
try {
  execSync('npm run build --silent', { cwd: root, stdio: ['ignore', out, out] });
} catch {
  closeSync(out);
  const tail = readFileSync(log, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
  console.error(`${tail}\n[ticklist] the build failed; its last lines are above, the whole output is in ${log}`);
  process.exit(1);
}
closeSync(out);
writeFileSync(stamp, new Date(started).toISOString());
// Dated when the build started: a source saved while it ran is newer, so the next run builds again.
utimesSync(stamp, new Date(started), new Date(started));
console.log(`[ticklist] built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
