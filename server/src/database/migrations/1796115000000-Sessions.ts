import { sqlMigration } from '../sql-migration';

/**
 * A row per sign-in (issue 41, item 8): the bearer token names its session (`sid`), and a session
 * that ended or expired lets nothing through. `device` and `place` (the masked IP) are kept only
 * while the row lives: ended and expired rows are purged (SessionPurgeJob).
 *
 * Tokens issued before this change carry no session: they go through the account's one `legacy`
 * row ("Earlier sign-in"), made here for every owner who may still hold one. Such a token was
 * issued at the latest one day after the owner's last recorded activity (activity is recorded at
 * most daily), so with the default 7-day lifetime it expires within 8 days of it.
 */
export const Sessions1796115000000 = sqlMigration('Sessions1796115000000', {
  up: [
    `
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        legacy boolean NOT NULL DEFAULT false,
        device varchar(64),
        place varchar(64),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        expires_at timestamptz NOT NULL,
        ended_at timestamptz,
        CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX sessions_user_idx ON sessions (user_id, created_at)`,
    `CREATE UNIQUE INDEX sessions_legacy_key ON sessions (user_id) WHERE legacy`,
    `
      INSERT INTO sessions (user_id, legacy, created_at, expires_at)
      SELECT id, true, last_active_at, last_active_at + interval '8 days'
        FROM users WHERE account_type = 'owner' AND last_active_at > now() - interval '8 days'`,
  ],

  down: [
    `DROP TABLE sessions`,
  ],
});
