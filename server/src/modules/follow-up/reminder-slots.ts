import type { ReminderRules } from '@ticklist/contracts';

export const DAY_MS = 86_400_000;

export interface ReminderSlot {
  kind: 'before' | 'overdue';
  /** The ledger key: the due moment is part of it, so a new due moment re-arms every slot. */
  key: string;
  at: Date;
}

/**
 * The reminder slots of one share with due moment `due`: 'before' at due − beforeDueDays (if that is
 * before the due moment), then overdue slot k (k = 0 … overdueMax − 1) at due + k·overdueEveryDays.
 * Slots before the share was (last) shared are not the recipient's: an invitation sent after the
 * due moment is not followed at once by a reminder.
 */
export function reminderSlots(due: Date, rules: ReminderRules, sharedAt: Date): ReminderSlot[] {
  const slots: ReminderSlot[] = [];
  const d = due.getTime();
  const iso = due.toISOString();
  if (rules.beforeDueDays !== null) {
    const at = d - rules.beforeDueDays * DAY_MS;
    if (at < d) slots.push({ kind: 'before', key: `before:${iso}`, at: new Date(at) });
  }
  if (rules.overdueEveryDays !== null && rules.overdueMax !== null) {
    for (let k = 0; k < rules.overdueMax; k++) {
      slots.push({ kind: 'overdue', key: `overdue:${iso}:${k}`, at: new Date(d + k * rules.overdueEveryDays * DAY_MS) });
    }
  }
  return slots.filter((slot) => slot.at.getTime() >= sharedAt.getTime());
}

/**
 * The one slot to send now: the latest whose moment has passed. Earlier ones that were missed (every
 * process down, the quiet rule) are skipped, so a recipient gets one reminder, not one per missed slot.
 * Whether it was already sent is the ledger's to say. Slots from `until` on are not sent (a run's,
 * once the next run has taken over).
 */
export function latestPassedSlot(due: Date, rules: ReminderRules, sharedAt: Date, now: Date, until: Date | null = null): ReminderSlot | null {
  let latest: ReminderSlot | null = null;
  for (const slot of reminderSlots(due, rules, sharedAt)) {
    if (until && slot.at.getTime() >= until.getTime()) continue;
    if (slot.at.getTime() <= now.getTime() && (!latest || slot.at.getTime() > latest.at.getTime())) latest = slot;
  }
  return latest;
}

/** The moment of the first slot after `now`; null when none is left (the reminder job's next check). */
export function nextSlotAfter(due: Date, rules: ReminderRules, sharedAt: Date, now: Date): Date | null {
  let next: Date | null = null;
  for (const slot of reminderSlots(due, rules, sharedAt)) {
    if (slot.at.getTime() > now.getTime() && (!next || slot.at.getTime() < next.getTime())) next = slot.at;
  }
  return next;
}
