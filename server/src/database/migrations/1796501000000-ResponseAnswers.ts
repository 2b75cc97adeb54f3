import { sqlMigration } from '../sql-migration';

/**
 * Typed answers (issue 46): a response keeps its answer (JSON typed by the item's kind) and whether
 * it is flagged for the owner. `complete` keeps meaning "done", computed by the server at save time
 * for every kind, so the maintained figures, counts and reminders read it as before.
 */
export const ResponseAnswers1796501000000 = sqlMigration('ResponseAnswers1796501000000', {
  up: [
    `ALTER TABLE item_responses ADD COLUMN answer jsonb, ADD COLUMN flagged boolean NOT NULL DEFAULT false`,
    // The checklist's `counts.flagged`: whether a share has a flagged answer, read without its other responses.
    `CREATE INDEX item_responses_flagged_idx ON item_responses (share_id) WHERE flagged`,
  ],
  down: [`DROP INDEX item_responses_flagged_idx`, `ALTER TABLE item_responses DROP COLUMN flagged, DROP COLUMN answer`],
});
