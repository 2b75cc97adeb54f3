import { canonicalTimeZone, FIELD_TYPE_MESSAGES, FOLLOW_UP_MESSAGES as M, FOLLOW_UP_RULES, REMINDER_DEFAULTS, REMINDER_LIMITS, textLength, type ReminderRules } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';

/**
 * Follow-through fields of a request body, read after the DTO let them through as `unknown`:
 * a wrong JSON type is a 400 keyed by field, a value that breaks a rule a 422, both with the
 * contract's texts, never a 5xx.
 */

const RULES = Object.keys(REMINDER_DEFAULTS) as Array<keyof ReminderRules>;
const MINUTE_MS = 60_000;

/** 2026-03-03T17:00, optional seconds and fraction, then Z or an offset (+01:00 or +0100). */
const ISO_MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))$/i;

/** A due moment as given: an ISO 8601 date and time with an offset, kept to the minute; null when it is not one. */
export function parseMoment(value: string): Date | null {
  const m = ISO_MOMENT.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as number[];
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  if (year! < 1970 || month! < 1 || month! > 12 || day! < 1 || day! > daysInMonth) return null;
  if (hour! > 23 || minute! > 59 || second! > 59) return null;
  if (m[8] !== undefined && (Number(m[8]) > 23 || Number(m[9]) > 59)) return null;
  const ms = Date.parse(value.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isFinite(ms) ? new Date(Math.floor(ms / MINUTE_MS) * MINUTE_MS) : null;
}

/**
 * `dueAt` of a body: undefined when left out, null to remove, else the moment. A non-string is a
 * wrong type (`types`), a string that is no moment a rule error (`rules`).
 */
export function readDueAt(value: unknown, types: FieldErrors, rules: FieldErrors, field = 'dueAt'): Date | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') {
    types.add(field, M.dueAtInvalid);
    return undefined;
  }
  const moment = parseMoment(value);
  if (!moment) rules.add(field, M.dueAtInvalid);
  return moment ?? undefined;
}

/**
 * `dueTimeZone` of a body: undefined when left out, null for none (UTC), else the IANA name as the
 * runtime spells it. A non-string is a wrong type, a name that is no zone a rule error.
 */
export function readDueTimeZone(value: unknown, types: FieldErrors, rules: FieldErrors, field = 'dueTimeZone'): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') {
    types.add(field, M.dueTimeZoneInvalid);
    return undefined;
  }
  const zone = canonicalTimeZone(value.trim());
  if (!zone) rules.add(field, M.dueTimeZoneInvalid);
  return zone ?? undefined;
}

/**
 * The zone kept with a due moment: it belongs to the moment, so it is written only with one. A new
 * moment takes the zone given with it (none: null, UTC); removing the moment removes its zone; a
 * moment left out leaves both as they are (a zone alone changes nothing).
 */
export function zoneOfDue(dueAt: Date | null | undefined, zone: string | null | undefined): string | null | undefined {
  if (dueAt === undefined) return undefined;
  return dueAt === null ? null : (zone ?? null);
}

/** `reminders` of a body: undefined when left out; given, each rule left out takes its default. */
export function readReminders(value: unknown, types: FieldErrors, rules: FieldErrors): ReminderRules | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    types.add('reminders', M.remindersInvalid);
    return undefined;
  }
  const given = value as Record<string, unknown>;
  for (const key of Object.keys(given)) if (!RULES.includes(key as keyof ReminderRules)) rules.add(`reminders.${key}`, M.remindersInvalid);
  const out: ReminderRules = { ...REMINDER_DEFAULTS };
  for (const rule of RULES) {
    const v = given[rule];
    const { min, max } = REMINDER_LIMITS[rule];
    const message = M.reminderRuleInvalid(rule, min, max);
    if (v === undefined) continue;
    if (v === null) out[rule] = null;
    else if (typeof v !== 'number') types.add(`reminders.${rule}`, message);
    else if (!Number.isInteger(v) || v < min || v > max) rules.add(`reminders.${rule}`, message);
    else out[rule] = v;
  }
  return out;
}

export interface ChecklistFollowUpInput {
  /** undefined: left out (unchanged on update, none on create). */
  dueAt: Date | null | undefined;
  /** The zone the moment was chosen in, written with `dueAt` (see zoneOfDue); null: UTC. */
  dueTimeZone: string | null | undefined;
  /** undefined: left out (unchanged on update, the defaults on create). */
  reminders: ReminderRules | undefined;
}

/** The follow-through fields of a checklist create or update; wrong types throw a 400 at once, rule errors join `rules`. */
export function readChecklistFollowUp(body: { dueAt?: unknown; dueTimeZone?: unknown; reminders?: unknown }, rules: FieldErrors): ChecklistFollowUpInput {
  const types = new FieldErrors();
  const dueAt = readDueAt(body.dueAt, types, rules);
  const zone = readDueTimeZone(body.dueTimeZone, types, rules);
  const reminders = readReminders(body.reminders, types, rules);
  types.throwWrongTypesIfAny();
  return { dueAt, dueTimeZone: zoneOfDue(dueAt, zone), reminders };
}

/** The owner's line on a nudge: trimmed, line breaks and runs of spaces collapsed; null when empty. */
export function readNudgeMessage(value: unknown): string | null {
  const types = new FieldErrors();
  const rules = new FieldErrors();
  if (value !== undefined && value !== null && typeof value !== 'string') types.add('message', FIELD_TYPE_MESSAGES.string);
  types.throwWrongTypesIfAny();
  const line = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  if (textLength(line) > FOLLOW_UP_RULES.nudgeMessageMax) rules.add('message', M.nudgeMessageTooLong(FOLLOW_UP_RULES.nudgeMessageMax));
  rules.throwIfAny();
  return line || null;
}
