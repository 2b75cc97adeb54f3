import 'reflect-metadata';
import type { PGlite } from '@electric-sql/pglite';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../data-source-options';
import { buildTemplate } from '../pglite-template';
import { runMigrationsLocked } from '../run-migrations-locked';

/** Applies every migration to the template's cluster, over pglite-socket as the app does at start. */
async function migrate(db: PGlite): Promise<void> {
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  const dataSource = new DataSource({ ...dataSourceOptions(`postgres://postgres:postgres@${server.getServerConn()}/postgres`, 1, true), logging: false });
  try {
    await dataSource.initialize();
    await runMigrationsLocked(dataSource);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await server.stop();
  }
}

/** Part of the server build: the migrated, empty cluster a fresh PGlite folder starts from. */
void buildTemplate(migrate).then(
  (path) => console.log(`[ticklist] PGlite template: ${path}`),
  (error: unknown) => {
    // Not fatal: without the template a fresh folder runs initdb and the migrations, only slower.
    console.warn(`[ticklist] PGlite template not built: ${(error as Error).message}`);
  },
);
