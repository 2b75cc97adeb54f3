import { MigrationInterface, QueryRunner } from 'typeorm';

export class IdempotencyKeys1795600100000 implements MigrationInterface {
  name = 'IdempotencyKeys1795600100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_keys (
        caller varchar(80) NOT NULL,
        key varchar(255) NOT NULL,
        request_hash varchar(64) NOT NULL,
        status smallint,
        body jsonb,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (caller, key)
      )`);
    await q.query(`CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
  }
}
