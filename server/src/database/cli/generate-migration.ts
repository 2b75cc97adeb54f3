import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runMigrationsLocked } from '../run-migrations-locked';
import { openDataSource, runCli } from './open-data-source';

/**
 * npm run migration:generate -- <Name>: compares the entities with the migrated database and
 * writes the difference as a new migration in server/src/database/migrations. Read it before committing.
 */
void runCli(async () => {
  const name = (process.argv[2] ?? '').replace(/[^A-Za-z0-9]/g, '');
  if (!name) throw new Error('usage: npm run migration:generate -- <MigrationName>');
  const { dataSource, endpoint } = await openDataSource();
  try {
    await runMigrationsLocked(dataSource);
    const sql = await dataSource.driver.createSchemaBuilder().log();
    if (sql.upQueries.length === 0) {
      console.log('entities and migrations agree: nothing to generate');
      return;
    }
    const timestamp = Date.now();
    const q = (s: string) => '`' + s.replace(/`/g, '\\`') + '`';
    const up = sql.upQueries.map((x) => `    ${q(x.query)},`).join('\n');
    const down = sql.downQueries.reverse().map((x) => `    ${q(x.query)},`).join('\n');
    const file = join(__dirname, '..', '..', '..', 'src', 'database', 'migrations', `${timestamp}-${name}.ts`);
    writeFileSync(
      file,
      `import { sqlMigration } from '../sql-migration';\n\nexport const ${name}${timestamp} = sqlMigration('${name}${timestamp}', {\n  up: [\n${up}\n  ],\n\n  down: [\n${down}\n  ],\n});\n`,
    );
    console.log(`written ${file}\nadd it to MIGRATIONS in server/src/database/migrations/index.ts, then read it before committing`);
  } finally {
    await dataSource.destroy();
    await endpoint.close();
  }
});
