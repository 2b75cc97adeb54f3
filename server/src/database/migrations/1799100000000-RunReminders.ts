import { sqlMigration } from '../sql-migration';

/** The share trigger of migration ReminderChecks, as it was (down restores it). */
const BEFORE = `
  CREATE OR REPLACE FUNCTION shares_reminder_recheck() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' OR NEW.due_at IS DISTINCT FROM OLD.due_at OR NEW.shared_at IS DISTINCT FROM OLD.shared_at
       OR NEW.revoked_at IS DISTINCT FROM OLD.revoked_at THEN
      NEW.reminder_check_at := CASE
        WHEN NEW.due_at IS NOT NULL OR EXISTS (SELECT 1 FROM checklists c WHERE c.id = NEW.checklist_id AND c.due_at IS NOT NULL)
        THEN '-infinity'::timestamptz END;
    END IF;
    RETURN NEW;
  END $$`;

/**
 * Reminders per run (issue 45): a share of a scheduled checklist is reminded of its current run's
 * due moment. A new current run (the run starter) asks for a check at the next reminder pass, as a
 * new due moment does; a share with a current run has a due moment whenever that run has one.
 */
export const RunReminders1799100000000 = sqlMigration('RunReminders1799100000000', {
  up: [
    `CREATE OR REPLACE FUNCTION shares_reminder_recheck() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP = 'INSERT' OR NEW.due_at IS DISTINCT FROM OLD.due_at OR NEW.shared_at IS DISTINCT FROM OLD.shared_at
          OR NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.current_run_id IS DISTINCT FROM OLD.current_run_id THEN
         NEW.reminder_check_at := CASE
           WHEN NEW.due_at IS NOT NULL OR NEW.current_run_id IS NOT NULL
             OR EXISTS (SELECT 1 FROM checklists c WHERE c.id = NEW.checklist_id AND c.due_at IS NOT NULL)
           THEN '-infinity'::timestamptz END;
       END IF;
       RETURN NEW;
     END $$`,
    `DROP TRIGGER shares_reminder_recheck ON shares`,
    `CREATE TRIGGER shares_reminder_recheck BEFORE INSERT OR UPDATE OF due_at, shared_at, revoked_at, current_run_id ON shares
       FOR EACH ROW EXECUTE FUNCTION shares_reminder_recheck()`,
    // Shares already in a run: looked at by the next pass.
    `UPDATE shares SET reminder_check_at = '-infinity' WHERE current_run_id IS NOT NULL`,
  ],
  down: [
    `DROP TRIGGER shares_reminder_recheck ON shares`,
    BEFORE,
    `CREATE TRIGGER shares_reminder_recheck BEFORE INSERT OR UPDATE OF due_at, shared_at, revoked_at ON shares
       FOR EACH ROW EXECUTE FUNCTION shares_reminder_recheck()`,
  ],
});
