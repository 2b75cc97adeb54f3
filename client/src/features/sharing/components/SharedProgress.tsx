import { useId, useState } from 'react';
import { overallPercent, percent, SHARING_MESSAGES as M, type ChecklistSummary, type Share } from '@ticklist/contracts';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { formatDate } from '@/lib/format-date';
import '../sharing.css';

/** Items of the checklist this recipient has done (stale ids of deleted items are ignored). */
function doneIds(share: Share, itemIds: Set<string>): Set<string> {
  return new Set(share.completedItems.map((c) => c.itemId).filter((id) => itemIds.has(id)));
}

/** 'Shared Progress' under a dashboard card: the overall percent and one row per recipient. */
export function SharedProgress({ checklist }: { checklist: ChecklistSummary }) {
  const headingId = useId();
  if (checklist.shares.length === 0) {
    return (
      <div className="shared-progress shared-progress--empty">
        <p className="shared-progress__empty">{M.notShared}</p>
        <p className="hint">{M.notSharedHint}</p>
      </div>
    );
  }
  const itemIds = new Set(checklist.items.map((i) => i.id));
  const perShare = checklist.shares.map((s) => doneIds(s, itemIds));
  const overall = overallPercent(
    perShare.map((d) => d.size),
    checklist.items.length,
  );
  return (
    <section className="shared-progress" aria-labelledby={headingId}>
      <div className="shared-progress__head">
        <h4 id={headingId} className="shared-progress__title">
          {M.sharedProgress}
        </h4>
        <span className="shared-progress__overall">
          {M.overall} <strong>{overall}%</strong>
        </span>
      </div>
      <ul className="shared-progress__list">
        {checklist.shares.map((share, i) => (
          <RecipientRow key={share.id} share={share} done={perShare[i]!} checklist={checklist} />
        ))}
      </ul>
    </section>
  );
}

function RecipientRow({ share, done, checklist }: { share: Share; done: Set<string>; checklist: ChecklistSummary }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const email = share.recipientUser.email;
  const total = checklist.items.length;
  const pct = percent(done.size, total);
  return (
    <li className="recipient">
      <div className="recipient__row">
        <button
          type="button"
          className="recipient__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="recipient__initial" aria-hidden="true">
            {(email[0] ?? '?').toUpperCase()}
          </span>
          <span className="recipient__who">
            <span className="recipient__email">{email}</span>
            <span className="recipient__date">{M.sharedOn(formatDate(share.sharedAt))}</span>
          </span>
          <span className="recipient__chevron" aria-hidden="true">
            {open ? '▴' : '▾'}
          </span>
        </button>
        <div className="recipient__figures">
          <span className="recipient__count">{M.completedOf(done.size, total)}</span>
          <ProgressBar value={pct} ariaLabel={email} valueText={M.completedOf(done.size, total)} className="recipient__bar" />
          <span className="recipient__pct">{pct}%</span>
        </div>
      </div>
      <ul id={listId} className="recipient__items" hidden={!open}>
          {checklist.items.map((item) => {
            const complete = done.has(item.id);
            return (
              <li key={item.id} className="recipient__item">
                <span className={complete ? 'recipient__mark recipient__mark--done' : 'recipient__mark'} aria-hidden="true">
                  {complete ? '✓' : '○'}
                </span>
                <span className="recipient__item-text">{item.text}</span>
                <span className={complete ? 'badge badge--success' : 'badge'}>{complete ? M.itemComplete : M.itemPending}</span>
              </li>
            );
          })}
      </ul>
    </li>
  );
}
