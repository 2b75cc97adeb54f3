import { sqlMigration } from '../sql-migration';

const OPTED_OUT = `'the recipient has turned off mails from Ticklist'`;
const ANY_FAILURE = `'the invitation could not be sent'`;

/**
 * Issue 41: an owner is no longer told that an address opted out of mails; invitations already
 * marked that way read as any failure. Down restores the old words where no invitation job was
 * ever queued, which is how an opt-out was recorded.
 */
export const OptOutSaidAsAnyFailure1796100000000 = sqlMigration('OptOutSaidAsAnyFailure1796100000000', {
  up: [`UPDATE shares SET delivery_error = ${ANY_FAILURE} WHERE delivery_error = ${OPTED_OUT}`],
  down: [`UPDATE shares SET delivery_error = ${OPTED_OUT} WHERE delivery_error = ${ANY_FAILURE} AND delivery_job_id IS NULL`],
});
