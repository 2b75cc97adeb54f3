import { Link } from 'react-router-dom';
import { CHECKLIST_UI as T, DASHBOARD_TEXTS as D, percent, WORKFLOW_MESSAGES as W } from '@ticklist/contracts';
import { userText } from '@/components/ui/UserText';
import { recipientTotal, type ListedChecklist } from '../api/listed-checklist';
import { countedItemCount } from '@/lib/counted-items';

/** Overall as the card shows it, from the counts; without them, from every share. */
function overallOf(checklist: ListedChecklist): number {
  const items = countedItemCount(checklist.items);
  const c = checklist.counts;
  if (c?.itemsDone !== undefined && c.active !== undefined) return percent(c.itemsDone, items * c.active);
  const ids = new Set(checklist.items.map((i) => i.id));
  const active = checklist.shares.filter((s) => !s.revokedAt);
  const done = active.reduce((n, s) => n + new Set(s.completedItems.map((x) => x.itemId).filter((id) => ids.has(id))).size, 0);
  return percent(done, items * active.length);
}

/**
 * The dashboard as a table (issue 44), for owners with many checklists: one row each with its
 * items, recipients, how many are done and overdue, Overall, and the way to Preview and Edit.
 */
export function ChecklistTable({ checklists }: { checklists: ListedChecklist[] }) {
  return (
    <div className="table-wrap">
      <table className="checklist-table">
        <caption className="visually-hidden">{D.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{D.columnTitle}</th>
            <th scope="col" className="num">{D.columnItems}</th>
            <th scope="col" className="num">{D.columnRecipients}</th>
            <th scope="col" className="num">{D.columnDone}</th>
            <th scope="col" className="num">{D.columnOverdue}</th>
            <th scope="col" className="num">{D.columnOverall}</th>
            <th scope="col">{D.columnActions}</th>
          </tr>
        </thead>
        <tbody>
          {checklists.map((c) => {
            const recipients = recipientTotal(c);
            return (
              <tr key={c.id}>
                <th scope="row" className="checklist-table__title">
                  <span {...userText}>{c.title}</span>
                  {c.closedAt && <span className="badge badge--warning">{W.closedBadge}</span>}
                </th>
                <td className="num">{countedItemCount(c.items)}</td>
                <td className="num">{recipients}</td>
                <td className="num">{c.counts?.done ?? '–'}</td>
                <td className="num">{c.counts?.overdue ?? '–'}</td>
                <td className="num">{recipients > 0 ? `${overallOf(c)}%` : '–'}</td>
                <td className="checklist-table__actions">
                  <Link className="btn btn--small" to={`/dashboard/preview/${c.id}`} aria-label={D.previewOf(c.title)}>
                    {T.preview}
                  </Link>
                  <Link className="btn btn--small" to={`/dashboard/edit/${c.id}`} aria-label={D.editOf(c.title)}>
                    {T.edit}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
