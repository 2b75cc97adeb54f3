import { sqlMigration } from '../sql-migration';

/**
 * Issue 43: the reminder job reads only the shares it has something to decide about. Each share
 * with a due moment carries `reminder_check_at`, when the job should look at it next (its next
 * reminder slot, kept by the job); a change that can move the slots (the share's due moment, being
 * shared again, a revoked or restored link; the checklist's due moment, reminder rules or closing)
 * sets it to '-infinity', "look at it at the next run", through these triggers, so no writer of
 * those columns has to remember it. NULL: nothing to send, ever, until such a change.
 */
const SHARE_RECHECK = `
  CREATE FUNCTION shares_reminder_recheck() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' OR NEW.due_at IS DISTINCT FROM OLD.due_at OR NEW.shared_at IS DISTINCT FROM OLD.shared_at
       OR NEW.revoked_at IS DISTINCT FROM OLD.revoked_at THEN
      NEW.reminder_check_at := CASE
        WHEN NEW.due_at IS NOT NULL OR EXISTS (SELECT 1 FROM checklists c WHERE c.id = NEW.checklist_id AND c.due_at IS NOT NULL)
        THEN '-infinity'::timestamptz END;
    END IF;
    RETURN NEW;
  END $$`;

const CHECKLIST_RECHECK = `
  CREATE FUNCTION checklists_reminder_recheck() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE shares SET reminder_check_at = '-infinity'
     WHERE checklist_id = NEW.id AND (due_at IS NOT NULL OR NEW.due_at IS NOT NULL);
    RETURN NULL;
  END $$`;

export const ReminderChecks1796260000000 = sqlMigration('ReminderChecks1796260000000', {
  up: [
    `ALTER TABLE shares ADD COLUMN reminder_check_at timestamptz`,
    `UPDATE shares s SET reminder_check_at = '-infinity' FROM checklists c
      WHERE c.id = s.checklist_id AND (s.due_at IS NOT NULL OR c.due_at IS NOT NULL)`,
    `CREATE INDEX shares_reminder_check_idx ON shares (reminder_check_at) WHERE reminder_check_at IS NOT NULL`,
    SHARE_RECHECK,
    `CREATE TRIGGER shares_reminder_recheck BEFORE INSERT OR UPDATE OF due_at, shared_at, revoked_at ON shares
       FOR EACH ROW EXECUTE FUNCTION shares_reminder_recheck()`,
    CHECKLIST_RECHECK,
    `CREATE TRIGGER checklists_reminder_recheck
       AFTER UPDATE OF due_at, reminder_before_due_days, reminder_overdue_every_days, reminder_overdue_max, closed_at ON checklists
       FOR EACH ROW
       WHEN (OLD.due_at IS DISTINCT FROM NEW.due_at OR OLD.closed_at IS DISTINCT FROM NEW.closed_at
             OR OLD.reminder_before_due_days IS DISTINCT FROM NEW.reminder_before_due_days
             OR OLD.reminder_overdue_every_days IS DISTINCT FROM NEW.reminder_overdue_every_days
             OR OLD.reminder_overdue_max IS DISTINCT FROM NEW.reminder_overdue_max)
       EXECUTE FUNCTION checklists_reminder_recheck()`,
  ],
  down: [
    `DROP TRIGGER checklists_reminder_recheck ON checklists`,
    `DROP FUNCTION checklists_reminder_recheck()`,
    `DROP TRIGGER shares_reminder_recheck ON shares`,
    `DROP FUNCTION shares_reminder_recheck()`,
    `DROP INDEX shares_reminder_check_idx`,
    `ALTER TABLE shares DROP COLUMN reminder_check_at`,
  ],
});
