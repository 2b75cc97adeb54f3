import { sqlMigration } from '../sql-migration';

/**
 * Single sign-on (issue 49): which account a subject of the team's OpenID Provider signs in to.
 * One link per (issuer, subject) and per (account, issuer); made at the first sign-in.
 */
export const OidcIdentities1798700000000 = sqlMigration('OidcIdentities1798700000000', {
  up: [
    `
      CREATE TABLE oidc_identities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        issuer varchar(500) NOT NULL,
        subject varchar(255) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT oidc_identities_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`,
    `CREATE UNIQUE INDEX oidc_identities_subject_key ON oidc_identities (issuer, subject)`,
    `CREATE UNIQUE INDEX oidc_identities_user_key ON oidc_identities (user_id, issuer)`,
  ],
  down: [`DROP TABLE oidc_identities`],
});
