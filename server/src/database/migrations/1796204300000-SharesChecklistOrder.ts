import { sqlMigration } from '../sql-migration';

/**
 * A checklist's shares in the order they were shared with (issue 42's recipients list, a page at a
 * time): the page's rows come from this index, so reading one costs the same whatever the audience.
 */
export const SharesChecklistOrder1796204300000 = sqlMigration('SharesChecklistOrder1796204300000', {
  up: [`CREATE INDEX shares_checklist_order_idx ON shares (checklist_id, shared_at, id)`],
  down: [`DROP INDEX shares_checklist_order_idx`],
});
