import { RECIPIENT_CONTROL_TEXTS as C, RESULTS_TEXTS as R, WORKFLOW_MESSAGES as W, type ChecklistForEdit, type ItemResponseForOwner } from '@ticklist/contracts';
import { overdueCount } from '@/lib/due';
import { formatDate, formatDateTime, formatDueMoment } from '@/lib/format-date';
import { UserText, inSentence, userText } from '@/components/ui/UserText';
import '../results.css';

/** When the item was completed; a note saved later never moves it (updatedAt only for an answer without it). */
const doneAt = (response: ItemResponseForOwner) => response.completedAt ?? response.updatedAt;

/**
 * The printable record of a checklist: title, dates, and an item × recipient grid (issue 44): for
 * every recipient every item, done (with the time) or outstanding; revoked recipients marked.
 * Private notes are never shown here.
 */
export function ResultsSheet({ checklist, printedAt = new Date().toISOString() }: { checklist: ChecklistForEdit; printedAt?: string }) {
  const items = [...checklist.items].sort((a, b) => a.displayOrder - b.displayOrder);
  const shares = checklist.shares ?? [];
  const overdue = overdueCount({ ...checklist, items }, Date.parse(printedAt));
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
          {overdue > 0 && (
            <>
              <dt>{R.overdueFact}</dt>
              <dd>{overdue}</dd>
            </>
          )}
          {checklist.closedAt && (
            <>
              <dt>{W.closedBadge}</dt>
              <dd>{formatDate(checklist.closedAt)}</dd>
            </>
          )}
          <dt>{R.printed}</dt>
          <dd>
            <time dateTime={printedAt}>{formatDateTime(printedAt)}</time>
          </dd>
        </dl>
      </header>

      <section className="stack-sm" aria-labelledby="results-recipients">
        <h2 id="results-recipients">{R.recipients}</h2>
        {shares.length === 0 ? (
          <p>{R.noRecipients}</p>
        ) : (
          <div className="results-grid-wrap">
            <table className="results-grid">
              <caption className="visually-hidden">{R.gridCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{R.recipientColumn}</th>
                  {items.map((item) => (
                    <th key={item.id} scope="col">
                      {item.displayOrder}. <UserText>{item.text}</UserText>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shares.map((share) => {
                  const email = share.recipientUser.email;
                  const responses = items.map((item) => item.responses.find((r) => r.user.email === email && r.complete));
                  const done = responses.filter(Boolean).length;
                  return (
                    <tr key={share.id} className={share.revokedAt ? 'results-grid__revoked' : undefined}>
                      <th scope="row">
                        <UserText>{email}</UserText>
                        <span className="results-grid__progress">{R.doneOf(done, items.length)}</span>
                        {share.revokedAt && <span className="badge badge--danger">{C.revokedBadge}</span>}
                      </th>
                      {responses.map((response, i) =>
                        response ? (
                          <td key={items[i]!.id} className="results-grid__done">
                            <span aria-hidden="true">✓ </span>
                            {R.done} <time dateTime={doneAt(response)}>{formatDateTime(doneAt(response))}</time>
                          </td>
                        ) : (
                          <td key={items[i]!.id} className="results-grid__open">
                            {R.outstanding}
                          </td>
                        ),
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </article>
  );
}
