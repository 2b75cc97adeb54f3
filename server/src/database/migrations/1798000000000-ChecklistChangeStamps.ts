import { sqlMigration } from '../sql-migration';

/**
 * What a summary's `updatedAt` is made of (issue 42: the last change to the checklist, its items,
 * its shares or any recipient's progress), each stamped by the database clock inside the writing
 * transaction, so no stamp is earlier than its transaction's start (the checklist list's cursor
 * walk relies on that: checklist-changes.sql.ts):
 * - `checklists.updated_at`: raised by any change to the row but the figures kept on it, and by any
 *   statement on its items;
 * - `shares.changed_at`: set when a share is made, raised by any change the owner sees on it (not by
 *   progress, which share_progress stamps, nor by presence); the save path never writes it, and no
 *   save writes a row shared by different recipients;
 * - a removal is stamped in removed_shares, a recipient's progress in share_progress.
 * A share made before this migration has no `changed_at`: its `sharedAt` and progress stand for it.
 */
export const ChecklistChangeStamps1798000000000 = sqlMigration('ChecklistChangeStamps1798000000000', {
  up: [
    `CREATE FUNCTION checklists_stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         -- Figures the database keeps on the row (status figures: share_count, open_share_count,
         -- overdue_at) follow progress, which share_progress stamps: they alone are no change.
         IF to_jsonb(NEW) - '{updated_at,share_count,open_share_count,overdue_at}'::text[]
              IS DISTINCT FROM to_jsonb(OLD) - '{updated_at,share_count,open_share_count,overdue_at}'::text[] THEN
           NEW.updated_at := GREATEST(clock_timestamp(), OLD.updated_at + interval '1 microsecond');
         END IF;
         RETURN NEW;
       END $$`,
    `CREATE TRIGGER checklists_stamp_change BEFORE UPDATE ON checklists FOR EACH ROW EXECUTE FUNCTION checklists_stamp_change()`,
    `CREATE FUNCTION checklists_stamp_items_change() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE checklists SET updated_at = clock_timestamp() WHERE id IN (SELECT checklist_id FROM changed);
         RETURN NULL;
       END $$`,
    `CREATE TRIGGER checklist_items_stamp_added AFTER INSERT ON checklist_items REFERENCING NEW TABLE AS changed
       FOR EACH STATEMENT EXECUTE FUNCTION checklists_stamp_items_change()`,
    `CREATE TRIGGER checklist_items_stamp_changed AFTER UPDATE ON checklist_items REFERENCING NEW TABLE AS changed
       FOR EACH STATEMENT EXECUTE FUNCTION checklists_stamp_items_change()`,
    `CREATE TRIGGER checklist_items_stamp_removed AFTER DELETE ON checklist_items REFERENCING OLD TABLE AS changed
       FOR EACH STATEMENT EXECUTE FUNCTION checklists_stamp_items_change()`,

    `ALTER TABLE shares ADD COLUMN changed_at timestamptz`,
    `CREATE FUNCTION shares_stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           NEW.changed_at := clock_timestamp();
         ELSIF ROW(NEW.shared_at, NEW.due_at, NEW.due_time_zone, NEW.reminders_sent, NEW.last_reminded_at, NEW.last_nudged_at, NEW.revoked_at,
                   NEW.access_token_hash, NEW.delivery_status, NEW.delivery_at, NEW.first_opened_at)
               IS DISTINCT FROM
               ROW(OLD.shared_at, OLD.due_at, OLD.due_time_zone, OLD.reminders_sent, OLD.last_reminded_at, OLD.last_nudged_at, OLD.revoked_at,
                   OLD.access_token_hash, OLD.delivery_status, OLD.delivery_at, OLD.first_opened_at) THEN
           NEW.changed_at := GREATEST(clock_timestamp(), OLD.changed_at + interval '1 microsecond');
         END IF;
         RETURN NEW;
       END $$`,
    // Only statements that set one of these columns fire it: a save (done_count, last_activity_at) or presence never does.
    `CREATE TRIGGER shares_stamp_change BEFORE INSERT OR UPDATE OF shared_at, due_at, due_time_zone, reminders_sent, last_reminded_at, last_nudged_at,
       revoked_at, access_token_hash, delivery_status, delivery_at, first_opened_at ON shares
       FOR EACH ROW EXECUTE FUNCTION shares_stamp_change()`,
  ],
  down: [
    `DROP TRIGGER shares_stamp_change ON shares`,
    `DROP FUNCTION shares_stamp_change()`,
    `ALTER TABLE shares DROP COLUMN changed_at`,
    `DROP TRIGGER checklist_items_stamp_removed ON checklist_items`,
    `DROP TRIGGER checklist_items_stamp_changed ON checklist_items`,
    `DROP TRIGGER checklist_items_stamp_added ON checklist_items`,
    `DROP FUNCTION checklists_stamp_items_change()`,
    `DROP TRIGGER checklists_stamp_change ON checklists`,
    `DROP FUNCTION checklists_stamp_change()`,
  ],
});
