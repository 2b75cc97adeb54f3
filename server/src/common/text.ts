/** Without NUL characters: PostgreSQL text cannot hold them. */
export const withoutNul = (value: string): string => (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value);
