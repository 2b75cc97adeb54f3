import { sqlMigration } from '../sql-migration';

/**
 * Presence (issue 18): which recipients have the guest page open right now. Each server process
 * keeps one row per share it holds guest sockets of, with their count and a lease it renews by
 * heartbeat; a row whose lease ran out (its process died) no longer counts and is swept once.
 * `shares.last_seen_at` keeps when the recipient was last seen.
 */
export const SharePresence1795800300000 = sqlMigration('SharePresence1795800300000', {
  up: [
    `ALTER TABLE shares ADD COLUMN last_seen_at timestamptz`,
    `
      CREATE TABLE share_presence (
        share_id uuid NOT NULL,
        process_id uuid NOT NULL,
        sockets integer NOT NULL,
        expires_at timestamptz NOT NULL,
        CONSTRAINT share_presence_pkey PRIMARY KEY (share_id, process_id),
        CONSTRAINT share_presence_share_id_fkey FOREIGN KEY (share_id) REFERENCES shares (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX share_presence_process_idx ON share_presence (process_id)`,
    `CREATE INDEX share_presence_expires_idx ON share_presence (expires_at)`,
  ],

  down: [
    `DROP TABLE share_presence`,
    `ALTER TABLE shares DROP COLUMN last_seen_at`,
  ],
});
