import { sqlMigration } from '../sql-migration';

export const InitialSchema1763780000000 = sqlMigration('InitialSchema1763780000000', {
  up: [
    `
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username varchar(32),
        email varchar(254) NOT NULL,
        password_hash varchar,
        account_type varchar(16) NOT NULL,
        email_validated boolean NOT NULL DEFAULT false,
        token_version integer NOT NULL DEFAULT 0,
        unsubscribed_at timestamptz,
        email_notifications boolean NOT NULL DEFAULT true,
        push_notifications boolean NOT NULL DEFAULT false,
        share_notifications boolean NOT NULL DEFAULT true,
        application_updates boolean NOT NULL DEFAULT false,
        last_active_at timestamptz NOT NULL DEFAULT now(),
        deletion_notice_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE UNIQUE INDEX users_email_key ON users (lower(email))`,
    `CREATE UNIQUE INDEX users_username_key ON users (lower(username)) WHERE username IS NOT NULL`,
    `CREATE INDEX users_last_active_idx ON users (last_active_at) WHERE password_hash IS NOT NULL`,

    `
      CREATE TABLE invite_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code varchar(64) NOT NULL UNIQUE,
        uses_remaining integer NOT NULL CHECK (uses_remaining >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`,

    `
      CREATE TABLE email_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose varchar(16) NOT NULL,
        token_hash varchar(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE UNIQUE INDEX email_tokens_hash_key ON email_tokens (token_hash)`,
    `CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose)`,

    `
      CREATE TABLE checklists (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        description text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX checklists_owner_created_idx ON checklists (owner_id, created_at DESC, id DESC)`,

    `
      CREATE TABLE checklist_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        checklist_id uuid NOT NULL REFERENCES checklists(id) ON DELETE CASCADE,
        text varchar(500) NOT NULL,
        description text,
        display_order integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX checklist_items_checklist_idx ON checklist_items (checklist_id, display_order)`,

    `
      CREATE TABLE shares (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        checklist_id uuid NOT NULL REFERENCES checklists(id) ON DELETE CASCADE,
        recipient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        access_token_hash varchar(64) NOT NULL,
        access_token_encrypted text NOT NULL,
        shared_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT shares_checklist_recipient_key UNIQUE (checklist_id, recipient_id)
      )`,
    `CREATE UNIQUE INDEX shares_token_key ON shares (access_token_hash)`,
    `CREATE INDEX shares_recipient_idx ON shares (recipient_id)`,

    `
      CREATE TABLE item_responses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        share_id uuid NOT NULL REFERENCES shares(id) ON DELETE CASCADE,
        item_id uuid NOT NULL REFERENCES checklist_items(id) ON DELETE CASCADE,
        complete boolean NOT NULL DEFAULT false,
        notes text,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT item_responses_share_item_key UNIQUE (share_id, item_id)
      )`,
    `CREATE INDEX item_responses_item_idx ON item_responses (item_id)`,

    `
      CREATE TABLE mail_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(32) NOT NULL,
        payload jsonb NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX mail_jobs_next_idx ON mail_jobs (next_attempt_at)`,
  ],

  down: ['mail_jobs', 'item_responses', 'shares', 'checklist_items', 'checklists', 'email_tokens', 'invite_codes', 'users'].map(
    (table) => `DROP TABLE IF EXISTS ${table}`,
  ),
});
