import { sqlMigration } from '../sql-migration';

/**
 * The maintained per-share figures (ShareProgressFigures) move off `shares` into the narrow
 * `share_progress` row beside the share's progress stamp (ShareProgressSeq), with the recipients
 * list's indexes: a save then writes one small row with few indexes instead of the wide, much
 * indexed shares row (bench/RESULTS.md, "share_progress"). `checklist_id` and `due_at` are copies
 * (a share never changes checklist; its due moment is copied by a trigger) so that counts by state,
 * overdue and the list's sorts stay reads of one index. Same rules as before, same transactions:
 * - a save raises last_activity_at with its stamp (the save statement); a tick that changes `complete`
 *   moves done_count (row trigger), a deleted response too (statement trigger);
 * - the state follows done_count, the checklist's item count and the opening (share_progress_state);
 * - an opening is activity; items added or removed recount the states (checklists_recount_items).
 */
export const ShareProgressTable1796301000000 = sqlMigration('ShareProgressTable1796301000000', {
  up: [
    `ALTER TABLE share_progress ADD COLUMN checklist_id uuid,
                              ADD COLUMN done_count integer NOT NULL DEFAULT 0,
                              ADD COLUMN progress_state varchar(16) NOT NULL DEFAULT 'not_opened',
                              ADD COLUMN last_activity_at timestamptz,
                              ADD COLUMN due_at timestamptz`,
    `UPDATE share_progress p SET checklist_id = s.checklist_id, done_count = s.done_count, progress_state = s.progress_state,
                                 last_activity_at = s.last_activity_at, due_at = s.due_at
       FROM shares s WHERE s.id = p.share_id`,
    `ALTER TABLE share_progress ALTER COLUMN checklist_id SET NOT NULL`,
    `ALTER TABLE share_progress ADD CONSTRAINT share_progress_state_check CHECK (progress_state IN ('done', 'in_progress', 'not_opened'))`,

    // The triggers that wrote the figures on shares go.
    `DROP TRIGGER item_responses_share_progress ON item_responses`,
    `DROP TRIGGER item_responses_share_progress_gone ON item_responses`,
    `DROP TRIGGER shares_progress_state ON shares`,
    `DROP FUNCTION shares_keep_progress_state()`,

    // A new share's row, with its state (a checklist of no items is done at once).
    `CREATE OR REPLACE FUNCTION shares_add_progress() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO share_progress (share_id, checklist_id, due_at, progress_state, last_activity_at)
         SELECT a.id, a.checklist_id, a.due_at, share_progress_state(0, c.item_count, a.first_opened_at), a.first_opened_at
           FROM added a JOIN checklists c ON c.id = a.checklist_id;
         RETURN NULL;
       END $$`,
    // An opening (state and activity) and a due moment changed on shares reach the row.
    `CREATE FUNCTION shares_follow_progress() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE share_progress p
            SET due_at = NEW.due_at,
                progress_state = share_progress_state(p.done_count, (SELECT item_count FROM checklists WHERE id = NEW.checklist_id), NEW.first_opened_at),
                last_activity_at = GREATEST(p.last_activity_at, NEW.first_opened_at)
          WHERE p.share_id = NEW.id;
         RETURN NULL;
       END $$`,
    `CREATE TRIGGER shares_follow_progress AFTER UPDATE OF first_opened_at, due_at ON shares
       FOR EACH ROW WHEN (OLD.first_opened_at IS DISTINCT FROM NEW.first_opened_at OR OLD.due_at IS DISTINCT FROM NEW.due_at)
       EXECUTE FUNCTION shares_follow_progress()`,

    // The state follows the done count, whoever moves it.
    `CREATE FUNCTION share_progress_keep_state() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.progress_state := share_progress_state(NEW.done_count, (SELECT item_count FROM checklists WHERE id = NEW.checklist_id),
                                                    (SELECT first_opened_at FROM shares WHERE id = NEW.share_id));
         RETURN NEW;
       END $$`,
    `CREATE TRIGGER share_progress_keep_state BEFORE UPDATE OF done_count ON share_progress
       FOR EACH ROW WHEN (OLD.done_count IS DISTINCT FROM NEW.done_count) EXECUTE FUNCTION share_progress_keep_state()`,

    // A saved response: a changed tick moves the done count; a time later than the share's last
    // activity moves it (the save statement already raised it with its stamp: then nothing is written).
    `CREATE OR REPLACE FUNCTION item_responses_keep_share_progress() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         moved integer := NEW.complete::int - CASE WHEN TG_OP = 'UPDATE' THEN OLD.complete::int ELSE 0 END;
       BEGIN
         IF moved <> 0 THEN
           UPDATE share_progress SET done_count = done_count + moved, last_activity_at = GREATEST(last_activity_at, NEW.updated_at) WHERE share_id = NEW.share_id;
         ELSE
           UPDATE share_progress SET last_activity_at = NEW.updated_at
            WHERE share_id = NEW.share_id AND (last_activity_at IS NULL OR last_activity_at < NEW.updated_at);
         END IF;
         RETURN NULL;
       END $$`,
    `CREATE TRIGGER item_responses_share_progress AFTER INSERT OR UPDATE OF complete, updated_at ON item_responses
       FOR EACH ROW EXECUTE FUNCTION item_responses_keep_share_progress()`,
    `CREATE OR REPLACE FUNCTION item_responses_forget_share_progress() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE share_progress p SET done_count = p.done_count - d.n
           FROM (SELECT share_id, count(*)::int AS n FROM gone WHERE complete GROUP BY share_id) d
          WHERE p.share_id = d.share_id;
         RETURN NULL;
       END $$`,
    `CREATE TRIGGER item_responses_share_progress_gone AFTER DELETE ON item_responses REFERENCING OLD TABLE AS gone
       FOR EACH STATEMENT EXECUTE FUNCTION item_responses_forget_share_progress()`,

    // Items added or removed: the item count, then the states of the checklist's shares.
    `CREATE OR REPLACE FUNCTION checklists_recount_items(ids uuid[]) RETURNS void LANGUAGE sql VOLATILE AS $$
       UPDATE checklists c SET item_count = (SELECT count(*) FROM checklist_items i WHERE i.checklist_id = c.id) WHERE c.id = ANY(ids);
       UPDATE share_progress p SET progress_state = share_progress_state(p.done_count, c.item_count, s.first_opened_at)
         FROM checklists c, shares s
        WHERE c.id = ANY(ids) AND p.checklist_id = c.id AND s.id = p.share_id
          AND p.progress_state <> share_progress_state(p.done_count, c.item_count, s.first_opened_at);
     $$`,

    // The list's and the counts' indexes, now on the narrow row.
    `DROP INDEX shares_checklist_state_idx`,
    `DROP INDEX shares_checklist_progress_idx`,
    `DROP INDEX shares_checklist_activity_idx`,
    `DROP INDEX shares_checklist_state_order_idx`,
    `ALTER TABLE shares DROP CONSTRAINT shares_progress_state_check`,
    `ALTER TABLE shares DROP COLUMN done_count, DROP COLUMN progress_state, DROP COLUMN last_activity_at`,
    `CREATE INDEX share_progress_checklist_state_idx ON share_progress (checklist_id, progress_state, due_at)`,
    `CREATE INDEX share_progress_checklist_progress_idx ON share_progress (checklist_id, done_count, share_id)`,
    `CREATE INDEX share_progress_checklist_activity_idx ON share_progress (checklist_id, (COALESCE(last_activity_at, 'epoch'::timestamptz)), share_id)`,
    `CREATE INDEX share_progress_checklist_state_order_idx ON share_progress (checklist_id, progress_state, share_id)`,
  ],
  down: [
    `ALTER TABLE shares ADD COLUMN done_count integer NOT NULL DEFAULT 0,
                      ADD COLUMN progress_state varchar(16) NOT NULL DEFAULT 'not_opened',
                      ADD COLUMN last_activity_at timestamptz`,
    `UPDATE shares s SET done_count = p.done_count, progress_state = p.progress_state, last_activity_at = p.last_activity_at
       FROM share_progress p WHERE p.share_id = s.id`,
    `ALTER TABLE shares ADD CONSTRAINT shares_progress_state_check CHECK (progress_state IN ('done', 'in_progress', 'not_opened'))`,
    `DROP INDEX share_progress_checklist_state_order_idx`,
    `DROP INDEX share_progress_checklist_activity_idx`,
    `DROP INDEX share_progress_checklist_progress_idx`,
    `DROP INDEX share_progress_checklist_state_idx`,
    `CREATE INDEX shares_checklist_state_idx ON shares (checklist_id, progress_state, due_at)`,
    `CREATE INDEX shares_checklist_progress_idx ON shares (checklist_id, done_count, id)`,
    `CREATE INDEX shares_checklist_activity_idx ON shares (checklist_id, (COALESCE(last_activity_at, 'epoch'::timestamptz)), id)`,
    `CREATE INDEX shares_checklist_state_order_idx ON shares (checklist_id, progress_state, id)`,
    `CREATE OR REPLACE FUNCTION checklists_recount_items(ids uuid[]) RETURNS void LANGUAGE sql VOLATILE AS $$
       UPDATE checklists c SET item_count = (SELECT count(*) FROM checklist_items i WHERE i.checklist_id = c.id) WHERE c.id = ANY(ids);
       UPDATE shares s SET progress_state = share_progress_state(s.done_count, c.item_count, s.first_opened_at)
         FROM checklists c
        WHERE c.id = ANY(ids) AND s.checklist_id = c.id
          AND s.progress_state <> share_progress_state(s.done_count, c.item_count, s.first_opened_at);
     $$`,
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
    `DROP TRIGGER share_progress_keep_state ON share_progress`,
    `DROP FUNCTION share_progress_keep_state()`,
    `DROP TRIGGER shares_follow_progress ON shares`,
    `DROP FUNCTION shares_follow_progress()`,
    `CREATE OR REPLACE FUNCTION shares_add_progress() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN INSERT INTO share_progress (share_id) SELECT id FROM added; RETURN NULL; END $$`,
    `CREATE FUNCTION shares_keep_progress_state() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.progress_state := share_progress_state(NEW.done_count, (SELECT item_count FROM checklists WHERE id = NEW.checklist_id), NEW.first_opened_at);
         NEW.last_activity_at := GREATEST(NEW.last_activity_at, NEW.first_opened_at);
         RETURN NEW;
       END $$`,
    `CREATE TRIGGER shares_progress_state BEFORE INSERT OR UPDATE OF done_count, first_opened_at ON shares
       FOR EACH ROW EXECUTE FUNCTION shares_keep_progress_state()`,
    `ALTER TABLE share_progress DROP CONSTRAINT share_progress_state_check`,
    `ALTER TABLE share_progress DROP COLUMN due_at, DROP COLUMN last_activity_at, DROP COLUMN progress_state, DROP COLUMN done_count, DROP COLUMN checklist_id`,
  ],
});
