import { DatabaseError } from 'pg';

/** PostgreSQL error codes the services react to, however TypeORM wraps the driver's error. */
interface PgError {
  code?: string;
  constraint?: string;
  driverError?: { code?: string; constraint?: string };
}

const codeOf = (error: unknown): string | undefined => (error as PgError)?.driverError?.code ?? (error as PgError)?.code;

/** unique_violation (23505): two writers raced for one unique value. */
export const isUniqueViolation = (error: unknown): boolean => codeOf(error) === '23505';

/** foreign_key_violation (23503): the row referred to was deleted meanwhile. */
export const isForeignKeyViolation = (error: unknown): boolean => codeOf(error) === '23503';

/** The constraint a unique violation names ('' when none). */
export const violatedConstraint = (error: unknown): string =>
  (error as PgError)?.driverError?.constraint ?? (error as PgError)?.constraint ?? '';

/**
 * Whether PostgreSQL itself answered with this error (it has an SQLSTATE, as pg's DatabaseError),
 * as opposed to the driver giving up on it: unreachable, hung past the query timeout, or the
 * connection lost. After the latter, the statement may or may not have run.
 */
export const postgresAnswered = (error: unknown): boolean => ((error as PgError)?.driverError ?? error) instanceof DatabaseError;

/** duplicate_prepared_statement (42P05): the session already holds a prepared statement of that name. */
export const isDuplicatePreparedStatement = (error: unknown): boolean => codeOf(error) === '42P05';

/** invalid_sql_statement_name (26000): the session holds no prepared statement of that name. */
export const isUnknownPreparedStatement = (error: unknown): boolean => codeOf(error) === '26000';
