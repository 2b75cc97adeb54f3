import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock';
import type { OpenPgliteOptions } from './pglite-template';
import { startPgliteThread, type PgliteThread } from './pglite-thread';

export interface DatabaseEndpoint {
  url: string;
  /** Pool size: 1 on PGlite (one session), more on a real PostgreSQL. */
  poolSize: number;
  embedded: boolean;
  /** For the start-up line; never contains a password. */
  description: string;
  close(): Promise<void>;
}

/**
 * The embedded default: PGlite stored under DATA_DIR/pglite, served over the PostgreSQL wire
 * protocol by pglite-socket, so TypeORM talks to it with the same `pg` driver it uses for a real
 * server. Both run in a worker thread (pglite-thread.ts): a statement runs synchronously in
 * WebAssembly, and on the HTTP thread it would stall every request and socket for its whole
 * length. PGlite is a single session: the pool is one connection, which serialises transactions.
 * If the database thread dies, the process logs it and exits non-zero rather than serve on
 * without a database.
 */
export async function startEmbeddedPostgres(dataDir: string, options: OpenPgliteOptions = {}): Promise<DatabaseEndpoint> {
  const releaseLock = await lockDataDir(dataDir);
  const dir = join(dataDir, 'pglite');
  let thread: PgliteThread;
  try {
    thread = await startPgliteThread(dir, options, (reason) => {
      console.error(`Embedded database (PGlite in ${dir}) stopped: ${reason}. Exiting.`);
      process.exit(1);
    });
  } catch (error) {
    await releaseLock().catch(() => undefined);
    throw error;
  }
  let closed = false;
  return {
    url: `postgres://postgres:postgres@${thread.conn}/postgres`,
    poolSize: 1,
    embedded: true,
    description: `embedded PostgreSQL (PGlite) in ${dir}`,
    async close() {
      if (closed) return;
      closed = true;
      await thread.close().catch(() => undefined);
      await releaseLock().catch(() => undefined);
    },
  };
}

export function externalPostgres(url: string): DatabaseEndpoint {
  return { url, poolSize: 10, embedded: false, description: `PostgreSQL at ${new URL(url).host}`, close: async () => undefined };
}
