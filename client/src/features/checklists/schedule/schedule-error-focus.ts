import { scheduleKey } from '../form/schedule-model';

/** The Repeat card's first field with an error, in the order they are shown (ids of ScheduleFields). */
export function firstScheduleErrorId(uid: string, errs: Record<string, string>): string | null {
  const id = (field: string) => `${uid}-schedule-${field}`;
  if (errs[scheduleKey('rrule')]) return id('kind');
  if (errs[scheduleKey('startsAt')]) return id('startDate');
  if (errs[scheduleKey('timeZone')]) return id('timeZone');
  if (errs[scheduleKey('opensBeforeHours')]) return id('opensBeforeHours');
  if (errs[scheduleKey('dueAfterHours')]) return id('dueAfterHours');
  return null;
}
