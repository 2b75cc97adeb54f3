import { useId, type ReactNode } from 'react';
import { ACTIVITY_TEXTS as A, GENERIC_MESSAGES, RECIPIENT_UI_TEXTS as R, type ShareActivityEntry } from '@ticklist/contracts';
import { inSentence } from '@/components/ui/UserText';
import { errorMessage } from '@/lib/api-client';
import { formatAgo, formatDateTime } from '@/lib/format-date';
import { useNow } from '@/lib/use-now';
import { useShareActivity } from '../api/get-share-activity';

/** The timeline's words for one entry. Never a note's text: entries hold none. */
function describe(entry: ShareActivityEntry): ReactNode {
  const item = entry.item?.text ?? A.deletedItem;
  switch (entry.kind) {
    case 'item_ticked':
      return inSentence(A.item_ticked, item);
    case 'item_unticked':
      return inSentence(A.item_unticked, item);
    case 'note_saved':
      return inSentence(A.note_saved, item);
    default:
      return A[entry.kind];
  }
}

/** A recipient's activity in the expanded row: newest first, "Show older activity" for the next page; live through the cache. */
export function RecipientActivity({ checklistId, shareId, open }: { checklistId: string; shareId: string; open: boolean }) {
  const headingId = `activity-${useId().replace(/:/g, '')}`;
  const activity = useShareActivity(checklistId, shareId, open);
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  const now = useNow();
  return (
    <section className="activity" aria-labelledby={headingId}>
      <h5 id={headingId} className="activity__title">
        {R.activity}
      </h5>
      {activity.isError && <p className="activity__error">{errorMessage(activity.error, GENERIC_MESSAGES.unexpected)}</p>}
      {activity.isSuccess && entries.length === 0 && <p className="hint">{R.notOpenedYet}</p>}
      {entries.length > 0 && (
        <ol className="activity__list">
          {entries.map((entry) => (
            <li key={entry.id} className="activity__entry">
              <span className="activity__what">{describe(entry)}</span>
              {/* Recency matters here: "2 minutes ago", the full moment on hover. */}
              <time className="activity__when" dateTime={entry.at} title={formatDateTime(entry.at)}>
                {formatAgo(entry.at, now)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {activity.hasNextPage && (
        <button type="button" className="btn btn--small" disabled={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
          {R.activityLoadMore}
        </button>
      )}
    </section>
  );
}
