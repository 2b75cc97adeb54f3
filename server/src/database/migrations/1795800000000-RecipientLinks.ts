import { sqlMigration } from '../sql-migration';

/**
 * Link control (issue 18): a share's link can be revoked, and a renewed link retires the old
 * token, whose hash is kept so the old link answers "no longer active" rather than "not found".
 */
export const RecipientLinks1795800000000 = sqlMigration('RecipientLinks1795800000000', {
  up: [
    `ALTER TABLE shares ADD COLUMN revoked_at timestamptz`,
    `
      CREATE TABLE share_retired_tokens (
        token_hash varchar(64) PRIMARY KEY,
        share_id uuid NOT NULL,
        retired_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT share_retired_tokens_share_id_fkey FOREIGN KEY (share_id) REFERENCES shares (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX share_retired_tokens_share_idx ON share_retired_tokens (share_id)`,
  ],

  down: [
    `DROP TABLE share_retired_tokens`,
    `ALTER TABLE shares DROP COLUMN revoked_at`,
  ],
});
