import { pathToFileURL } from 'node:url';

// The environment `npm start` gives the server process on top of the caller's. Each value is a
// default: one the caller set is kept.
//
// MALLOC_MMAP_THRESHOLD_: glibc's malloc moves its "mmap threshold" up each time a large block is
// freed, up to 32 MB; at start-up the 9 MB of pglite.wasm, the 6 MB file-system bundle and a 31 MB
// block are. From then on every smaller block comes from the heap, and what is freed there stays
// with the process: an idle embedded server sat at 233-242 MiB of RSS. A fixed threshold stops the
// drift: blocks of 1 MiB and more are mapped on their own and given back when freed, and the same
// server sits at 207-224 MiB (bench/RESULTS.md). Only glibc reads it; elsewhere it is unused.
//
// NODE_OPTIONS --max-semi-space-size=32: V8's young generation may grow to 32 MB semi-spaces (16 by
// default). Under a stream of saves the HTTP thread spent 18 % of its time collecting garbage, most
// of it objects of one request that a small young generation had to copy before they died. 64 MB
// gave about 8 % more saves a second, but each collection then paused longer and the realtime
// benchmark's p99 (goal 50 ms) went to 42-52 ms against 27-46 with the default; 32 MB kept it at
// 35-41 ms. It grows only under load: an idle server is as small as before (bench/RESULTS.md).
export const SERVER_ENV_DEFAULTS = { MALLOC_MMAP_THRESHOLD_: '1048576', NODE_OPTIONS: '--max-semi-space-size=32' };

/** `env` with the server's defaults filled in where the caller set nothing. */
export function serverEnv(env = process.env) {
  return { ...SERVER_ENV_DEFAULTS, ...env };
}

/** `value` quoted for a POSIX shell. */
const shellQuoted = (value) => `'${value.replaceAll("'", "'\\''")}'`;

/**
 * Run as a script, it prints the defaults the caller has not set as `export` lines for a POSIX
 * shell: `npm start`'s script evals them and then execs the server itself, so the server is npm's
 * only Node child (a launcher process in between held some 40 MiB for nothing; bench/RESULTS.md).
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [key, value] of Object.entries(SERVER_ENV_DEFAULTS)) {
    if (!(key in process.env)) console.log(`export ${key}=${shellQuoted(value)}`);
  }
}
