import { SqlMigration } from '../sql-migration';

export class IdempotencyKeys1795600100000 extends SqlMigration {
  name = 'IdempotencyKeys1795600100000';

  protected readonly upSql = [
    `
      CREATE TABLE idempotency_keys (
        caller varchar(80) NOT NULL,
        key varchar(255) NOT NULL,
        request_hash varchar(64) NOT NULL,
        status smallint,
        body jsonb,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (caller, key)
      )`,
    `CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`,
  ];

  protected readonly downSql = [
    `DROP TABLE idempotency_keys`,
  ];
}
