// The environment `npm start` gives the server process on top of the caller's.
//
// glibc's malloc moves its "mmap threshold" up each time a large block is freed, up to 32 MB; at
// start-up the 9 MB of pglite.wasm, the 6 MB file-system bundle and a 31 MB block are. From then on
// every smaller block comes from the heap, and what is freed there stays with the process: an idle
// embedded server sat at 233-242 MiB of RSS. A fixed threshold stops the drift: blocks of 1 MiB and
// more are mapped on their own and given back when freed, and the same server sits at 207-224 MiB
// (bench/RESULTS.md). Only glibc reads it; elsewhere it is an unused variable. A value the caller
// set is kept.
export const SERVER_MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '1048576' };

/** `env` with the server's defaults filled in where the caller set nothing. */
export function serverEnv(env = process.env) {
  return { ...SERVER_MALLOC_ENV, ...env };
}
