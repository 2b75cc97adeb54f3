import { sqlMigration } from '../sql-migration';

/**
 * Workspaces (issue 47): every owner gets a personal workspace, of which they are the one admin,
 * and their checklists, templates, webhook endpoints and personal access tokens move into it, so
 * every existing answer stays as it was.
 *
 * `personal_workspace_of(user)` answers a user's personal workspace, making it (with the user as
 * admin) the first time it is asked. A row inserted without a `workspace_id` lands in its owner's
 * personal workspace (a trigger per table), so code that creates checklists, templates, endpoints
 * or tokens without naming a workspace keeps working and keeps today's meaning.
 */
export const Workspaces1797000000000 = sqlMigration('Workspaces1797000000000', {
  up: [
    `
      CREATE TABLE workspaces (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        personal_owner_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT workspaces_personal_owner_id_key UNIQUE (personal_owner_id),
        CONSTRAINT workspaces_personal_owner_id_fkey FOREIGN KEY (personal_owner_id) REFERENCES users (id) ON DELETE CASCADE
      )`,
    `
      CREATE TABLE workspace_members (
        workspace_id uuid NOT NULL,
        user_id uuid NOT NULL,
        role varchar(16) NOT NULL,
        joined_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT workspace_members_pkey PRIMARY KEY (workspace_id, user_id),
        CONSTRAINT workspace_members_role_check CHECK (role IN ('admin', 'editor', 'reviewer', 'viewer')),
        CONSTRAINT workspace_members_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES workspaces (id) ON DELETE CASCADE,
        CONSTRAINT workspace_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX workspace_members_user_idx ON workspace_members (user_id)`,
    // A concurrent first call waits on the unique key, then reads the row the other one made.
    `
      CREATE FUNCTION personal_workspace_of(p_user uuid) RETURNS uuid LANGUAGE plpgsql AS $$
      DECLARE ws uuid;
      BEGIN
        SELECT id INTO ws FROM workspaces WHERE personal_owner_id = p_user;
        IF ws IS NOT NULL THEN RETURN ws; END IF;
        INSERT INTO workspaces (name, personal_owner_id) VALUES ('Personal', p_user)
          ON CONFLICT (personal_owner_id) DO NOTHING RETURNING id INTO ws;
        IF ws IS NULL THEN
          SELECT id INTO ws FROM workspaces WHERE personal_owner_id = p_user;
        ELSE
          INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (ws, p_user, 'admin');
        END IF;
        RETURN ws;
      END $$`,
    `
      CREATE FUNCTION workspace_default_owner() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.workspace_id IS NULL THEN NEW.workspace_id := personal_workspace_of(NEW.owner_id); END IF;
        RETURN NEW;
      END $$`,
    `
      CREATE FUNCTION workspace_default_user() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.workspace_id IS NULL THEN NEW.workspace_id := personal_workspace_of(NEW.user_id); END IF;
        RETURN NEW;
      END $$`,
    // Every owner, and anyone who owns something (an owner account always does; belt and braces).
    `
      SELECT personal_workspace_of(id) FROM users
       WHERE account_type = 'owner'
          OR id IN (SELECT owner_id FROM checklists UNION SELECT owner_id FROM checklist_templates
                    UNION SELECT owner_id FROM webhook_endpoints UNION SELECT user_id FROM personal_access_tokens)`,
    ...['checklists', 'checklist_templates', 'webhook_endpoints'].flatMap((table) => [
      `ALTER TABLE ${table} ADD COLUMN workspace_id uuid`,
      `UPDATE ${table} t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.owner_id`,
      `ALTER TABLE ${table} ALTER COLUMN workspace_id SET NOT NULL`,
      `ALTER TABLE ${table} ADD CONSTRAINT ${table}_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES workspaces (id) ON DELETE CASCADE`,
      // The checklist list is now one workspace's, newest first (as checklists_owner_created_idx was the owner's).
      table === 'checklists'
        ? `CREATE INDEX checklists_workspace_created_idx ON checklists (workspace_id, created_at DESC, id DESC)`
        : `CREATE INDEX ${table}_workspace_idx ON ${table} (workspace_id)`,
      `CREATE TRIGGER ${table}_workspace_default BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION workspace_default_owner()`,
    ]),
    // A token acts in the one workspace it is limited to: today's tokens, the personal one.
    `ALTER TABLE personal_access_tokens ADD COLUMN workspace_id uuid`,
    `UPDATE personal_access_tokens t SET workspace_id = w.id FROM workspaces w WHERE w.personal_owner_id = t.user_id`,
    `ALTER TABLE personal_access_tokens ALTER COLUMN workspace_id SET NOT NULL`,
    `ALTER TABLE personal_access_tokens ADD CONSTRAINT personal_access_tokens_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES workspaces (id) ON DELETE CASCADE`,
    `CREATE INDEX personal_access_tokens_workspace_idx ON personal_access_tokens (workspace_id)`,
    `CREATE TRIGGER personal_access_tokens_workspace_default BEFORE INSERT ON personal_access_tokens FOR EACH ROW EXECUTE FUNCTION workspace_default_user()`,
  ],
  down: [
    ...['personal_access_tokens', 'webhook_endpoints', 'checklist_templates', 'checklists'].flatMap((table) => [
      `DROP TRIGGER ${table}_workspace_default ON ${table}`,
      `ALTER TABLE ${table} DROP COLUMN workspace_id`,
    ]),
    `DROP FUNCTION workspace_default_user()`,
    `DROP FUNCTION workspace_default_owner()`,
    `DROP FUNCTION personal_workspace_of(uuid)`,
    `DROP TABLE workspace_members`,
    `DROP TABLE workspaces`,
  ],
});
