import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { openPglite, type OpenPgliteOptions } from './pglite-template';

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
 * The embedded default: PGlite stored under DATA_DIR/pglite, served in-process over the
 * PostgreSQL wire protocol by pglite-socket, so TypeORM talks to it with the same `pg` driver it
 * uses for a real server. PGlite is a single session: the pool is one connection, which
 * serialises transactions.
 */
export async function startEmbeddedPostgres(dataDir: string, options: OpenPgliteOptions = {}): Promise<DatabaseEndpoint> {
  const releaseLock = await lockDataDir(dataDir);
  // Both packages are ESM-first; load them lazily so a real-PostgreSQL run never pays for them.
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await openPglite(join(dataDir, 'pglite'), options);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  const conn = server.getServerConn(); // "host:port"
  let closed = false;
  return {
    url: `postgres://postgres:postgres@${conn}/postgres`,
    poolSize: 1,
    embedded: true,
    description: `embedded PostgreSQL (PGlite) in ${join(dataDir, 'pglite')}`,
    async close() {
      if (closed) return;
      closed = true;
      await server.stop().catch(() => undefined);
      await db.close().catch(() => undefined);
      await releaseLock().catch(() => undefined);
    },
  };
}

export function externalPostgres(url: string): DatabaseEndpoint {
  return { url, poolSize: 10, embedded: false, description: `PostgreSQL at ${new URL(url).host}`, close: async () => undefined };
}
