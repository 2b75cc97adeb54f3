import { sqlMigration } from '../sql-migration';

/**
 * Issue 47, "Former member": an account's deletion keeps its address on its audit entries for 30
 * days (`actor_email`, `actor_gone_at`, written by a trigger before the row goes, whoever deletes
 * it); after that the daily prune clears it and the entries name it "Former member". The index on
 * `actor_id` serves the trigger and the foreign key's SET NULL, which scanned the log on every
 * deleted account (guests included) without it.
 */
export const AuditFormerMembers1799300000000 = sqlMigration('AuditFormerMembers1799300000000', {
  up: [
    `ALTER TABLE workspace_audit ADD COLUMN actor_email varchar(254), ADD COLUMN actor_gone_at timestamptz`,
    `CREATE INDEX workspace_audit_actor_idx ON workspace_audit (actor_id) WHERE actor_id IS NOT NULL`,
    `CREATE INDEX workspace_audit_gone_idx ON workspace_audit (actor_gone_at) WHERE actor_email IS NOT NULL`,
    `
      CREATE FUNCTION workspace_audit_actor_gone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE workspace_audit SET actor_email = OLD.email, actor_gone_at = now() WHERE actor_id = OLD.id;
        RETURN OLD;
      END $$`,
    `CREATE TRIGGER users_audit_actor_gone BEFORE DELETE ON users FOR EACH ROW EXECUTE FUNCTION workspace_audit_actor_gone()`,
  ],
  down: [
    `DROP TRIGGER users_audit_actor_gone ON users`,
    `DROP FUNCTION workspace_audit_actor_gone()`,
    `DROP INDEX workspace_audit_gone_idx`,
    `DROP INDEX workspace_audit_actor_idx`,
    `ALTER TABLE workspace_audit DROP COLUMN actor_gone_at, DROP COLUMN actor_email`,
  ],
});
