import { sqlMigration } from '../sql-migration';

/**
 * Passkeys (issue 49, WebAuthn): an owner's registered credentials (at most 10), each with its
 * public key (COSE, base64url), the authenticator's last sign counter and the name the owner gave it.
 */
export const Passkeys1796601000000 = sqlMigration('Passkeys1796601000000', {
  up: [
    `
      CREATE TABLE passkeys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        credential_id varchar(1400) NOT NULL,
        public_key text NOT NULL,
        counter bigint NOT NULL DEFAULT 0,
        transports varchar(200),
        name varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        CONSTRAINT passkeys_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`,
    `CREATE UNIQUE INDEX passkeys_credential_key ON passkeys (credential_id)`,
    `CREATE INDEX passkeys_user_idx ON passkeys (user_id, created_at)`,
  ],
  down: [`DROP TABLE passkeys`],
});
