import { Frequency, RRule, type Options } from 'rrule';
import { toFloating, toInstant, type Floating } from './wall-clock';

/**
 * A schedule's moments (issue 45): an RFC 5545 RRULE read from a local start (`YYYY-MM-DDTHH:mm`) in
 * an IANA zone. The rule runs in floating time (the rrule package's way for zoned rules) and each
 * moment is then placed on the zone's clock, daylight saving included (wall-clock.ts). The same rule
 * may be read in another zone: a recipient's own wall clock.
 */
export interface Recurrence {
  rrule: string;
  startsAt: string;
  timeZone: string;
}

/** Why a rule is refused; `null` from checkRule: none. */
export type RuleFault = 'invalid' | 'too_frequent';

const STARTS_AT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** Rule parts that would make a rule run more than once a day, or that belong to DTSTART and not the rule. */
const REFUSED_PARTS = new Set(['BYHOUR', 'BYMINUTE', 'BYSECOND', 'DTSTART', 'TZID', 'BYEASTER']);
const KNOWN_PARTS = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS', 'WKST']);
const DAILY_OR_SLOWER = new Set([Frequency.DAILY, Frequency.WEEKLY, Frequency.MONTHLY, Frequency.YEARLY]);
/** At most this many rule moments are walked for one answer. */
const SEARCH_LIMIT = 3660;
/** The most days each month can have (February: 29). */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `YYYY-MM-DDTHH:mm` as a floating Date; null when it is not a real date and time. */
export function parseStartsAt(value: string): Floating | null {
  const m = STARTS_AT.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const same = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return same && hour < 24 && minute < 60 && year >= 1970 ? date : null;
}

/**
 * The rule's options, or the fault that refuses it: a malformed rule, one more frequent than daily,
 * or one that could never match again from `start` (floating, see canMatch).
 */
export function checkRule(rrule: string, start: Floating): { options: Partial<Options> } | { fault: RuleFault } {
  const text = rrule.trim().replace(/^RRULE:/i, '');
  if (!text || /[\s\n]/.test(text)) return { fault: 'invalid' };
  const parts = text.split(';').map((part) => part.split('='));
  if (parts.some((p) => p.length !== 2 || !p[1])) return { fault: 'invalid' };
  for (const [name] of parts) {
    const key = name!.toUpperCase();
    if (key === 'BYHOUR' || key === 'BYMINUTE' || key === 'BYSECOND') return { fault: 'too_frequent' };
    if (REFUSED_PARTS.has(key) || !KNOWN_PARTS.has(key)) return { fault: 'invalid' };
  }
  let options: Partial<Options>;
  try {
    options = RRule.parseString(text);
    // Building the rule checks the values the parser let through (it throws on a bad one).
    void new RRule({ ...options, dtstart: new Date(0) });
  } catch {
    return { fault: 'invalid' };
  }
  if (options.freq === undefined) return { fault: 'invalid' };
  if (!DAILY_OR_SLOWER.has(options.freq)) return { fault: 'too_frequent' };
  if (options.interval !== undefined && (!Number.isInteger(options.interval) || options.interval < 1)) return { fault: 'invalid' };
  return canMatch(options, start) ? { options } : { fault: 'invalid' };
}

