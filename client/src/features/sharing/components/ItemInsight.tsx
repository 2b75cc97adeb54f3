import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RECIPIENT_CONTROL_TEXTS as T, RECIPIENT_UI_TEXTS as R, type ChecklistSummary } from '@ticklist/contracts';
import { errorMessage } from '@/lib/api-client';
import { checklistInsightKey, useChecklistInsight } from '../api/get-checklist-insight';
import { formatDuration } from '../insight-format';
import { userText } from '@/components/ui/UserText';

/** Changes whenever a recipient ticks, unticks, is revoked or removed: the insight is then fetched again. */
function progressSignature(checklist: ChecklistSummary): string {
  return checklist.shares
    .map((s) => `${s.id}:${s.revokedAt ?? ''}:${s.completedItems.map((c) => c.itemId).join('.')}`)
    .join('|');
}

/**
 * Item insight under Shared Progress (opened on demand): per item how many recipients have it done,
 * the median time from opening the link to the tick, and "Where people get stuck". Live: the
 * checklist's progress arrives by socket into the owner's list, and each change refetches this.
 */
export function ItemInsight({ checklist, counted }: { checklist: ChecklistSummary; /** The items done by every recipient (the light list's counts): moves with ticks of rows not loaded. */ counted?: number }) {
  const [open, setOpen] = useState(false);
  const panelId = `insight-${useId().replace(/:/g, '')}`;
  const query = useChecklistInsight(checklist.id, open);
  const queryClient = useQueryClient();
  const signature = `${progressSignature(checklist)}#${counted ?? ''}`;
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    void queryClient.invalidateQueries({ queryKey: checklistInsightKey(checklist.id) });
  }, [signature, checklist.id, queryClient]);

  const insight = query.data?.insight;
  const byId = new Map(insight?.items.map((i) => [i.itemId, i]));
  return (
    <div className="insight">
      <button type="button" className="btn btn--small insight__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {T.insight}
      </button>
      <div id={panelId} hidden={!open} className="insight__panel">
        {open && (
          <>
            <h5 className="insight__title">{T.insightHeading}</h5>
            <p className="hint">{T.insightExplanation}</p>
          </>
        )}
        {open && query.isPending && <p className="hint">{T.insightLoading}</p>}
        {open && query.isError && (
          <p className="alert alert--error" role="alert">
            {errorMessage(query.error, T.insightFailed)}
          </p>
        )}
        {insight && (
          <ul className="insight__items" aria-label={T.insightOf(checklist.title)}>
            {checklist.items.map((item) => {
              const it = byId.get(item.id);
              if (!it) return null;
              return (
                <li key={item.id} className={it.stuck ? 'insight__item insight__item--stuck' : 'insight__item'}>
                  <span className="insight__text" {...userText}>{item.text}</span>
                  <span className="insight__figures">
                    <span>{T.insightDone(it.done, insight.recipients)}</span>
                    <span className="hint">
                      {it.medianSecondsToDone === null ? T.insightNoneYet : T.insightMedian(formatDuration(it.medianSecondsToDone))}
                    </span>
                    {it.stuck && <span className="badge badge--warning">{R.whereStuck}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
