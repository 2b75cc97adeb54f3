import { sqlMigration } from '../sql-migration';

/**
 * Issue 19: when an item was completed, kept apart from updated_at (which a note save moves), so the
 * results export and the printable page say when the work was done. Set when `complete` turns true,
 * cleared when it turns false. Rows already complete take their updated_at: the best there is.
 */
export const ResponseCompletedAt1795800100000 = sqlMigration('ResponseCompletedAt1795800100000', {
  up: [
    `ALTER TABLE item_responses ADD COLUMN completed_at timestamptz`,
    `UPDATE item_responses SET completed_at = updated_at WHERE complete`,
  ],

  down: [
    `ALTER TABLE item_responses DROP COLUMN completed_at`,
  ],
});
