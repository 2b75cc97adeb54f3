import { sqlMigration } from '../sql-migration';

/**
 * Maintained per-share figures (issue 43): each share's done count, its state (`done`,
 * `in_progress`, `not_opened`; `overdue` is read at query time from its due moment) and its last
 * activity, kept by the database in the transaction of every statement that changes what they
 * derive from: a response saved, reset or deleted (with its item, its share or its checklist), an
 * item added or removed, a link opened. Triggers, so that every path keeps them (the save's one
 * statement, the batch, the update's reset policy, cascades) and the save stays one statement.
 * A checklist's counts are these states summed through shares_checklist_state_idx: no save writes
 * a row shared by different recipients (the checklist's `item_count` moves only with its items).
 */
export const ShareProgressFigures1796240000000 = sqlMigration('ShareProgressFigures1796240000000', {
  up: [
    `ALTER TABLE checklists ADD COLUMN item_count integer NOT NULL DEFAULT 0`,
    `ALTER TABLE shares ADD COLUMN done_count integer NOT NULL DEFAULT 0,
                      ADD COLUMN progress_state varchar(16) NOT NULL DEFAULT 'not_opened',
                      ADD COLUMN last_activity_at timestamptz`,
    `ALTER TABLE shares ADD CONSTRAINT shares_progress_state_check CHECK (progress_state IN ('done', 'in_progress', 'not_opened'))`,

    // The one definition of a share's state (ChecklistCounts): done when every item is ticked.
    `CREATE FUNCTION share_progress_state(done integer, items integer, opened timestamptz) RETURNS varchar
       LANGUAGE sql IMMUTABLE AS $$
         SELECT CASE WHEN done >= items THEN 'done' WHEN opened IS NOT NULL OR done > 0 THEN 'in_progress' ELSE 'not_opened' END
       $$`,

    // A share's state follows its done count and its opening; an opening is activity too.
    `CREATE FUNCTION shares_keep_progress_state() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         NEW.progress_state := share_progress_state(NEW.done_count, (SELECT item_count FROM checklists WHERE id = NEW.checklist_id), NEW.first_opened_at);
         NEW.last_activity_at := GREATEST(NEW.last_activity_at, NEW.first_opened_at);
         RETURN NEW;
       END $$`,
    `CREATE TRIGGER shares_progress_state BEFORE INSERT OR UPDATE OF done_count, first_opened_at ON shares
       FOR EACH ROW EXECUTE FUNCTION shares_keep_progress_state()`,

    // Backfill, before the other triggers exist: item counts, then each share's figures.
    `UPDATE checklists c SET item_count = (SELECT count(*) FROM checklist_items i WHERE i.checklist_id = c.id)`,
    `UPDATE shares s SET done_count = COALESCE(r.done, 0), last_activity_at = r.last
       FROM shares t LEFT JOIN (SELECT share_id, (count(*) FILTER (WHERE complete))::int AS done, max(updated_at) AS last
                                  FROM item_responses GROUP BY share_id) r ON r.share_id = t.id
      WHERE t.id = s.id`,

    // A saved response (one row at a time: a save is one or a few rows) moves its share's figures.
    `CREATE FUNCTION item_responses_keep_share_progress() RETURNS trigger LANGUAGE plpgsql AS $$
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
    `CREATE TRIGGER item_responses_share_progress AFTER INSERT OR UPDATE OF complete, updated_at ON item_responses
       FOR EACH ROW EXECUTE FUNCTION item_responses_keep_share_progress()`,
    // Deleted responses (an item removed, a reset, a cascade): set-based, once per statement.
    `CREATE FUNCTION item_responses_forget_share_progress() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE shares s SET done_count = s.done_count - d.n
           FROM (SELECT share_id, count(*)::int AS n FROM gone WHERE complete GROUP BY share_id) d
          WHERE s.id = d.share_id;
         RETURN NULL;
       END $$`,
    `CREATE TRIGGER item_responses_share_progress_gone AFTER DELETE ON item_responses REFERENCING OLD TABLE AS gone
       FOR EACH STATEMENT EXECUTE FUNCTION item_responses_forget_share_progress()`,

    // Items added or removed: the checklist's item count, then its shares' states (set-based).
    `CREATE FUNCTION checklists_recount_items(ids uuid[]) RETURNS void LANGUAGE sql VOLATILE AS $$
       UPDATE checklists c SET item_count = (SELECT count(*) FROM checklist_items i WHERE i.checklist_id = c.id) WHERE c.id = ANY(ids);
       UPDATE shares s SET progress_state = share_progress_state(s.done_count, c.item_count, s.first_opened_at)
         FROM checklists c
        WHERE c.id = ANY(ids) AND s.checklist_id = c.id
          AND s.progress_state <> share_progress_state(s.done_count, c.item_count, s.first_opened_at);
     $$`,
    `CREATE FUNCTION checklist_items_added() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN PERFORM checklists_recount_items(ARRAY(SELECT DISTINCT checklist_id FROM added)); RETURN NULL; END $$`,
    `CREATE FUNCTION checklist_items_removed() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN PERFORM checklists_recount_items(ARRAY(SELECT DISTINCT checklist_id FROM removed)); RETURN NULL; END $$`,
    `CREATE TRIGGER checklist_items_added AFTER INSERT ON checklist_items REFERENCING NEW TABLE AS added
       FOR EACH STATEMENT EXECUTE FUNCTION checklist_items_added()`,
    `CREATE TRIGGER checklist_items_removed AFTER DELETE ON checklist_items REFERENCING OLD TABLE AS removed
       FOR EACH STATEMENT EXECUTE FUNCTION checklist_items_removed()`,

    // Counts by state and `overdue` (the due moment of shares not done) read from one index.
    `CREATE INDEX shares_checklist_state_idx ON shares (checklist_id, progress_state, due_at)`,
  ],
  down: [
    `DROP INDEX shares_checklist_state_idx`,
    `DROP TRIGGER checklist_items_removed ON checklist_items`,
    `DROP TRIGGER checklist_items_added ON checklist_items`,
    `DROP FUNCTION checklist_items_removed()`,
    `DROP FUNCTION checklist_items_added()`,
    `DROP FUNCTION checklists_recount_items(uuid[])`,
    `DROP TRIGGER item_responses_share_progress_gone ON item_responses`,
    `DROP FUNCTION item_responses_forget_share_progress()`,
    `DROP TRIGGER item_responses_share_progress ON item_responses`,
    `DROP FUNCTION item_responses_keep_share_progress()`,
    `DROP TRIGGER shares_progress_state ON shares`,
    `DROP FUNCTION shares_keep_progress_state()`,
    `DROP FUNCTION share_progress_state(integer, integer, timestamptz)`,
    `ALTER TABLE shares DROP CONSTRAINT shares_progress_state_check`,
    `ALTER TABLE shares DROP COLUMN last_activity_at, DROP COLUMN progress_state, DROP COLUMN done_count`,
    `ALTER TABLE checklists DROP COLUMN item_count`,
  ],
});
