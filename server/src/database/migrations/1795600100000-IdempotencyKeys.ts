import { sqlMigration } from '../sql-migration';

export const IdempotencyKeys1795600100000 = sqlMigration('IdempotencyKeys1795600100000', {
  up: [
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
  ],

  down: [
    `DROP TABLE idempotency_keys`,
  ],
});
