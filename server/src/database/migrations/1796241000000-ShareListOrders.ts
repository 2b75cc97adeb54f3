import { sqlMigration } from '../sql-migration';

/**
 * The recipients list's sorts (issue 43): each reads a page of a checklist's shares from an index
 * on (checklist_id, key, id), so a page costs the same at 20,000 recipients as at 100. Never
 * active sorts first under last activity.
 */
export const ShareListOrders1796241000000 = sqlMigration('ShareListOrders1796241000000', {
  up: [
    `CREATE INDEX shares_checklist_progress_idx ON shares (checklist_id, done_count, id)`,
    `CREATE INDEX shares_checklist_activity_idx ON shares (checklist_id, (COALESCE(last_activity_at, 'epoch'::timestamptz)), id)`,
    `CREATE INDEX shares_checklist_state_order_idx ON shares (checklist_id, progress_state, id)`,
  ],
  down: [`DROP INDEX shares_checklist_state_order_idx`, `DROP INDEX shares_checklist_activity_idx`, `DROP INDEX shares_checklist_progress_idx`],
});
