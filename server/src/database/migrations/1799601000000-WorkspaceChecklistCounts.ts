import { sqlMigration } from '../sql-migration';

/**
 * Issue 43: the totals of `GET /api/checklist` (`status=all`, the default and `?shares=none`'s, and
 * `status=any`) kept per workspace instead of counted: `checklists` (every one) and `open_checklists`
 * (not closed). Triggers keep them in the statement that moves them: checklists made or deleted
 * (set-based, once a statement, grouped by workspace), one closed, reopened or moved to another
 * workspace (row trigger with a `WHEN`, so no other update of a checklist runs a function). Each
 * writer locks its checklists' rows before the workspace's figures (never the other way round).
 * A removal only lowers an existing row: a workspace being deleted keeps no figures.
 */
const ADD = `
  CREATE FUNCTION workspace_checklist_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO workspace_checklist_counts AS w (workspace_id, checklists, open_checklists)
    SELECT a.workspace_id, count(*), count(*) FILTER (WHERE a.closed_at IS NULL) FROM added a GROUP BY a.workspace_id ORDER BY a.workspace_id
    ON CONFLICT (workspace_id) DO UPDATE
      SET checklists = w.checklists + EXCLUDED.checklists, open_checklists = w.open_checklists + EXCLUDED.open_checklists;
    RETURN NULL;
  END $$`;

const REMOVE = `
  CREATE FUNCTION workspace_checklist_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE workspace_checklist_counts w SET checklists = w.checklists - g.n, open_checklists = w.open_checklists - g.open
      FROM (SELECT r.workspace_id, count(*) AS n, count(*) FILTER (WHERE r.closed_at IS NULL) AS open FROM removed r GROUP BY r.workspace_id) g
     WHERE w.workspace_id = g.workspace_id;
    RETURN NULL;
  END $$`;

const MOVE = `
  CREATE FUNCTION workspace_checklist_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE workspace_checklist_counts SET checklists = checklists - 1, open_checklists = open_checklists - (OLD.closed_at IS NULL)::int
     WHERE workspace_id = OLD.workspace_id;
    INSERT INTO workspace_checklist_counts AS w (workspace_id, checklists, open_checklists) VALUES (NEW.workspace_id, 1, (NEW.closed_at IS NULL)::int)
    ON CONFLICT (workspace_id) DO UPDATE SET checklists = w.checklists + 1, open_checklists = w.open_checklists + EXCLUDED.open_checklists;
    RETURN NULL;
  END $$`;

export const WorkspaceChecklistCounts1799601000000 = sqlMigration('WorkspaceChecklistCounts1799601000000', {
  up: [
    `CREATE TABLE workspace_checklist_counts (
       workspace_id uuid NOT NULL,
       checklists integer NOT NULL DEFAULT 0,
       open_checklists integer NOT NULL DEFAULT 0,
       CONSTRAINT workspace_checklist_counts_pkey PRIMARY KEY (workspace_id),
       CONSTRAINT workspace_checklist_counts_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES workspaces (id) ON DELETE CASCADE
     )`,
    `INSERT INTO workspace_checklist_counts (workspace_id, checklists, open_checklists)
     SELECT workspace_id, count(*), count(*) FILTER (WHERE closed_at IS NULL) FROM checklists GROUP BY workspace_id`,
    ADD,
    `CREATE TRIGGER checklists_count_added AFTER INSERT ON checklists REFERENCING NEW TABLE AS added
       FOR EACH STATEMENT EXECUTE FUNCTION workspace_checklist_counts_add()`,
    REMOVE,
    `CREATE TRIGGER checklists_count_removed AFTER DELETE ON checklists REFERENCING OLD TABLE AS removed
       FOR EACH STATEMENT EXECUTE FUNCTION workspace_checklist_counts_remove()`,
    MOVE,
    `CREATE TRIGGER checklists_count_moved AFTER UPDATE OF closed_at, workspace_id ON checklists FOR EACH ROW
       WHEN ((OLD.closed_at IS NULL) IS DISTINCT FROM (NEW.closed_at IS NULL) OR OLD.workspace_id IS DISTINCT FROM NEW.workspace_id)
       EXECUTE FUNCTION workspace_checklist_counts_move()`,
  ],
  down: [
    `DROP TRIGGER checklists_count_moved ON checklists`,
    `DROP FUNCTION workspace_checklist_counts_move()`,
    `DROP TRIGGER checklists_count_removed ON checklists`,
    `DROP FUNCTION workspace_checklist_counts_remove()`,
    `DROP TRIGGER checklists_count_added ON checklists`,
    `DROP FUNCTION workspace_checklist_counts_add()`,
    `DROP TABLE workspace_checklist_counts`,
  ],
});
