import {
  FOLLOW_UP_MESSAGES as F,
  localTimeZone,
  REMINDER_DEFAULTS,
  REMINDER_LIMITS,
  type ReminderRules,
} from '@ticklist/contracts';
import { fromDateTimeLocal, sameMinute, toDateTimeLocal } from '@/lib/date-time-local';

/**
 * The form's due date and reminder rules (issue 17). The due moment is typed as a local date and
 * time; each reminder rule is a switch plus its numbers, kept as typed (strings) so a half-typed
 * value can be refused under its field. Error keys are the API's: dueAt, reminders.beforeDueDays …
 */

export interface RemindersFormValue {
  beforeDueOn: boolean;
  beforeDueDays: string;
  overdueOn: boolean;
  overdueEveryDays: string;
  overdueMax: string;
}

export interface DueFormValues {
  /** `<input type="datetime-local">` value; '' for none. */
  dueAt: string;
  reminders: RemindersFormValue;
  /** As loaded (edit), to send only what changed; null on create. */
  dueOriginal: { dueAt: string | null; reminders: ReminderRules | null } | null;
}

export type RuleKey = keyof ReminderRules;

const asText = (value: number | null, fallback: number) => String(value ?? fallback);

export function remindersForm(rules: ReminderRules = REMINDER_DEFAULTS): RemindersFormValue {
  return {
    beforeDueOn: rules.beforeDueDays !== null,
    beforeDueDays: asText(rules.beforeDueDays, REMINDER_DEFAULTS.beforeDueDays!),
    overdueOn: rules.overdueEveryDays !== null && rules.overdueMax !== null,
    overdueEveryDays: asText(rules.overdueEveryDays, REMINDER_DEFAULTS.overdueEveryDays!),
    overdueMax: asText(rules.overdueMax, REMINDER_DEFAULTS.overdueMax!),
  };
}

export function emptyDue(): DueFormValues {
  return { dueAt: '', reminders: remindersForm(), dueOriginal: null };
}

export function dueFromChecklist(checklist: { dueAt?: string | null; reminders?: ReminderRules }): DueFormValues {
  return {
    dueAt: toDateTimeLocal(checklist.dueAt),
    reminders: remindersForm(checklist.reminders ?? REMINDER_DEFAULTS),
    dueOriginal: { dueAt: checklist.dueAt ?? null, reminders: checklist.reminders ?? null },
  };
}

export const reminderField = (rule: RuleKey) => `reminders.${rule}` as const;

/** A rule's number, or an error when it is not a whole number within its limits. */
function parseRule(rule: RuleKey, typed: string | undefined): number | string {
  const { min, max } = REMINDER_LIMITS[rule];
  const text = (typed ?? '').trim();
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min || n > max) return F.reminderRuleRange(min, max);
  return n;
}

export interface PreparedDue {
  errors: Record<string, string>;
  /** ISO 8601 with the local offset; null: no due moment. */
  dueAt: string | null;
  reminders: ReminderRules;
}

/** Validates the due part of the form. Reminder numbers are checked only while a due date is set and the rule is on. */
export function prepareDue(values: Pick<DueFormValues, 'dueAt' | 'reminders'>): PreparedDue {
  const errors: Record<string, string> = {};
  const typed = (values.dueAt ?? '').trim();
  const dueAt = typed ? fromDateTimeLocal(typed) : null;
  if (typed && !dueAt) errors.dueAt = F.dueAtIncomplete;
  const r = values.reminders;
  const rules: ReminderRules = { beforeDueDays: null, overdueEveryDays: null, overdueMax: null };
  const take = (rule: RuleKey, on: boolean, text: string | undefined) => {
    if (!on) return;
    const parsed = parseRule(rule, text);
    if (typeof parsed === 'number') rules[rule] = parsed;
    else if (typed) errors[reminderField(rule)] = parsed;
  };
  take('beforeDueDays', r.beforeDueOn, r.beforeDueDays);
  take('overdueEveryDays', r.overdueOn, r.overdueEveryDays);
  take('overdueMax', r.overdueOn, r.overdueMax);
  return { errors, dueAt, reminders: rules };
}

const sameRules = (a: ReminderRules | null, b: ReminderRules) =>
  !!a && a.beforeDueDays === b.beforeDueDays && a.overdueEveryDays === b.overdueEveryDays && a.overdueMax === b.overdueMax;

/**
 * The due fields of a create or update request. Only what the owner set or changed is sent, so a
 * form left alone asks exactly what it asked before due dates existed.
 */
export function dueRequestFields(
  prepared: PreparedDue,
  original: DueFormValues['dueOriginal'],
  timeZone = localTimeZone(),
): { dueAt?: string | null; dueTimeZone?: string; reminders?: ReminderRules } {
  const out: { dueAt?: string | null; dueTimeZone?: string; reminders?: ReminderRules } = {};
  if (!original) {
    if (prepared.dueAt) Object.assign(out, { dueAt: prepared.dueAt, dueTimeZone: timeZone, reminders: prepared.reminders });
    return out;
  }
  // A moment set or changed goes with the zone it was chosen in: the browser's.
  if (!sameMinute(prepared.dueAt, original.dueAt)) Object.assign(out, prepared.dueAt ? { dueAt: prepared.dueAt, dueTimeZone: timeZone } : { dueAt: null });
  if (prepared.dueAt && !sameRules(original.reminders, prepared.reminders)) out.reminders = prepared.reminders;
  return out;
}

const SERVER_KEY = /^reminders\.(beforeDueDays|overdueEveryDays|overdueMax)$/;

/** The form key of a server error key of the due part, or null when it is not one. */
export function dueFormKey(key: string): string | null {
  if (key === 'dueAt' || key === 'reminders') return key;
  const m = SERVER_KEY.exec(key);
  return m ? reminderField(m[1] as RuleKey) : null;
}
