import { localTimeZone, SCHEDULE_LIMITS, SCHEDULE_MESSAGES as M, SCHEDULE_UI as S, type MissedPolicy, type Schedule, type ScheduleInput } from '@ticklist/contracts';

/**
 * The form's Repeat card (issue 45): the recurrence kinds the product offers, typed as fields, and
 * the RFC 5545 RRULE (without DTSTART) the API takes. A loaded rule the card cannot show as fields
 * (made through the API) is kept as it is ('custom'). Error keys are the API's: schedule.rrule …
 */

export type RepeatKind = 'daily' | 'everyNDays' | 'weekly' | 'monthlyDay' | 'monthlyWeekday' | 'yearly' | 'custom';
export const REPEAT_KINDS: readonly Exclude<RepeatKind, 'custom'>[] = ['daily', 'everyNDays', 'weekly', 'monthlyDay', 'monthlyWeekday', 'yearly'];
export type Weekday = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';
export const WEEKDAYS: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
export type Ordinal = '1' | '2' | '3' | '4' | '-1';
export const ORDINALS: readonly Ordinal[] = ['1', '2', '3', '4', '-1'];
export type EndKind = 'never' | 'until' | 'count';

export interface ScheduleFormValue {
  on: boolean;
  kind: RepeatKind;
  /** Every N days (kind everyNDays). */
  interval: string;
  weekdays: Weekday[];
  monthDay: string;
  ordinal: Ordinal;
  weekday: Weekday;
  /** `YYYY-MM-DD`: the first date; its weekday, day and month set the rule's phase. */
  startDate: string;
  /** `HH:mm`, the local time of day. */
  time: string;
  timeZone: string;
  end: EndKind;
  /** `YYYY-MM-DD`, the last date a run may start (end 'until'). */
  until: string;
  count: string;
  opensBeforeHours: string;
  /** '' : until the next run. */
  dueAfterHours: string;
  missedPolicy: MissedPolicy;
  carryNotes: boolean;
  /** A loaded rule kept as it is (kind 'custom'), and its words. */
  customRule: string;
  customWords: string;
  /** The schedule as loaded (edit), to send only a change; null on create or without one. */
  original: Schedule | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A fresh card: off, and when switched on, weekdays at 09:00 from tomorrow in the browser's zone. */
export function emptySchedule(now = new Date(), timeZone = localTimeZone()): ScheduleFormValue {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return {
    on: false,
    kind: 'weekly',
    interval: '2',
    weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
    monthDay: String(tomorrow.getDate()),
    ordinal: '1',
    weekday: WEEKDAYS[(tomorrow.getDay() + 6) % 7]!,
    startDate: localDate(tomorrow),
    time: '09:00',
    timeZone,
    end: 'never',
    until: '',
    count: '10',
    opensBeforeHours: '0',
    dueAfterHours: '',
    missedPolicy: 'missed',
    carryNotes: false,
    customRule: '',
    customWords: '',
    original: null,
  };
}

type Parts = Map<string, string>;
const partsOf = (rrule: string): Parts => new Map(rrule.replace(/^RRULE:/i, '').split(';').map((p) => p.split('=') as [string, string]).map(([k, v]) => [k.toUpperCase(), (v ?? '').toUpperCase()]));
const isWeekday = (v: string): v is Weekday => (WEEKDAYS as readonly string[]).includes(v);

/** The card's fields of a rule, or null when the card cannot show it as fields. */
export function fieldsOfRule(rrule: string): Partial<ScheduleFormValue> | null {
  const parts = partsOf(rrule);
  const freq = parts.get('FREQ');
  const out: Partial<ScheduleFormValue> = { end: 'never' };
  const known = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL']);
  if ([...parts.keys()].some((k) => !known.has(k))) return null;
  const interval = parts.get('INTERVAL') ?? '1';
  const byday = parts.get('BYDAY');
  const monthDay = parts.get('BYMONTHDAY');
  if (parts.has('COUNT')) Object.assign(out, { end: 'count', count: parts.get('COUNT') });
  const until = /^(\d{4})(\d{2})(\d{2})/.exec(parts.get('UNTIL') ?? '');
  if (until) Object.assign(out, { end: 'until', until: `${until[1]}-${until[2]}-${until[3]}` });
  else if (parts.has('UNTIL')) return null;
  if (freq === 'DAILY' && !byday && !monthDay) return interval === '1' ? { ...out, kind: 'daily' } : { ...out, kind: 'everyNDays', interval };
  if (interval !== '1') return null;
  if (freq === 'WEEKLY' && !monthDay) {
    const days = (byday ?? '').split(',').filter(Boolean);
    return days.length && days.every(isWeekday) ? { ...out, kind: 'weekly', weekdays: WEEKDAYS.filter((d) => days.includes(d)) } : null;
  }
  if (freq === 'MONTHLY' && monthDay && !byday && /^\d{1,2}$/.test(monthDay)) return { ...out, kind: 'monthlyDay', monthDay };
  const nth = /^(-1|[1-4])(MO|TU|WE|TH|FR|SA|SU)$/.exec(byday ?? '');
  if (freq === 'MONTHLY' && nth && !monthDay) return { ...out, kind: 'monthlyWeekday', ordinal: nth[1] as Ordinal, weekday: nth[2] as Weekday };
  if (freq === 'YEARLY' && !byday && !monthDay) return { ...out, kind: 'yearly' };
  return null;
}

/** The card as loaded from a checklist's schedule (null: off). */
export function scheduleFromChecklist(schedule: Schedule | null | undefined, now = new Date()): ScheduleFormValue {
  const empty = emptySchedule(now);
  if (!schedule) return empty;
  const [startDate = empty.startDate, time = empty.time] = schedule.startsAt.split('T');
  const base: ScheduleFormValue = {
    ...empty,
    on: true,
    startDate,
    time,
    timeZone: schedule.timeZone,
    opensBeforeHours: String(schedule.opensBeforeHours),
    dueAfterHours: schedule.dueAfterHours === null ? '' : String(schedule.dueAfterHours),
    missedPolicy: schedule.missedPolicy,
    carryNotes: schedule.carryNotes,
    original: schedule,
  };
  const fields = fieldsOfRule(schedule.rrule);
  return fields ? { ...base, ...fields } : { ...base, kind: 'custom', customRule: schedule.rrule, customWords: schedule.description };
}

export const scheduleKey = (field: keyof ScheduleInput) => `schedule.${field}` as const;

const wholeNumber = (typed: string, min: number, max: number): number | null => {
  const text = typed.trim();
  const n = Number(text);
  return /^\d+$/.test(text) && n >= min && n <= max ? n : null;
};

/** The RRULE of the card's fields; the errors it found keyed schedule.rrule. */
function ruleOf(v: ScheduleFormValue, errors: Record<string, string>): string {
  if (v.kind === 'custom') return v.customRule;
  const parts: string[] = [];
  switch (v.kind) {
    case 'daily':
      parts.push('FREQ=DAILY');
      break;
    case 'everyNDays': {
      const n = wholeNumber(v.interval, 2, 365);
      if (n === null) errors[scheduleKey('rrule')] = S.wholeNumber(2, 365);
      parts.push('FREQ=DAILY', `INTERVAL=${n ?? 2}`);
      break;
    }
    case 'weekly':
      if (!v.weekdays.length) errors[scheduleKey('rrule')] = S.weekdaysRequired;
      parts.push('FREQ=WEEKLY', `BYDAY=${WEEKDAYS.filter((d) => v.weekdays.includes(d)).join(',')}`);
      break;
    case 'monthlyDay': {
      const day = wholeNumber(v.monthDay, 1, 31);
      if (day === null) errors[scheduleKey('rrule')] = S.wholeNumber(1, 31);
      parts.push('FREQ=MONTHLY', `BYMONTHDAY=${day ?? 1}`);
      break;
    }
    case 'monthlyWeekday':
      parts.push('FREQ=MONTHLY', `BYDAY=${v.ordinal}${v.weekday}`);
      break;
    case 'yearly':
      parts.push('FREQ=YEARLY');
      break;
  }
  if (v.end === 'count') {
    const count = wholeNumber(v.count, 1, 10_000);
    if (count === null) errors[scheduleKey('rrule')] = S.wholeNumber(1, 10_000);
    parts.push(`COUNT=${count ?? 1}`);
  } else if (v.end === 'until') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.until);
    if (!m) errors[scheduleKey('rrule')] = S.untilRequired;
    // The last date, to its end: UNTIL is read in the schedule's local time.
    else parts.push(`UNTIL=${m[1]}${m[2]}${m[3]}T235900`);
  }
  return parts.join(';');
}

