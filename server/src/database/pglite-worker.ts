import { parentPort, workerData } from 'node:worker_threads';
import { openPglite, type OpenPgliteOptions } from './pglite-template';

/**
 * The database thread (see pglite-thread.ts): opens PGlite and serves it over the PostgreSQL wire
 * protocol with pglite-socket on 127.0.0.1, so its statements, which run synchronously in
 * WebAssembly, never stall the HTTP thread. Loaded only as a worker, from server/dist.
 */

export interface PgliteWorkerData {
  dir: string;
  options: OpenPgliteOptions;
}

/** From the HTTP thread: stop serving and close PGlite (it writes what it holds). */
export type ToPgliteWorker = { type: 'close' };

export type FromPgliteWorker =
  | { type: 'ready'; conn: string }
  | { type: 'closed'; error?: string }
  /** Failed to open: the thread then ends on its own. */
  | { type: 'failed'; error: string };

const describe = (error: unknown) => (error as Error)?.stack ?? String(error);

async function serve(port: NonNullable<typeof parentPort>, { dir, options }: PgliteWorkerData): Promise<void> {
  const send = (message: FromPgliteWorker) => port.postMessage(message);
  let db: Awaited<ReturnType<typeof openPglite>> | undefined;
  try {
    // ESM-first packages, loaded here only: the HTTP thread never holds PGlite's code.
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    db = await openPglite(dir, options);
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
    await server.start();
    const opened = db;
    port.on('message', (message: ToPgliteWorker) => {
      if (message.type !== 'close') return;
      void (async () => {
        await server.stop().catch(() => undefined);
        const error = await opened.close().then(() => undefined, describe);
        send({ type: 'closed', error });
      })();
    });
    send({ type: 'ready', conn: server.getServerConn() });
  } catch (error) {
    await db?.close().catch(() => undefined);
    send({ type: 'failed', error: describe(error) });
    port.close();
  }
}

// As on the HTTP thread (main.ts): a stray rejection in a library is logged, not fatal.
process.on('unhandledRejection', (reason) => console.error(`[pglite] unhandled rejection: ${describe(reason)}`));

if (parentPort) void serve(parentPort, workerData as PgliteWorkerData);
