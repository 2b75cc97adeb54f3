import { sqlMigration } from '../sql-migration';

/** A share's saved response, as migration ResponseRuns keeps its figures (down restores it). */
const KEEP_SHARE_PROGRESS = `
  IF moved = 0 THEN
    UPDATE shares SET last_activity_at = GREATEST(last_activity_at, NEW.updated_at) WHERE id = NEW.share_id;
  ELSE
    -- A response of an earlier run (kept open) is activity, but not the current run's progress.
    UPDATE shares SET done_count = done_count + CASE WHEN current_run_id IS NOT DISTINCT FROM NEW.run_id THEN moved ELSE 0 END,
                      last_activity_at = GREATEST(last_activity_at, NEW.updated_at)
     WHERE id = NEW.share_id;
  END IF;`;

/**
 * A run is completed once every item of it is done (issue 45), kept by the database in the
 * transaction of every save that ticks or unticks in a run (the tick, the batch, an answer): its
 * `completed_at` is the save that finished it; an untick of a completed run opens it again. A
 * missed run never changes. Responses without a run (no schedule) pay nothing more.
 */
export const RunCompletion1798301000000 = sqlMigration('RunCompletion1798301000000', {
  up: [
    `CREATE OR REPLACE FUNCTION item_responses_keep_share_progress() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         moved integer := NEW.complete::int - CASE WHEN TG_OP = 'UPDATE' THEN OLD.complete::int ELSE 0 END;
         done integer;
       BEGIN
         ${KEEP_SHARE_PROGRESS}
         IF NEW.run_id IS NOT NULL AND moved <> 0 THEN
           -- Read through item_responses_share_run_item_key: the run's own responses only.
           SELECT count(*) INTO done FROM item_responses x
            WHERE x.share_id = NEW.share_id AND COALESCE(x.run_id, '00000000-0000-0000-0000-000000000000'::uuid) = NEW.run_id AND x.complete;
           UPDATE share_runs r
              SET status = CASE WHEN done >= c.item_count THEN 'completed' ELSE 'open' END,
                  completed_at = CASE WHEN done >= c.item_count THEN COALESCE(r.completed_at, NEW.updated_at) END
             FROM shares s JOIN checklists c ON c.id = s.checklist_id
            WHERE r.id = NEW.run_id AND s.id = r.share_id AND r.status <> 'missed'
              AND r.status <> CASE WHEN done >= c.item_count THEN 'completed' ELSE 'open' END;
         END IF;
         RETURN NULL;
       END $$`,
  ],
  down: [
    `CREATE OR REPLACE FUNCTION item_responses_keep_share_progress() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         moved integer := NEW.complete::int - CASE WHEN TG_OP = 'UPDATE' THEN OLD.complete::int ELSE 0 END;
       BEGIN
         ${KEEP_SHARE_PROGRESS}
         RETURN NULL;
       END $$`,
  ],
});