export interface PreparedSchedule {
  errors: Record<string, string>;
  /** The schedule to send; null: none. */
  schedule: ScheduleInput | null;
}

/** Checks the card and builds the request's schedule (the server checks the rule itself: 422 under the same keys). */
export function prepareSchedule(v: ScheduleFormValue): PreparedSchedule {
  if (!v.on) return { errors: {}, schedule: null };
  const errors: Record<string, string> = {};
  const rrule = ruleOf(v, errors);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.startDate) || !/^\d{2}:\d{2}$/.test(v.time)) errors[scheduleKey('startsAt')] = S.startRequired;
  if (!v.timeZone.trim()) errors[scheduleKey('timeZone')] = M.timeZoneRequired;
  const opensBeforeHours = wholeNumber(v.opensBeforeHours, 0, SCHEDULE_LIMITS.opensBeforeHoursMax);
  if (opensBeforeHours === null) errors[scheduleKey('opensBeforeHours')] = M.opensBeforeHoursInvalid(SCHEDULE_LIMITS.opensBeforeHoursMax);
  const dueAfterHours = v.dueAfterHours.trim() ? wholeNumber(v.dueAfterHours, 1, SCHEDULE_LIMITS.dueAfterHoursMax) : null;
  if (v.dueAfterHours.trim() && dueAfterHours === null) errors[scheduleKey('dueAfterHours')] = M.dueAfterHoursInvalid(SCHEDULE_LIMITS.dueAfterHoursMax);
  return {
    errors,
    schedule: {
      rrule,
      startsAt: `${v.startDate}T${v.time}`,
      timeZone: v.timeZone.trim(),
      opensBeforeHours: opensBeforeHours ?? 0,
      dueAfterHours,
      missedPolicy: v.missedPolicy,
      carryNotes: v.carryNotes,
      paused: v.original?.paused ?? false,
    },
  };
}

