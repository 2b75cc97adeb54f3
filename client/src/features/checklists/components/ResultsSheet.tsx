import { RESULTS_TEXTS as R, WORKFLOW_MESSAGES as W, type ChecklistForEdit, type ItemResponseForOwner } from '@ticklist/contracts';
import { formatDate, formatDateTime, formatDueMoment } from '@/lib/format-date';
import { DueBadges } from './DueBadges';
import { inSentence, UserText, userText } from '@/components/ui/UserText';
import '../results.css';

/** When the item was completed; a note saved later never moves it (updatedAt only for an answer without it). */
const doneAt = (response: ItemResponseForOwner) => response.completedAt ?? response.updatedAt;

/**
 * The printable record of a checklist: title, due date, and per recipient their progress and the
 * items they did with the time. Private notes are never shown here.
 */
export function ResultsSheet({ checklist }: { checklist: ChecklistForEdit }) {
  const items = [...checklist.items].sort((a, b) => a.displayOrder - b.displayOrder);
  const shares = checklist.shares ?? [];
  return (
    <article className="results-sheet stack">
      <header className="stack-sm">
        <h1>{inSentence(R.pageTitle, checklist.title)}</h1>
        {checklist.description && <p className="results-sheet__desc" {...userText}>{checklist.description}</p>}
        <dl className="results-sheet__facts">
          <dt>{R.created}</dt>
          <dd>{formatDate(checklist.createdAt)}</dd>
          <dt>{R.due}</dt>
          <dd>{checklist.dueAt ? formatDueMoment(checklist.dueAt, checklist.dueTimeZone) : R.noDueDate}</dd>
          {checklist.closedAt && (
            <>
              <dt>{W.closedBadge}</dt>
              <dd>{formatDate(checklist.closedAt)}</dd>
            </>
          )}
        </dl>
        <div className="no-print">
          <DueBadges checklist={checklist} />
        </div>
      </header>

      <section className="stack-sm" aria-labelledby="results-recipients">
        <h2 id="results-recipients">{R.recipients}</h2>
        {shares.length === 0 && <p>{R.noRecipients}</p>}
        {shares.map((share) => {
          const email = share.recipientUser.email;
          const done = items
            .map((item) => ({ item, response: item.responses.find((r) => r.user.email === email && r.complete) }))
            .filter((row) => row.response);
          return (
            <section key={share.id} className="results-recipient" aria-label={email}>
              <h3>
                <UserText>{email}</UserText> <span className="results-recipient__progress">{R.doneOf(done.length, items.length)}</span>
              </h3>
              {done.length === 0 ? (
                <p>{R.nothingDone}</p>
              ) : (
                <ul>
                  {done.map(({ item, response }) => (
                    <li key={item.id}>
                      <UserText>{item.text}</UserText>{' '}
                      <span className="results-recipient__time">
                        ({R.doneAt} <time dateTime={doneAt(response!)}>{formatDateTime(doneAt(response!))}</time>)
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </section>
    </article>
  );
}
