/**
 * A list pasted into a task field (issue 51): one task per non-empty line, each without the
 * bullet, number or check box it was written with. Text on one line is not a list.
 */

// Marks that are never the start of a task's own words, with or without a space after them.
const SYMBOL = String.raw`[•◦▪▫‣⁃●○■□➢➤►▶☐☑☒✓✔✗✘]\s*`;
// Marks that are also ordinary characters: only followed by a space or nothing ('-5 °C', '1.5 l' stay).
const DASH = String.raw`[-*+–—](?:\s+|$)`;
const NUMBER = String.raw`(?:\(?\d{1,3}[.)]|#\d{1,3}[.):]?)(?:\s+|$)`;
const CHECKBOX = String.raw`\[[ xX✓✔]?\]\s*`;
const LEADING_MARKS = new RegExp(String.raw`^(?:${SYMBOL}|${DASH}|${NUMBER}|${CHECKBOX})+`, 'u');

const LINE_BREAK = /\r\n|[\n\r\u2028\u2029\u0085]/;

/** A line without its leading list marks (a bulleted check box `- [x] ` loses both). */
export function stripListMarks(line: string): string {
  return line.trim().replace(LEADING_MARKS, '').trim();
}

/**
 * The tasks in a pasted text: its non-empty lines without their list marks, in order. Fewer than
 * two means the paste is not a list and goes into the field as it is.
 */
export function pastedTasks(text: string): string[] {
  if (!LINE_BREAK.test(text)) return [];
  const lines = text
    .split(LINE_BREAK)
    .map(stripListMarks)
    .filter((line) => line.length > 0);
  return lines.length > 1 ? lines : [];
}

/** What a list pasted into a task's text field does to the form. */
export interface PastePlan {
  /** The field's new text: the first task in place of the selection, as a normal paste. */
  text: string;
  /** Caret position in `text`, after the pasted first task. */
  caret: number;
  /** New tasks to insert right after the field's task. */
  insert: string[];
  /** Tasks of the list that did not fit under the item limit. */
  leftOut: number;
}

/**
 * Plans the paste of `tasks` (two or more, from pastedTasks) into a field holding `value` with
 * `start`..`end` selected, in a form of `count` tasks that may hold at most `max`.
 */
export function planPaste(tasks: string[], field: { value: string; start: number; end: number }, count: number, max: number): PastePlan {
  const [first = '', ...rest] = tasks;
  const before = field.value.slice(0, field.start);
  const room = Math.max(0, max - count);
  return {
    text: `${before}${first}${field.value.slice(field.end)}`,
    caret: before.length + first.length,
    insert: rest.slice(0, room),
    leftOut: Math.max(0, rest.length - room),
  };
}