const list = <T>(value: T | T[] | null | undefined): T[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Whether the rule is one of the shapes the product offers (daily; every N days; weekly on chosen
 * weekdays; monthly on day N or on the Nth weekday; yearly) in a form that always matches again.
 * The rrule package looks for a rule's next moment period by period up to the year 9999: a rule
 * that never matches ("30 February", every 7 days on a weekday the start is not) would hold the
 * process for seconds or minutes, so it is refused before anything is computed. `start` is the
 * floating start (its month and weekday set the phase of an INTERVAL).
 */
function canMatch(options: Partial<Options>, start: Floating): boolean {
  const interval = options.interval ?? 1;
  const months = list(options.bymonth as number | number[] | null);
  const monthDays = list(options.bymonthday as number | number[] | null);
  const weekdays = list(options.byweekday as unknown as Array<{ weekday: number; n?: number | null }> | null);
  const positions = list(options.bysetpos as number | number[] | null);
  const ordinals = weekdays.filter((day) => day.n !== undefined && day.n !== null);
  switch (options.freq) {
    case Frequency.DAILY: {
      if (months.length || monthDays.length || positions.length || ordinals.length) return false;
      // Every N days reaches only some weekdays: the start's, stepped by N (mod 7).
      const reached = new Set(Array.from({ length: 7 }, (_, k) => ((start.getUTCDay() + 6) % 7 + k * interval) % 7));
      return weekdays.length === 0 || weekdays.some((day) => reached.has(day.weekday));
    }
    case Frequency.WEEKLY:
      return !months.length && !monthDays.length && !positions.length && !ordinals.length;
    case Frequency.MONTHLY: {
      if (months.length) return false;
      if (monthDays.length) {
        if (weekdays.length || positions.length || monthDays.some((day) => day === 0 || Math.abs(day) > 31)) return false;
        // Every N months reaches only some months: the start's, stepped by N; one of them must have the day.
        const reached = Array.from({ length: 12 }, (_, k) => (start.getUTCMonth() + k * interval) % 12);
        const fits = (day: number) => reached.filter((month) => MONTH_DAYS[month]! >= Math.abs(day));
        // 29 February only: February comes back in consecutive years only when N divides 12.
        return monthDays.some((day) => fits(day).some((month) => month !== 1 || Math.abs(day) < 29 || 12 % gcd(interval, 12) === 0 && interval <= 12));
      }
      if (ordinals.length) return !positions.length && ordinals.every((day) => day.n !== 0 && Math.abs(day.n!) <= 5) && ordinals.length === weekdays.length;
      // Plain weekdays with a position ("the last weekday"): each month has at least four of each.
      return positions.every((position) => position !== 0 && Math.abs(position) <= 4 * Math.max(weekdays.length, 1)) && (weekdays.length > 0 || !positions.length);
    }
    case Frequency.YEARLY: {
      if (positions.length || months.some((month) => month < 1 || month > 12)) return false;
      if (monthDays.length) {
        if (weekdays.length || months.length === 0) return false;
        return monthDays.some((day) => months.some((month) => MONTH_DAYS[month - 1]! >= Math.abs(day) && (month !== 2 || Math.abs(day) < 29 || interval === 1)) && day !== 0);
      }
      if (weekdays.length) return ordinals.length === weekdays.length && ordinals.every((day) => day.n !== 0 && Math.abs(day.n!) <= (months.length ? 5 : 52));
      return true;
    }
    default:
      return false;
  }
}

/**
 * The rule with its start, in floating time (throws on a rule checkRule refuses). With `horizon`, it
 * ends there at the latest: a rule that never matches ("30 February") would otherwise be searched up
 * to the year 9999.
 */
function ruleOf(recurrence: Recurrence, horizon?: Date): RRule {
  const dtstart = parseStartsAt(recurrence.startsAt);
  const checked = dtstart ? checkRule(recurrence.rrule, dtstart) : ({ fault: 'invalid' } as const);
  if ('fault' in checked || !dtstart) throw new Error(`invalid recurrence ${recurrence.rrule} from ${recurrence.startsAt}`);
  const { until } = checked.options;
  const bounded = horizon && (!until || until > horizon) ? horizon : until;
  return new RRule({ ...checked.options, dtstart, tzid: null, until: bounded ?? null });
}

/** How far ahead a next moment is looked for: a rule with none within it counts as ended. */
const HORIZON_YEARS = 10;

/**
 * The next `count` moments strictly after `after`, as instants, the rule read on the wall clock of
 * `zone` (the schedule's by default). Fewer when the rule ends (UNTIL or COUNT).
 */
export function occurrencesAfter(recurrence: Recurrence, after: Date, count: number, zone = recurrence.timeZone): Date[] {
  const from = toFloating(after, zone);
  const rule = ruleOf(recurrence, new Date(Date.UTC(from.getUTCFullYear() + HORIZON_YEARS, from.getUTCMonth(), from.getUTCDate())));
  const out: Date[] = [];
  // From a day before `after` on the wall clock: a daylight-saving jump may move a moment either way.
  let cursor: Floating = new Date(from.getTime() - 24 * 3600_000);
  let inclusive = true;
  for (let i = 0; out.length < count && i < SEARCH_LIMIT; i++) {
    const next = rule.after(cursor, inclusive);
    if (!next) break;
    inclusive = false;
    cursor = next;
    const instant = toInstant(next, zone);
    // A repeated wall time maps to its first instant, so two moments never share one; keep them ordered.
    if (instant > after && (out.length === 0 || instant > out[out.length - 1]!)) out.push(instant);
  }
  return out;
}

/** The next moment after `after`; null when the rule has ended. */
export function nextOccurrence(recurrence: Recurrence, after: Date, zone = recurrence.timeZone): Date | null {
  return occurrencesAfter(recurrence, after, 1, zone)[0] ?? null;
}

/** The latest moment at or before `at` (and after `since`), or null: what a scheduler catching up after downtime starts. */
export function latestOccurrence(recurrence: Recurrence, since: Date, at: Date, zone = recurrence.timeZone): Date | null {
  const rule = ruleOf(recurrence);
  const dayMs = 24 * 3600_000;
  const found = rule.before(new Date(toFloating(at, zone).getTime() + dayMs), true);
  // Walk back over the day of slack the floating search allowed.
  let candidate = found;
  while (candidate) {
    const instant = toInstant(candidate, zone);
    if (instant <= at) return instant > since ? instant : null;
    candidate = rule.before(candidate, false);
  }
  return null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The schedule in words, as the form and mails show it: "Every weekday at 17:30, Europe/London". */
export function describe(recurrence: Recurrence): string {
  const rule = ruleOf(recurrence);
  const { freq, bymonth, bymonthday, byweekday, bysetpos } = rule.origOptions;
  const time = recurrence.startsAt.slice(11, 16);
  // The package's words leave out BYSETPOS ("the last Friday" written with it reads "on Friday").
  let words = rule.isFullyConvertibleToText() && !bysetpos ? rule.toText() : 'repeats on a custom rule';
  const [month, day] = [Number(recurrence.startsAt.slice(5, 7)), Number(recurrence.startsAt.slice(8, 10))];
  // A rule that takes its day from the start says which day it is.
  if (freq === Frequency.YEARLY && !bymonth && !bymonthday && !byweekday) words = words.replace('every year', `every year on ${day} ${MONTHS[month - 1]}`);
  else if (freq === Frequency.MONTHLY && !bymonthday && !byweekday) words = words.replace('every month', `every month on day ${day}`);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} at ${time}, ${recurrence.timeZone}`;
}
