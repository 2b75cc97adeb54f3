import { sqlMigration } from '../sql-migration';

export const PersonalAccessTokens1795600000000 = sqlMigration('PersonalAccessTokens1795600000000', {
  up: [
    `
      CREATE TABLE personal_access_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name varchar(100) NOT NULL,
        scope varchar(8) NOT NULL CHECK (scope IN ('read', 'write')),
        token_hash varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        last_used_at timestamptz,
        CONSTRAINT personal_access_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`,
    `CREATE UNIQUE INDEX personal_access_tokens_hash_key ON personal_access_tokens (token_hash)`,
    `CREATE INDEX personal_access_tokens_user_idx ON personal_access_tokens (user_id, created_at)`,
  ],

  down: [
    `DROP TABLE personal_access_tokens`,
  ],
});
