import { sqlMigration } from '../sql-migration';

/**
 * Follow-through (issue 17): due moments and reminder rules on checklists, a recipient's own due
 * moment and reminder counters on shares, and share_reminders, the ledger that lets each reminder
 * slot (and each nudge) happen at most once.
 */
export const FollowThrough1795600200000 = sqlMigration('FollowThrough1795600200000', {
  up: [
    `
      ALTER TABLE checklists
        ADD COLUMN due_at timestamptz,
        ADD COLUMN reminder_before_due_days smallint DEFAULT 1,
        ADD COLUMN reminder_overdue_every_days smallint DEFAULT 2,
        ADD COLUMN reminder_overdue_max smallint DEFAULT 3`,
    `CREATE INDEX checklists_due_idx ON checklists (due_at) WHERE due_at IS NOT NULL`,
    `
      ALTER TABLE shares
        ADD COLUMN due_at timestamptz,
        ADD COLUMN reminders_sent integer NOT NULL DEFAULT 0,
        ADD COLUMN last_reminded_at timestamptz,
        ADD COLUMN last_nudged_at timestamptz`,
    `CREATE INDEX shares_due_idx ON shares (due_at) WHERE due_at IS NOT NULL`,
    `
      CREATE TABLE share_reminders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        share_id uuid NOT NULL,
        kind varchar(16) NOT NULL,
        slot varchar(100) NOT NULL,
        sent_at timestamptz NOT NULL,
        CONSTRAINT share_reminders_kind_check CHECK (kind IN ('before', 'overdue', 'nudge')),
        CONSTRAINT share_reminders_slot_key UNIQUE (share_id, slot),
        CONSTRAINT share_reminders_share_id_fkey FOREIGN KEY (share_id) REFERENCES shares (id) ON DELETE CASCADE
      )`,
  ],

  down: [
    `DROP TABLE share_reminders`,
    `DROP INDEX shares_due_idx`,
    `ALTER TABLE shares DROP COLUMN due_at, DROP COLUMN reminders_sent, DROP COLUMN last_reminded_at, DROP COLUMN last_nudged_at`,
    `DROP INDEX checklists_due_idx`,
    `
      ALTER TABLE checklists DROP COLUMN due_at, DROP COLUMN reminder_before_due_days,
        DROP COLUMN reminder_overdue_every_days, DROP COLUMN reminder_overdue_max`,
  ],
});
