import { sqlMigration } from '../sql-migration';

/**
 * Issue 43: what `GET /api/checklist?status=…` filters on, kept per checklist so a filtered page
 * and its total read one partial index instead of probing every checklist's shares:
 * - `share_count`: its shares (revoked ones included);
 * - `open_share_count`: its shares not done (revoked ones included: "completed by everyone" reads them);
 * - `overdue_at`: the moment it becomes overdue, the earliest due moment (the share's own, else the
 *   checklist's) of its shares not done and not revoked; null when none has one.
 * Triggers keep them in the transaction of every statement that moves them. A save touches the
 * checklist's row only when its share crosses the done line (a share does so once or twice in its
 * life), so saves of different recipients do not queue on it; a tick that leaves the share's state
 * alone costs the trigger's WHEN test only.
 */
const NOT_DONE = `s.progress_state IN ('in_progress', 'not_opened') AND s.revoked_at IS NULL`;

// Index probes of shares_checklist_state_idx (checklist, state, due moment), one state at a time so
// each min() reads the first entry: the cost does not grow with the audience.
const OVERDUE_AT = `
  CREATE FUNCTION checklist_overdue_at(cid uuid, cdue timestamptz) RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
  BEGIN
    RETURN LEAST(
      (SELECT min(s.due_at) FROM shares s WHERE s.checklist_id = cid AND s.progress_state = 'in_progress' AND s.due_at IS NOT NULL AND s.revoked_at IS NULL),
      (SELECT min(s.due_at) FROM shares s WHERE s.checklist_id = cid AND s.progress_state = 'not_opened' AND s.due_at IS NOT NULL AND s.revoked_at IS NULL),
      CASE WHEN cdue IS NOT NULL
            AND ((SELECT true FROM shares s WHERE s.checklist_id = cid AND s.progress_state = 'in_progress' AND s.due_at IS NULL AND s.revoked_at IS NULL LIMIT 1)
                 OR (SELECT true FROM shares s WHERE s.checklist_id = cid AND s.progress_state = 'not_opened' AND s.due_at IS NULL AND s.revoked_at IS NULL LIMIT 1))
           THEN cdue END);
  END $$`;

// A share that crossed the done line, or whose due moment or revocation changed.
const SHARE_MOVED = `
  CREATE FUNCTION shares_keep_checklist_status() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE checklists c SET open_share_count = c.open_share_count + (NEW.progress_state <> 'done')::int - (OLD.progress_state <> 'done')::int,
                            overdue_at = checklist_overdue_at(c.id, c.due_at)
     WHERE c.id = NEW.checklist_id;
    RETURN NULL;
  END $$`;

// Shares made or removed: set-based, once per statement (a share call, a share job's step, a cascade).
const sharesCounted = (name: string, table: string, sign: '+' | '-') => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE checklists c SET share_count = c.share_count ${sign} d.n, open_share_count = c.open_share_count ${sign} d.open,
                            overdue_at = checklist_overdue_at(c.id, c.due_at)
      FROM (SELECT checklist_id, count(*)::int AS n, (count(*) FILTER (WHERE progress_state <> 'done'))::int AS open
              FROM ${table} GROUP BY checklist_id) d
     WHERE c.id = d.checklist_id;
    RETURN NULL;
  END $$`;

const CHECKLIST_DUE_MOVED = `
  CREATE FUNCTION checklists_keep_overdue_at() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.overdue_at := checklist_overdue_at(NEW.id, NEW.due_at);
    RETURN NEW;
  END $$`;

export const ChecklistStatusFigures1798100000000 = sqlMigration('ChecklistStatusFigures1798100000000', {
  up: [
    `ALTER TABLE checklists ADD COLUMN share_count integer NOT NULL DEFAULT 0,
                          ADD COLUMN open_share_count integer NOT NULL DEFAULT 0,
                          ADD COLUMN overdue_at timestamptz`,
    `UPDATE checklists c SET share_count = f.n, open_share_count = f.open, overdue_at = f.overdue_at
       FROM (SELECT s.checklist_id, count(*)::int AS n, (count(*) FILTER (WHERE s.progress_state <> 'done'))::int AS open,
                    min(COALESCE(s.due_at, k.due_at)) FILTER (WHERE ${NOT_DONE}) AS overdue_at
               FROM shares s JOIN checklists k ON k.id = s.checklist_id GROUP BY s.checklist_id) f
      WHERE c.id = f.checklist_id`,
    OVERDUE_AT,
    SHARE_MOVED,
    `CREATE TRIGGER shares_checklist_status AFTER UPDATE ON shares FOR EACH ROW
       WHEN ((OLD.progress_state = 'done') <> (NEW.progress_state = 'done')
             OR OLD.due_at IS DISTINCT FROM NEW.due_at OR OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
       EXECUTE FUNCTION shares_keep_checklist_status()`,
    sharesCounted('shares_added_checklist_status', 'added', '+'),
    sharesCounted('shares_removed_checklist_status', 'removed', '-'),
    `CREATE TRIGGER shares_added_checklist_status AFTER INSERT ON shares REFERENCING NEW TABLE AS added
       FOR EACH STATEMENT EXECUTE FUNCTION shares_added_checklist_status()`,
    `CREATE TRIGGER shares_removed_checklist_status AFTER DELETE ON shares REFERENCING OLD TABLE AS removed
       FOR EACH STATEMENT EXECUTE FUNCTION shares_removed_checklist_status()`,
    CHECKLIST_DUE_MOVED,
    `CREATE TRIGGER checklists_overdue_at BEFORE UPDATE OF due_at ON checklists FOR EACH ROW
       WHEN (OLD.due_at IS DISTINCT FROM NEW.due_at) EXECUTE FUNCTION checklists_keep_overdue_at()`,
    // The filters' pages and totals (checklist-status.ts), `all` (the default list) included: each predicate is
    // its status's condition word for word, so a total is an index-only count.
    `CREATE INDEX checklists_open_idx ON checklists (workspace_id, created_at DESC, id DESC) WHERE closed_at IS NULL`,
    `CREATE INDEX checklists_in_progress_idx ON checklists (workspace_id, created_at DESC, id DESC)
       WHERE closed_at IS NULL AND (share_count = 0 OR open_share_count > 0)`,
    `CREATE INDEX checklists_completed_idx ON checklists (workspace_id, created_at DESC, id DESC)
       WHERE closed_at IS NULL AND share_count > 0 AND open_share_count = 0`,
    `CREATE INDEX checklists_overdue_idx ON checklists (workspace_id, overdue_at) WHERE closed_at IS NULL AND overdue_at IS NOT NULL`,
  ],
  down: [
    `DROP INDEX checklists_overdue_idx`,
    `DROP INDEX checklists_completed_idx`,
    `DROP INDEX checklists_in_progress_idx`,
    `DROP INDEX checklists_open_idx`,
    `DROP TRIGGER checklists_overdue_at ON checklists`,
    `DROP FUNCTION checklists_keep_overdue_at()`,
    `DROP TRIGGER shares_removed_checklist_status ON shares`,
    `DROP TRIGGER shares_added_checklist_status ON shares`,
    `DROP FUNCTION shares_removed_checklist_status()`,
    `DROP FUNCTION shares_added_checklist_status()`,
    `DROP TRIGGER shares_checklist_status ON shares`,
    `DROP FUNCTION shares_keep_checklist_status()`,
    `DROP FUNCTION checklist_overdue_at(uuid, timestamptz)`,
    `ALTER TABLE checklists DROP COLUMN overdue_at, DROP COLUMN open_share_count, DROP COLUMN share_count`,
  ],
});
