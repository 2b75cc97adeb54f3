import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19: when an item was completed, kept apart from updated_at (which a note save moves), so the
 * results export and the printable page say when the work was done. Set when `complete` turns true,
 * cleared when it turns false. Rows already complete take their updated_at: the best there is.
 */
export class ResponseCompletedAt1795800100000 implements MigrationInterface {
  name = 'ResponseCompletedAt1795800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE item_responses ADD COLUMN completed_at timestamptz`);
    await q.query(`UPDATE item_responses SET completed_at = updated_at WHERE complete`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE item_responses DROP COLUMN completed_at`);
  }
}
