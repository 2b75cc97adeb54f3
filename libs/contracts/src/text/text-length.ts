/**
 * The length of text a person wrote, in Unicode code points: what PostgreSQL's varchar(N) and
 * JSON Schema's maxLength count. `'😀'.length` is 2 (UTF-16 units); `textLength('😀')` is 1.
 * Every limit on such text (server checks, client counters, the OpenAPI document) counts this way.
 */
export function textLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** True when the text is longer than `max` code points. */
export const isLongerThan = (value: string, max: number): boolean => textLength(value) > max;

/** The first `max` code points of the text (never half an emoji). */
export function firstCodePoints(value: string, max: number): string {
  if (value.length <= max) return value;
  let out = '';
  let n = 0;
  for (const ch of value) {
    if (n++ === max) break;
    out += ch;
  }
  return out;
}
