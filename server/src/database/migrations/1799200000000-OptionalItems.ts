import { sqlMigration } from '../sql-migration';

const ZERO_RUN = `'00000000-0000-0000-0000-000000000000'::uuid`;

/** The maintained item count: answerable items (`required` ones only, when `counted`). */
const recountItems = (counted: boolean) => `
  CREATE OR REPLACE FUNCTION checklists_recount_items(ids uuid[]) RETURNS void LANGUAGE sql VOLATILE AS $$
    UPDATE checklists c SET item_count = (SELECT count(*) FROM checklist_items i WHERE i.checklist_id = c.id AND i.kind <> 'heading'${counted ? ' AND i.required' : ''}) WHERE c.id = ANY(ids);
    UPDATE shares s SET progress_state = share_progress_state(s.done_count, c.item_count, s.first_opened_at)
      FROM checklists c
     WHERE c.id = ANY(ids) AND s.checklist_id = c.id
       AND s.progress_state <> share_progress_state(s.done_count, c.item_count, s.first_opened_at);
  $$`;

/** A saved response moves its share's figures (and its run's completion); only required items count, when `counted`. */
const keepShareProgress = (counted: boolean) => `
  CREATE OR REPLACE FUNCTION item_responses_keep_share_progress() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      moved integer := NEW.complete::int - CASE WHEN TG_OP = 'UPDATE' THEN OLD.complete::int ELSE 0 END;
      done integer;
    BEGIN
      ${counted ? `-- An optional item (required false) done or undone moves nothing: one key probe, only when done changed.
      IF moved <> 0 AND NOT (SELECT required FROM checklist_items WHERE id = NEW.item_id) THEN moved := 0; END IF;` : ''}
      IF moved = 0 THEN
        UPDATE shares SET last_activity_at = GREATEST(last_activity_at, NEW.updated_at) WHERE id = NEW.share_id;
      ELSE
        -- A response of an earlier run (kept open) is activity, but not the current run's progress.
        UPDATE shares SET done_count = done_count + CASE WHEN current_run_id IS NOT DISTINCT FROM NEW.run_id THEN moved ELSE 0 END,
                          last_activity_at = GREATEST(last_activity_at, NEW.updated_at)
         WHERE id = NEW.share_id;
      END IF;
      IF NEW.run_id IS NOT NULL AND moved <> 0 THEN
        -- Read through item_responses_share_run_item_key: the run's own responses only.
        SELECT count(*) INTO done FROM item_responses x${counted ? ' JOIN checklist_items xi ON xi.id = x.item_id AND xi.required' : ''}
         WHERE x.share_id = NEW.share_id AND COALESCE(x.run_id, ${ZERO_RUN}) = NEW.run_id AND x.complete;
        UPDATE share_runs r
           SET status = CASE WHEN done >= c.item_count THEN 'completed' ELSE 'open' END,
               completed_at = CASE WHEN done >= c.item_count THEN COALESCE(r.completed_at, NEW.updated_at) END
          FROM shares s JOIN checklists c ON c.id = s.checklist_id
         WHERE r.id = NEW.run_id AND s.id = r.share_id AND r.status <> 'missed'
           AND r.status <> CASE WHEN done >= c.item_count THEN 'completed' ELSE 'open' END;
      END IF;
      RETURN NULL;
    END $$`;

/**
 * Deleted responses (an item removed, a reset, a cascade) leave their share's done count. When
 * `counted`, an optional item's do not: its item is still there (a reset), or its responses went
 * first (checklist_items_optional_gone); a response whose item is gone in the same statement was
 * a required item's.
 */
const forgetShareProgress = (counted: boolean) => `
  CREATE OR REPLACE FUNCTION item_responses_forget_share_progress() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE shares s SET done_count = s.done_count - d.n
        FROM (SELECT g.share_id, g.run_id, count(*)::int AS n FROM gone g${counted ? ' LEFT JOIN checklist_items gi ON gi.id = g.item_id' : ''}
               WHERE g.complete${counted ? ' AND gi.required IS NOT FALSE' : ''} GROUP BY g.share_id, g.run_id) d
       WHERE s.id = d.share_id AND s.current_run_id IS NOT DISTINCT FROM d.run_id;
      RETURN NULL;
    END $$`;

/**
 * Issue 46: an item with `required: false` is answered like any other but never counts toward
 * done: not in the checklist's maintained item count, not in a share's done count, its state or
 * its run's completion (so not in the owner's counts, the list's status filters or reminders' work
 * left). Checklists without optional items keep every figure as it was: the only new cost on their
 * saves is one key probe of the item when a save changes whether it is done. An item made optional
 * or required again moves its recipients' done counts and the checklist's item count at once.
 */
export const OptionalItems1799200000000 = sqlMigration('OptionalItems1799200000000', {
  up: [
    recountItems(true),
    keepShareProgress(true),
    forgetShareProgress(true),
    // An optional item's responses go before the item (so the statement trigger above still sees it optional).
    `CREATE FUNCTION checklist_items_optional_gone() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN DELETE FROM item_responses WHERE item_id = OLD.id; RETURN OLD; END $$`,
    `CREATE TRIGGER checklist_items_optional_gone BEFORE DELETE ON checklist_items
       FOR EACH ROW WHEN (NOT OLD.required) EXECUTE FUNCTION checklist_items_optional_gone()`,
    // Made optional or required again: its done responses in each share's current run move that share's count.
    `CREATE FUNCTION checklist_items_required_changed() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE shares s SET done_count = s.done_count + CASE WHEN NEW.required THEN 1 ELSE -1 END
           FROM item_responses r
          WHERE r.item_id = NEW.id AND r.complete AND r.share_id = s.id AND r.run_id IS NOT DISTINCT FROM s.current_run_id;
         PERFORM checklists_recount_items(ARRAY[NEW.checklist_id]);
         RETURN NULL;
       END $$`,
    `CREATE TRIGGER checklist_items_required_changed AFTER UPDATE OF required ON checklist_items
       FOR EACH ROW WHEN (OLD.required IS DISTINCT FROM NEW.required) EXECUTE FUNCTION checklist_items_required_changed()`,
    // Figures of checklists that have optional items already: their shares' done counts, then the item counts (and states).
    `UPDATE shares s SET done_count = (SELECT count(*)::int FROM item_responses r JOIN checklist_items i ON i.id = r.item_id AND i.required
                                        WHERE r.share_id = s.id AND r.complete AND r.run_id IS NOT DISTINCT FROM s.current_run_id)
      WHERE s.checklist_id IN (SELECT checklist_id FROM checklist_items WHERE NOT required)`,
    `SELECT checklists_recount_items(ARRAY(SELECT DISTINCT checklist_id FROM checklist_items WHERE NOT required))`,
  ],
  down: [
    `DROP TRIGGER checklist_items_required_changed ON checklist_items`,
    `DROP FUNCTION checklist_items_required_changed()`,
    `DROP TRIGGER checklist_items_optional_gone ON checklist_items`,
    `DROP FUNCTION checklist_items_optional_gone()`,
    forgetShareProgress(false),
    keepShareProgress(false),
    recountItems(false),
    `UPDATE shares s SET done_count = (SELECT count(*)::int FROM item_responses r
                                        WHERE r.share_id = s.id AND r.complete AND r.run_id IS NOT DISTINCT FROM s.current_run_id)
      WHERE s.checklist_id IN (SELECT checklist_id FROM checklist_items WHERE NOT required)`,
    `SELECT checklists_recount_items(ARRAY(SELECT DISTINCT checklist_id FROM checklist_items WHERE NOT required))`,
  ],
});
