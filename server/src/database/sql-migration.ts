import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A migration's SQL statements each way, run in order. */
export interface MigrationSql {
  readonly up: readonly string[];
  readonly down: readonly string[];
}

/**
 * A migration that is a list of SQL statements each way, as a class TypeORM can list in
 * `migrations`. `name` (with its timestamp) is the row TypeORM keeps in its migrations table.
 * Existing databases ran these statements: never edit one that has shipped.
 */
export function sqlMigration(name: string, sql: MigrationSql): new () => MigrationInterface {
  const migration = class implements MigrationInterface {
    readonly name = name;

    async up(q: QueryRunner): Promise<void> {
      for (const statement of sql.up) await q.query(statement);
    }

    async down(q: QueryRunner): Promise<void> {
      for (const statement of sql.down) await q.query(statement);
    }
  };
  // The class carries the name too, as a declared class would (TypeORM falls back to a migration's class name).
  return Object.defineProperty(migration, 'name', { value: name });
}
