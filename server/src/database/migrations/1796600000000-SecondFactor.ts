import { sqlMigration } from '../sql-migration';

/**
 * A second factor (issue 49): an authenticator app's secret per owner (sealed with a key derived
 * from the server secret; `enabled_at` null while it is being set up), its ten single-use recovery
 * codes (kept as keyed hashes), and the short-lived secrets a sign-in passes between two requests
 * (`sign_in_challenges`: the MFA step's token; kept hashed, shared by every replica). A session
 * records how it signed in.
 */
export const SecondFactor1796600000000 = sqlMigration('SecondFactor1796600000000', {
  up: [
    `
      CREATE TABLE user_totp (
        user_id uuid PRIMARY KEY,
        secret_sealed varchar(200) NOT NULL,
        enabled_at timestamptz,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT user_totp_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`,
    `
      CREATE TABLE user_recovery_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        code_hash varchar(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT user_recovery_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`,
    `CREATE UNIQUE INDEX user_recovery_codes_key ON user_recovery_codes (user_id, code_hash)`,
    `
      CREATE TABLE sign_in_challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        purpose varchar(16) NOT NULL,
        key_hash varchar(64) NOT NULL,
        user_id uuid,
        data text,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT sign_in_challenges_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`,
    `CREATE UNIQUE INDEX sign_in_challenges_key ON sign_in_challenges (purpose, key_hash)`,
    `CREATE INDEX sign_in_challenges_expires_idx ON sign_in_challenges (expires_at)`,
    `ALTER TABLE sessions ADD COLUMN method varchar(16) NOT NULL DEFAULT 'password'`,
  ],
  down: [
    `ALTER TABLE sessions DROP COLUMN method`,
    `DROP TABLE sign_in_challenges`,
    `DROP TABLE user_recovery_codes`,
    `DROP TABLE user_totp`,
  ],
});
