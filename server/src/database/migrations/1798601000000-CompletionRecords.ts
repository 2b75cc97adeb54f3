import { sqlMigration } from '../sql-migration';

/**
 * Completion records (issue 48). `signing_keys`: the deployment's Ed25519 keys, the private key
 * sealed with a key derived from JWT_SECRET (so every replica can sign); the newest is current, old
 * ones stay for verification. `completion_records`: each record as issued (`record`, the JSON the
 * JWS payload is the RFC 8785 form of) with its compact JWS; the public code is kept as its SHA-256
 * (lookup) and sealed (so the owner and the recipient can list it); a newer record of the same
 * share supersedes it. Revoking a link keeps its records; removing the share removes them.
 */
export const CompletionRecords1798601000000 = sqlMigration('CompletionRecords1798601000000', {
  up: [
    `CREATE TABLE signing_keys (
        kid varchar(64) PRIMARY KEY,
        public_jwk jsonb NOT NULL,
        private_key_sealed text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`,
    `CREATE TABLE completion_records (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        share_id uuid NOT NULL,
        code_hash varchar(64) NOT NULL,
        code_sealed text NOT NULL,
        record jsonb NOT NULL,
        jws text NOT NULL,
        kid varchar(64) NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        superseded_by uuid,
        CONSTRAINT completion_records_code_hash_key UNIQUE (code_hash),
        CONSTRAINT completion_records_share_id_fkey FOREIGN KEY (share_id) REFERENCES shares (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX completion_records_share_idx ON completion_records (share_id, issued_at)`,
  ],
  down: [`DROP TABLE completion_records`, `DROP TABLE signing_keys`],
});
