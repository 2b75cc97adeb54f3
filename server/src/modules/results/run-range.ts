import { RESULTS_TEXTS as T } from '@ticklist/contracts';
import { DateTime } from 'luxon';
import { FieldErrors } from '../../common/domain-error';

/** The runs an export reads by date (issue 45): those starting from `from` (included) to `until` (excluded). */
export interface RunRange {
  from: Date;
  until: Date;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` day's start in `zone`; null when it is not a real day. */
function dayStart(value: string, zone: string): DateTime | null {
  if (!DAY.test(value)) return null;
  const day = DateTime.fromISO(value, { zone });
  return day.isValid ? day.startOf('day') : null;
}

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` of the results CSVs, days read in the export's zone (`?tz=`),
 * both included; absent (both left out or empty): null. A bad day is 422 keyed by its field; one
 * without the other, or `to` before `from`, 422 keyed `to` (`from` when only `to` is given).
 */
export function readRunRange(from: unknown, to: unknown, zone: string): RunRange | null {
  const given = (v: unknown) => v !== undefined && v !== '';
  if (!given(from) && !given(to)) return null;
  const errors = new FieldErrors();
  const start = typeof from === 'string' ? dayStart(from, zone) : null;
  const end = typeof to === 'string' ? dayStart(to, zone) : null;
  if (given(from) && !start) errors.add('from', T.dateInvalid);
  if (given(to) && !end) errors.add('to', T.dateInvalid);
  errors.throwIfAny();
  if (!start) errors.add('from', T.rangeInvalid);
  else if (!end || end < start) errors.add('to', T.rangeInvalid);
  errors.throwIfAny();
  return { from: start!.toJSDate(), until: end!.plus({ days: 1 }).toJSDate() };
}
