import { sqlMigration } from '../sql-migration';

/**
 * Item kinds (issue 46): what each item asks (`check` being today's tick box, so every existing
 * item reads as before), whether it must be done, and its kind's settings. A heading asks nothing
 * and never counts: the checklist's maintained item count leaves headings out.
 */
export const ItemKinds1796500000000 = sqlMigration('ItemKinds1796500000000', {
  up: [
    `ALTER TABLE checklist_items ADD COLUMN kind varchar(16) NOT NULL DEFAULT 'check',
                                 ADD COLUMN required boolean NOT NULL DEFAULT true,
                                 ADD COLUMN settings jsonb NOT NULL DEFAULT '{}'`,
    `ALTER TABLE checklist_items ADD CONSTRAINT checklist_items_kind_check
       CHECK (kind IN ('check', 'yesno', 'number', 'date', 'choice', 'text', 'photo', 'file', 'signature', 'heading'))`,
    `CREATE OR REPLACE FUNCTION checklists_recount_items(ids uuid[]) RETURNS void LANGUAGE sql VOLATILE AS $$
       UPDATE checklists c SET item_count = (SELECT count(*) FROM checklist_items i WHERE i.checklist_id = c.id AND i.kind <> 'heading') WHERE c.id = ANY(ids);
       UPDATE shares s SET progress_state = share_progress_state(s.done_count, c.item_count, s.first_opened_at)
         FROM checklists c
        WHERE c.id = ANY(ids) AND s.checklist_id = c.id
          AND s.progress_state <> share_progress_state(s.done_count, c.item_count, s.first_opened_at);
     $$`,
    // An item's kind may change (with its answers reset): the count follows.
    `CREATE FUNCTION checklist_items_rekinded() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN PERFORM checklists_recount_items(ARRAY[NEW.checklist_id]); RETURN NULL; END $$`,
    `CREATE TRIGGER checklist_items_rekinded AFTER UPDATE OF kind ON checklist_items
       FOR EACH ROW WHEN (OLD.kind IS DISTINCT FROM NEW.kind) EXECUTE FUNCTION checklist_items_rekinded()`,
  ],
  down: [
    `DROP TRIGGER checklist_items_rekinded ON checklist_items`,
    `DROP FUNCTION checklist_items_rekinded()`,
    `CREATE OR REPLACE FUNCTION checklists_recount_items(ids uuid[]) RETURNS void LANGUAGE sql VOLATILE AS $$
       UPDATE checklists c SET item_count = (SELECT count(*) FROM checklist_items i WHERE i.checklist_id = c.id) WHERE c.id = ANY(ids);
       UPDATE shares s SET progress_state = share_progress_state(s.done_count, c.item_count, s.first_opened_at)
         FROM checklists c
        WHERE c.id = ANY(ids) AND s.checklist_id = c.id
          AND s.progress_state <> share_progress_state(s.done_count, c.item_count, s.first_opened_at);
     $$`,
    `ALTER TABLE checklist_items DROP CONSTRAINT checklist_items_kind_check`,
    `ALTER TABLE checklist_items DROP COLUMN settings, DROP COLUMN required, DROP COLUMN kind`,
  ],
});
