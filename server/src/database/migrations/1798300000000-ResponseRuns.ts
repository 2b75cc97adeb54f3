import { sqlMigration } from '../sql-migration';

/** The key of a response's run: its run, or the zero uuid for the share's single run (a checklist without a schedule). */
const RUN_KEY = `COALESCE(run_id, '00000000-0000-0000-0000-000000000000'::uuid)`;

/**
 * Answers live in runs (issue 45): a response belongs to one run of its share (`run_id`), NULL
 * for a checklist without a schedule, so nothing changes for them and no existing row is
 * rewritten. One response per (share, run, item), enforced by the database; the share points at
 * its current run (`current_run_id`, set by the run starter), and its maintained figures
 * (ShareProgressFigures) count the current run's responses only.
 */
export const ResponseRuns1798300000000 = sqlMigration('ResponseRuns1798300000000', {
  up: [
    `ALTER TABLE item_responses ADD COLUMN run_id uuid`,
    `ALTER TABLE item_responses ADD CONSTRAINT item_responses_run_id_fkey FOREIGN KEY (run_id) REFERENCES share_runs (id) ON DELETE CASCADE`,
    `CREATE UNIQUE INDEX item_responses_share_run_item_key ON item_responses (share_id, (${RUN_KEY}), item_id)`,
    `ALTER TABLE item_responses DROP CONSTRAINT item_responses_share_item_key`,
    `ALTER TABLE shares ADD COLUMN current_run_id uuid`,
    // Shares with runs already: their latest run is the current one, with nothing answered in it yet.
    `UPDATE shares s SET current_run_id = r.id, done_count = 0
       FROM (SELECT DISTINCT ON (share_id) share_id, id FROM share_runs ORDER BY share_id, starts_at DESC) r
      WHERE r.share_id = s.id`,
    `CREATE OR REPLACE FUNCTION item_responses_keep_share_progress() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         moved integer := NEW.complete::int - CASE WHEN TG_OP = 'UPDATE' THEN OLD.complete::int ELSE 0 END;
       BEGIN
         IF moved = 0 THEN
           UPDATE shares SET last_activity_at = GREATEST(last_activity_at, NEW.updated_at) WHERE id = NEW.share_id;
         ELSE
           -- A response of an earlier run (kept open) is activity, but not the current run's progress.
           UPDATE shares SET done_count = done_count + CASE WHEN current_run_id IS NOT DISTINCT FROM NEW.run_id THEN moved ELSE 0 END,
                             last_activity_at = GREATEST(last_activity_at, NEW.updated_at)
            WHERE id = NEW.share_id;
         END IF;
         RETURN NULL;
       END $$`,
    `CREATE OR REPLACE FUNCTION item_responses_forget_share_progress() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE shares s SET done_count = s.done_count - d.n
           FROM (SELECT share_id, run_id, count(*)::int AS n FROM gone WHERE complete GROUP BY share_id, run_id) d
          WHERE s.id = d.share_id AND s.current_run_id IS NOT DISTINCT FROM d.run_id;
         RETURN NULL;
       END $$`,
  ],
  down: [
    `CREATE OR REPLACE FUNCTION item_responses_forget_share_progress() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE shares s SET done_count = s.done_count - d.n
           FROM (SELECT share_id, count(*)::int AS n FROM gone WHERE complete GROUP BY share_id) d
          WHERE s.id = d.share_id;
         RETURN NULL;
       END $$`,
    `CREATE OR REPLACE FUNCTION item_responses_keep_share_progress() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         moved integer := NEW.complete::int - CASE WHEN TG_OP = 'UPDATE' THEN OLD.complete::int ELSE 0 END;
       BEGIN
         IF moved = 0 THEN
           UPDATE shares SET last_activity_at = GREATEST(last_activity_at, NEW.updated_at) WHERE id = NEW.share_id;
         ELSE
           UPDATE shares SET done_count = done_count + moved, last_activity_at = GREATEST(last_activity_at, NEW.updated_at) WHERE id = NEW.share_id;
         END IF;
         RETURN NULL;
       END $$`,
    `ALTER TABLE shares DROP COLUMN current_run_id`,
    `DELETE FROM item_responses WHERE run_id IS NOT NULL`,
    `DROP INDEX item_responses_share_run_item_key`,
    `ALTER TABLE item_responses ADD CONSTRAINT item_responses_share_item_key UNIQUE (share_id, item_id)`,
    `ALTER TABLE item_responses DROP COLUMN run_id`,
    `UPDATE shares s SET done_count = (SELECT count(*)::int FROM item_responses r WHERE r.share_id = s.id AND r.complete)`,
  ],
});
