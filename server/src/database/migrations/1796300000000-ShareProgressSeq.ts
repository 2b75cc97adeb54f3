import { sqlMigration } from '../sql-migration';

/**
 * A share's progress stamp (issue 42), one narrow row per share: `seq`, raised by every save of the
 * share and every progress reset, and `updated_at`, the moment of the share's last save or reset,
 * each later than the one before it by at least a microsecond. The save statement raises both
 * (it locks this row first, so saves of one share are stamped in the order they are written) and
 * carries them in its answer and its `share:progress`: integrators order and de-duplicate events
 * by them. Every share has its row from its insert on.
 */
export const ShareProgressSeq1796300000000 = sqlMigration('ShareProgressSeq1796300000000', {
  up: [
    `CREATE TABLE share_progress (
       share_id uuid NOT NULL,
       seq bigint NOT NULL DEFAULT 0,
       updated_at timestamptz,
       CONSTRAINT share_progress_pkey PRIMARY KEY (share_id),
       CONSTRAINT share_progress_share_id_fkey FOREIGN KEY (share_id) REFERENCES shares (id) ON DELETE CASCADE
     )`,
    `INSERT INTO share_progress (share_id, updated_at)
     SELECT s.id, (SELECT max(r.updated_at) FROM item_responses r WHERE r.share_id = s.id) FROM shares s`,
    // Every path that makes shares (the share route, share jobs, templates …) gets the row: set-based, once per statement.
    `CREATE FUNCTION shares_add_progress() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN INSERT INTO share_progress (share_id) SELECT id FROM added; RETURN NULL; END $$`,
    `CREATE TRIGGER shares_add_progress AFTER INSERT ON shares REFERENCING NEW TABLE AS added
       FOR EACH STATEMENT EXECUTE FUNCTION shares_add_progress()`,
  ],
  down: [`DROP TRIGGER shares_add_progress ON shares`, `DROP FUNCTION shares_add_progress()`, `DROP TABLE share_progress`],
});
