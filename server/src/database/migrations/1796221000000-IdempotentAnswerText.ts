import { sqlMigration } from '../sql-migration';

/**
 * An idempotent answer is kept as the JSON text that was sent, so a replay sends the same bytes
 * (jsonb reorders keys and respaces). Answers kept before keep jsonb's rendering until they expire (24 h).
 */
export const IdempotentAnswerText1796221000000 = sqlMigration('IdempotentAnswerText1796221000000', {
  up: [`ALTER TABLE idempotency_keys ALTER COLUMN body TYPE text USING body::text`],
  down: [`ALTER TABLE idempotency_keys ALTER COLUMN body TYPE jsonb USING body::jsonb`],
});
