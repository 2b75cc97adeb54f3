/** Without NUL characters: PostgreSQL text cannot hold them. */
export const withoutNul = (value: string): string => (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value);

/** A body field as text: the value if it is a string, else '' (the DTO has already refused other JSON types). */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
