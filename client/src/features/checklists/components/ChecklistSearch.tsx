import { useEffect, useEffectEvent, useId, useState } from 'react';
import { firstCodePoints, SEARCH_QUERY_MAX, WORKFLOW_MESSAGES as W } from '@ticklist/contracts';
import { userText } from '@/components/ui/UserText';

/** How long typing pauses before the list is searched (one request per pause, not per key). */
const SEARCH_PAUSE_MS = 300;

/** The dashboard's title search: searches as the owner pauses typing, or at once on Enter. */
export function ChecklistSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const search = (q: string) => {
    if (q.trim() !== value) onSearch(q);
  };
  const searchAfterPause = useEffectEvent(search);

  useEffect(() => {
    const timer = window.setTimeout(() => searchAfterPause(draft), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  return (
    <form
      role="search"
      className="list-search"
      onSubmit={(event) => {
        event.preventDefault();
        search(draft);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {W.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        placeholder={W.searchPlaceholder}
        {...userText}
        value={draft}
        // Bounded in characters (code points), as the server counts: maxLength would count an emoji twice.
        onChange={(event) => setDraft(firstCodePoints(event.target.value, SEARCH_QUERY_MAX))}
      />
    </form>
  );
}
