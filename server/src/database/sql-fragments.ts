/** A timestamptz as JavaScript's toISOString() writes it: UTC, milliseconds, 'Z'. */
export function isoTimestamp(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A timestamptz in ISO 8601 UTC with all six digits of its microseconds ('2026-11-29T15:00:00.123456Z'):
 * where a moment orders events (a share's progress stamp), two a microsecond apart must differ.
 */
export function isoMicros(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * True for the share aliased `share` whose recipient has not ticked every item of its checklist
 * (a recipient with work left: reminders, nudges and the overdue filter are about them only). Read
 * from the share's maintained state (migration ShareProgressFigures), not counted.
 */
export function hasWorkLeft(share: string): string {
  return `(${share}.progress_state <> 'done')`;
}

/** The rows of an UPDATE/DELETE … RETURNING: through TypeORM the pg driver answers [rows, affectedCount]. */
export function returnedRows<T>(result: unknown): T[] {
  return Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]);
}

/** Items in the order owners and guests see them; the id breaks ties so every reader agrees. */
export function itemOrder(alias: string): string {
  return `${alias}.display_order, ${alias}.created_at, ${alias}.id`;
}

/**
 * True for the share aliased `share` when it was received by the user `$1` and that account has
 * proved it holds its address (verification link or reset by link). Until then what the address
 * received as a recipient stays the recipient's: whoever signed up with it sees none of it.
 */
export function receivedByProvenAccount(share: string): string {
  return `${share}.recipient_id = $1 AND EXISTS (SELECT 1 FROM users proof WHERE proof.id = $1 AND proof.email_validated)`;
}

/** A moment as whole microseconds since the epoch (bigint): the exact position a keyset cursor keeps. */
export function epochMicros(moment: string): string {
  return `(extract(epoch FROM ${moment}) * 1000000)::bigint`;
}

/** The moment that a cursor's microseconds since the epoch (a parameter such as `$3`) stand for. */
export function fromEpochMicros(param: string): string {
  return `(timestamptz 'epoch' + ${param}::bigint * interval '1 microsecond')`;
}
