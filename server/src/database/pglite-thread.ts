import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { within } from '../common/within';
import type { OpenPgliteOptions } from './pglite-template';
import type { FromPgliteWorker, PgliteWorkerData, ToPgliteWorker } from './pglite-worker';

/**
 * The compiled worker entry. server/src/database (ts-jest runs) and server/dist/database (the build)
 * both resolve to server/dist: a worker thread gets no TypeScript transform, so it always runs the
 * build (which `npm test` and `npm start` bring up to date first).
 */
export const PGLITE_WORKER_ENTRY = resolve(__dirname, '../../dist/database/pglite-worker.js');

/**
 * The database thread's V8 heap. Its JavaScript is small (pglite-socket and PGlite's glue; PGlite's
 * own memory is WebAssembly memory, outside V8's heap), and a second isolate with the default young
 * generation added about 30 MiB to an idle process (measured: 2 MB keeps the thread's cost to a few
 * MiB, with no loss of save rate). Its old generation holds 13-19 MB of live objects under 500
 * guests' saves, but with the process's default limit V8 let it grow to 88 MB before collecting
 * (what a small young generation promotes dies there); a limit of 64 MB makes it collect sooner
 * (bench/RESULTS.md, issue 50), with more than three times the live size to spare.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 64 };

/**
 * How long close() waits for PGlite to write what it holds and answer. A clean close takes well under
 * a second; past this the thread is ended anyway (PGlite recovers from its write-ahead log on the
 * next start), so a stuck statement can never hold the process open forever.
 */
const CLOSE_WAIT_MS = 20_000;

export interface PgliteThread {
  /** "host:port" of pglite-socket, on 127.0.0.1. */
  conn: string;
  /** Stops serving, closes PGlite cleanly (its files are complete after this), ends the thread. */
  close(): Promise<void>;
}

/**
 * Starts PGlite on `dir` in a worker thread, served by pglite-socket: its statements run there, on
 * the second core, while the HTTP thread keeps parsing and answering. `onDeath` is called when the
 * thread ends other than by close() (a crash, or out of memory): the database is gone.
 */
export function startPgliteThread(dir: string, options: OpenPgliteOptions, onDeath: (reason: string) => void): Promise<PgliteThread> {
  if (!existsSync(PGLITE_WORKER_ENTRY)) {
    return Promise.reject(new Error(`${PGLITE_WORKER_ENTRY} is missing: build the server first (npm run build)`));
  }
  const worker = new Worker(PGLITE_WORKER_ENTRY, { workerData: { dir, options } satisfies PgliteWorkerData, resourceLimits: WORKER_LIMITS });
  let closing = false;
  let lastError: unknown;
  const ended = new Promise<number>((done) => worker.once('exit', done));
  worker.on('error', (error) => (lastError = error));

  return new Promise<PgliteThread>((resolveStart, rejectStart) => {
    let started = false;
    const reason = (code: number) => `the database thread ended (exit code ${code})${lastError ? `: ${(lastError as Error).stack ?? lastError}` : ''}`;
    void ended.then((code) => {
      if (!started) rejectStart(new Error(reason(code)));
      else if (!closing) onDeath(reason(code));
    });
    worker.on('message', (message: FromPgliteWorker) => {
      if (message.type === 'failed') {
        rejectStart(new Error(`PGlite did not open in ${dir}: ${message.error}`));
      } else if (message.type === 'ready') {
        started = true;
        resolveStart({ conn: message.conn, close: () => close() });
      }
    });

    let closed: Promise<void> | undefined;
    const close = () =>
      (closed ??= (async () => {
        closing = true;
        const answer = new Promise<FromPgliteWorker | null>((done) => {
          worker.on('message', (m: FromPgliteWorker) => m.type === 'closed' && done(m));
          void ended.then(() => done(null));
        });
        worker.postMessage({ type: 'close' } satisfies ToPgliteWorker);
        const reply = await within(answer, CLOSE_WAIT_MS, () => {
          console.error(`Embedded database: PGlite did not close within ${CLOSE_WAIT_MS / 1000} s; ending its thread`);
          return null;
        });
        if (reply?.type === 'closed' && reply.error) console.error(`Embedded database: closing PGlite failed: ${reply.error}`);
        await worker.terminate();
      })());
  });
}
