/** A timestamptz as JavaScript's toISOString() writes it: UTC, milliseconds, 'Z'. */
export function isoTimestamp(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
