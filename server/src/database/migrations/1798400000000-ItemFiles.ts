import { sqlMigration } from '../sql-migration';

/**
 * Files of answers (issue 46): photos, files and drawn signatures a recipient uploaded to an item.
 * `store` says where the bytes are: `database` (item_file_chunks, the default, so the embedded
 * default and replicas on one PostgreSQL need nothing more) or `s3` (object storage, key = id).
 * `run_id`: the recurring run the file belongs to (null when the checklist has no schedule), as
 * item_responses' run_id. A deleted row whose bytes are in S3 leaves its key in
 * item_file_deletions (by trigger, so every cascade — checklist, share, account, retention — is
 * covered) for the store to remove.
 */
export const ItemFiles1798400000000 = sqlMigration('ItemFiles1798400000000', {
  up: [
    `CREATE TABLE item_files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        share_id uuid NOT NULL REFERENCES shares (id) ON DELETE CASCADE,
        item_id uuid NOT NULL REFERENCES checklist_items (id) ON DELETE CASCADE,
        run_id uuid,
        name varchar(255) NOT NULL,
        type varchar(127) NOT NULL,
        size bigint NOT NULL,
        sha256 char(64) NOT NULL,
        store varchar(16) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`,
    `CREATE INDEX item_files_share_item_idx ON item_files (share_id, item_id, created_at, id)`,
    `CREATE INDEX item_files_item_idx ON item_files (item_id)`,
    `CREATE TABLE item_file_chunks (
        file_id uuid NOT NULL REFERENCES item_files (id) ON DELETE CASCADE,
        n integer NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (file_id, n)
      )`,
    `CREATE TABLE item_file_deletions (
        file_id uuid PRIMARY KEY,
        store varchar(16) NOT NULL,
        deleted_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`,
    `CREATE FUNCTION item_files_forget() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO item_file_deletions (file_id, store) VALUES (OLD.id, OLD.store) ON CONFLICT DO NOTHING;
         RETURN NULL;
       END $$`,
    `CREATE TRIGGER item_files_forget AFTER DELETE ON item_files FOR EACH ROW WHEN (OLD.store <> 'database') EXECUTE FUNCTION item_files_forget()`,
  ],
  down: [
    `DROP TRIGGER item_files_forget ON item_files`,
    `DROP FUNCTION item_files_forget()`,
    `DROP TABLE item_file_deletions`,
    `DROP TABLE item_file_chunks`,
    `DROP TABLE item_files`,
  ],
});
