import { GUEST_PAGE_TEXTS as F, type GuestShare } from '@ticklist/contracts';
import { isPast } from '@/lib/due';
import { formatDueMoment } from '@/lib/format-date';
import { useNow } from '@/lib/use-now';

/**
 * 'Due {date}' near the guest page's title and, once past while items are left, 'Overdue since
 * {date}' in the warning style. A recipient who has done everything is not alarmed: they keep
 * seeing the plain 'Due {date}'.
 */
export function GuestDueNote({ share }: { share: GuestShare }) {
  const now = useNow();
  const dueAt = share.dueAt ?? null;
  if (!dueAt) return null;
  const allDone = share.checklist.items.every((item) => item.response?.complete);
  const overdue = !allDone && isPast(dueAt, now);
  // In the zone the owner chose it in, named: the same day and time for everyone, server-rendered or not.
  const when = formatDueMoment(dueAt, share.dueTimeZone);
  return (
    <p className={overdue ? 'runner__due runner__due--overdue' : 'runner__due'}>
      <time dateTime={dueAt}>{overdue ? F.overdueSince(when) : F.dueOn(when)}</time>
    </p>
  );
}
