import { canonicalTimeZone, MISSED_POLICIES, SCHEDULE_LIMITS, SCHEDULE_MESSAGES as M, type MissedPolicy } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';
import { checkRule, nextOccurrence, parseStartsAt, type Recurrence } from './recurrence';

/** A schedule as a request gave it, checked: every field set (defaults filled in). */
export interface ScheduleFields extends Recurrence {
  opensBeforeHours: number;
  dueAfterHours: number | null;
  missedPolicy: MissedPolicy;
  carryNotes: boolean;
  paused: boolean;
}

const FIELDS = ['rrule', 'startsAt', 'timeZone', 'opensBeforeHours', 'dueAfterHours', 'missedPolicy', 'carryNotes', 'paused'] as const;
/** Read-only fields of the answer's shape: a client may send the schedule back as it got it. */
const IGNORED = new Set(['description']);
const key = (field: string) => `schedule.${field}`;

/**
 * `schedule` of a create or update body: undefined when left out (unchanged on update), null for
 * none, else the checked fields. A wrong JSON type goes to `types` (a 400), a broken rule to `rules`
 * (a 422), keyed `schedule.<field>`. A schedule must have a moment after `now`.
 */
export function readSchedule(value: unknown, now: Date, types: FieldErrors, rules: FieldErrors): ScheduleFields | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'object' || Array.isArray(value)) {
    types.add('schedule', M.scheduleInvalid);
    return undefined;
  }
  const given = value as Record<string, unknown>;
  let faults = 0;
  const typeFault = (name: string, message: string) => (faults++, types.add(key(name), message));
  const ruleFault = (name: string, message: string) => (faults++, rules.add(key(name), message));
  for (const name of Object.keys(given)) {
    if (!(FIELDS as readonly string[]).includes(name) && !IGNORED.has(name)) ruleFault(name, M.unknownField);
  }
  const text = (name: 'rrule' | 'startsAt' | 'timeZone', invalid: string): string | null => {
    const v = given[name];
    if (v === undefined || v === null || (typeof v === 'string' && !v.trim())) return null;
    if (typeof v !== 'string') typeFault(name, invalid);
    return typeof v === 'string' ? v.trim() : null;
  };
  const flag = (name: 'carryNotes' | 'paused', invalid: string): boolean => {
    const v = given[name];
    if (v !== undefined && v !== null && typeof v !== 'boolean') typeFault(name, invalid);
    return v === true;
  };
  const hours = (name: 'opensBeforeHours' | 'dueAfterHours', min: number, max: number, invalid: string, fallback: number | null): number | null => {
    const v = given[name];
    if (v === undefined || v === null) return fallback;
    if (typeof v !== 'number') typeFault(name, invalid);
    else if (!Number.isInteger(v) || v < min || v > max) ruleFault(name, invalid);
    return typeof v === 'number' ? v : fallback;
  };

  const rrule = text('rrule', M.rruleInvalid);
  const startsAtText = text('startsAt', M.startsAtInvalid);
  const zoneText = text('timeZone', M.timeZoneInvalid);
  const opensBeforeHours = hours('opensBeforeHours', 0, SCHEDULE_LIMITS.opensBeforeHoursMax, M.opensBeforeHoursInvalid(SCHEDULE_LIMITS.opensBeforeHoursMax), 0) ?? 0;
  const dueAfterHours = hours('dueAfterHours', 1, SCHEDULE_LIMITS.dueAfterHoursMax, M.dueAfterHoursInvalid(SCHEDULE_LIMITS.dueAfterHoursMax), null);
  const missed = given.missedPolicy ?? 'missed';
  if (typeof missed !== 'string') typeFault('missedPolicy', M.missedPolicyInvalid);
  else if (!MISSED_POLICIES.includes(missed as MissedPolicy)) ruleFault('missedPolicy', M.missedPolicyInvalid);
  const carryNotes = flag('carryNotes', M.carryNotesInvalid);
  const paused = flag('paused', M.pausedInvalid);

  const start = startsAtText === null ? null : parseStartsAt(startsAtText);
  if (startsAtText === null || (typeof given.startsAt === 'string' && !start)) ruleFault('startsAt', M.startsAtInvalid);
  const timeZone = zoneText === null ? null : canonicalTimeZone(zoneText);
  if (zoneText === null) ruleFault('timeZone', M.timeZoneRequired);
  else if (!timeZone && typeof given.timeZone === 'string') ruleFault('timeZone', M.timeZoneInvalid);
  if (rrule === null) ruleFault('rrule', M.rruleRequired);
  else if (rrule.length > SCHEDULE_LIMITS.rruleMax) ruleFault('rrule', M.rruleInvalid);
  else if (start && typeof given.rrule === 'string') {
    const checked = checkRule(rrule, start);
    if ('fault' in checked) ruleFault('rrule', checked.fault === 'too_frequent' ? M.rruleTooFrequent : M.rruleInvalid);
  }
  if (faults > 0 || !rrule || !startsAtText || !timeZone) return undefined;

  const fields: ScheduleFields = {
    rrule: rrule.replace(/^RRULE:/i, '').toUpperCase(),
    startsAt: startsAtText,
    timeZone,
    opensBeforeHours,
    dueAfterHours,
    missedPolicy: missed as MissedPolicy,
    carryNotes,
    paused,
  };
  if (!nextOccurrence(fields, now)) {
    ruleFault('rrule', M.rruleEnded);
    return undefined;
  }
  return fields;
}
