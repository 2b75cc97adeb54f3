import { sqlMigration } from '../sql-migration';

/**
 * Review (issue 48): per checklist the owner may turn on `review` (and `records`, for the
 * completion records); each share's review (run_id null; a run's review names its run) holds its
 * state, the rework rounds and the owner's decisions per item as a JSON list
 * `[{ itemId, decision, reason }]`. One review per share and run: the unique index reads a null
 * run as one value. The save path reads it by share to refuse changes while the owner reviews.
 */
export const ShareReviews1798600000000 = sqlMigration('ShareReviews1798600000000', {
  up: [
    `ALTER TABLE checklists ADD COLUMN review boolean NOT NULL DEFAULT false`,
    `ALTER TABLE checklists ADD COLUMN records boolean NOT NULL DEFAULT false`,
    `CREATE TABLE share_reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        share_id uuid NOT NULL,
        run_id uuid,
        state varchar(24) NOT NULL DEFAULT 'in_progress',
        rounds integer NOT NULL DEFAULT 0,
        items jsonb NOT NULL DEFAULT '[]'::jsonb,
        submitted_at timestamptz,
        decided_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT share_reviews_state_check CHECK (state IN ('in_progress', 'submitted', 'changes_requested', 'accepted')),
        CONSTRAINT share_reviews_share_id_fkey FOREIGN KEY (share_id) REFERENCES shares (id) ON DELETE CASCADE,
        CONSTRAINT share_reviews_run_id_fkey FOREIGN KEY (run_id) REFERENCES share_runs (id) ON DELETE CASCADE
      )`,
    `CREATE UNIQUE INDEX share_reviews_share_run_key ON share_reviews (share_id, COALESCE(run_id, '00000000-0000-0000-0000-000000000000'::uuid))`,
    `CREATE INDEX share_reviews_run_idx ON share_reviews (run_id) WHERE run_id IS NOT NULL`,
  ],
  down: [`DROP TABLE share_reviews`, `ALTER TABLE checklists DROP COLUMN records`, `ALTER TABLE checklists DROP COLUMN review`],
});
