import { DataSource, Migration, MigrationExecutor } from 'typeorm';

/**
 * The advisory lock key every Ticklist process takes to migrate (any constant, the same in all
 * replicas; advisory locks are per database, so other databases on the server are unaffected).
 */
export const MIGRATION_LOCK_KEY = 7_301_466_201;

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock on one connection. Replicas
 * started together on an empty database would otherwise create the same tables at once (one fails
 * on a duplicate type); under the lock one applies them and the others wait, then find nothing to
 * do. On PGlite (one session, one process per DATA_DIR) the lock is taken at once and is harmless.
 * The executor runs on the locking connection itself, so a one-connection pool cannot deadlock.
 */
export async function runMigrationsLocked(dataSource: DataSource): Promise<Migration[]> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = 'each';
      return await executor.executePendingMigrations();
    } finally {
      // If this fails the session is gone, and PostgreSQL released the lock with it.
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}
