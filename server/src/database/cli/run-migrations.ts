import { runMigrationsLocked } from '../run-migrations-locked';
import { openDataSource, runCli } from './open-data-source';

/** npm run migration:run — applies pending migrations (the app also does this at start). */
void runCli(async () => {
  const { dataSource, endpoint } = await openDataSource();
  try {
    const applied = await runMigrationsLocked(dataSource);
    console.log(applied.length ? `applied: ${applied.map((m) => m.name).join(', ')}` : 'no pending migrations');
  } finally {
    await dataSource.destroy();
    await endpoint.close();
  }
});