const sameSchedule = (a: ScheduleInput, b: Schedule) =>
  a.rrule === b.rrule &&
  a.startsAt === b.startsAt &&
  a.timeZone === b.timeZone &&
  a.opensBeforeHours === b.opensBeforeHours &&
  a.dueAfterHours === b.dueAfterHours &&
  a.missedPolicy === b.missedPolicy &&
  a.carryNotes === b.carryNotes;

/**
 * The schedule part of a create or update request. Only a change is sent (a form left alone asks
 * what it asked before schedules existed); a checklist that gains a schedule loses its due date,
 * which the server refuses beside one.
 */
export function scheduleRequestFields(prepared: PreparedSchedule, original: Schedule | null, hadDueAt: boolean): { schedule?: ScheduleInput | null; dueAt?: null } {
  const { schedule } = prepared;
  if (!schedule) return original ? { schedule: null } : {};
  const out: { schedule?: ScheduleInput | null; dueAt?: null } = {};
  if (!original || !sameSchedule(schedule, original)) out.schedule = schedule;
  if (hadDueAt) out.dueAt = null;
  return out;
}

const SERVER_KEY = /^schedule(\.(rrule|startsAt|timeZone|opensBeforeHours|dueAfterHours|missedPolicy|carryNotes|paused))?$/;

/** The form key of a server error key of the schedule, or null when it is not one. */
export function scheduleFormKey(key: string): string | null {
  if (!SERVER_KEY.test(key)) return null;
  return key === 'schedule' ? scheduleKey('rrule') : key;
}
