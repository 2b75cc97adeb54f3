import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Presence (issue 18): which recipients have the guest page open right now. Each server process
 * keeps one row per share it holds guest sockets of, with their count and a lease it renews by
 * heartbeat; a row whose lease ran out (its process died) no longer counts and is swept once.
 * `shares.last_seen_at` keeps when the recipient was last seen.
 */
export class SharePresence1795800300000 implements MigrationInterface {
  name = 'SharePresence1795800300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE shares ADD COLUMN last_seen_at timestamptz`);
    await q.query(`
      CREATE TABLE share_presence (
        share_id uuid NOT NULL,
        process_id uuid NOT NULL,
        sockets integer NOT NULL,
        expires_at timestamptz NOT NULL,
        CONSTRAINT share_presence_pkey PRIMARY KEY (share_id, process_id),
        CONSTRAINT share_presence_share_id_fkey FOREIGN KEY (share_id) REFERENCES shares (id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX share_presence_process_idx ON share_presence (process_id)`);
    await q.query(`CREATE INDEX share_presence_expires_idx ON share_presence (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE share_presence`);
    await q.query(`ALTER TABLE shares DROP COLUMN last_seen_at`);
  }
}
