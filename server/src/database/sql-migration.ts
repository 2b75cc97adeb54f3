import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A migration that is a list of SQL statements each way: `up` runs `upSql` in order, `down` runs
 * `downSql` in order. Existing databases ran these statements: never edit one that has shipped.
 */
export abstract class SqlMigration implements MigrationInterface {
  /** The class name with its timestamp: the row TypeORM keeps in its migrations table. */
  abstract readonly name: string;
  protected abstract readonly upSql: readonly string[];
  protected abstract readonly downSql: readonly string[];

  async up(q: QueryRunner): Promise<void> {
    for (const sql of this.upSql) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of this.downSql) await q.query(sql);
  }
}
