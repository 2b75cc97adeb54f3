import { sqlMigration } from '../sql-migration';

/**
 * Messages between a recipient and the checklist's owner (issue 48), one thread per share and item
 * (item_id null: the whole checklist). `mailed_at`: when the mail that carried it to the other side
 * was queued (null: not yet); the mail job batches what is not mailed, at most one mail per thread
 * and direction per 15 minutes. item_id has no foreign key, like share_activity's: a message
 * outlives its item. `reply_to_owner`: the owner's mails to recipients carry Reply-To: the owner.
 */
export const ShareMessages1796700000000 = sqlMigration('ShareMessages1796700000000', {
  up: [
    `CREATE TABLE share_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        share_id uuid NOT NULL,
        item_id uuid,
        author varchar(16) NOT NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        mailed_at timestamptz,
        CONSTRAINT share_messages_share_id_fkey FOREIGN KEY (share_id) REFERENCES shares (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX share_messages_share_created_idx ON share_messages (share_id, created_at, id)`,
    `CREATE INDEX share_messages_unmailed_idx ON share_messages (share_id) WHERE mailed_at IS NULL`,
    `ALTER TABLE users ADD COLUMN reply_to_owner boolean NOT NULL DEFAULT true`,
  ],
  down: [`ALTER TABLE users DROP COLUMN reply_to_owner`, `DROP TABLE share_messages`],
});
