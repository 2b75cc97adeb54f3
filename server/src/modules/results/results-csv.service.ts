import { Injectable } from '@nestjs/common';
import { CHECKLIST_MESSAGES, RESULTS_TEXTS as T } from '@ticklist/contracts';
import { csvLine, UTF8_BOM } from '../../common/csv';
import { notFound } from '../../common/domain-error';
import { ResultsRepository, type ResultsItemRow, type ResultsShareRow } from './results.repository';

/** Recipients read per statement: with at most 200 items, a page is at most 2,000 rows. */
const SHARES_PER_PAGE = 10;

export interface ResultsCsv {
  fileName: string;
  /** The file, a page of recipients at a time: memory stays flat however many rows it has. */
  chunks: AsyncIterable<string>;
}

/**
 * A checklist's results as CSV: one row per recipient and item, then a summary row per recipient.
 * Every recipient is there, revoked ones marked so; private notes never are.
 */
@Injectable()
export class ResultsCsvService {
  constructor(private readonly results: ResultsRepository) {}

  /** Checks ownership first (404 before any byte is sent), then streams. */
  async open(ownerId: string, checklistId: string): Promise<ResultsCsv> {
    const checklist = await this.results.checklist(ownerId, checklistId);
    if (!checklist) throw notFound(CHECKLIST_MESSAGES.notFound);
    return { fileName: T.fileName(checklist.title), chunks: this.lines(checklistId, checklist.item_count) };
  }

  private async *lines(checklistId: string, itemCount: number): AsyncIterable<string> {
    yield UTF8_BOM + csvLine([...T.csvColumns]);
    let after: ResultsShareRow | null = null;
    for (;;) {
      const shares = await this.results.sharesAfter(checklistId, after && { sharedAtUs: after.cursor_us, id: after.id }, SHARES_PER_PAGE);
      if (shares.length === 0) return;
      const items = await this.results.itemsOfShares(checklistId, shares.map((s) => s.id));
      yield shares.map((share) => recipientLines(share, items.filter((i) => i.share_id === share.id), itemCount)).join('');
      if (shares.length < SHARES_PER_PAGE) return;
      after = shares[shares.length - 1]!;
    }
  }
}

function recipientLines(share: ResultsShareRow, items: ResultsItemRow[], itemCount: number): string {
  const access = share.revoked ? T.revoked : T.active;
  const rows = items.map((item) => csvLine([share.email, access, item.position, item.text, item.done ? T.yes : T.no, item.done_at]));
  const done = items.filter((item) => item.done);
  // When every item is done, the summary's "done at" is when the last one was.
  const finishedAt = itemCount > 0 && done.length === itemCount ? done.map((i) => i.done_at!).sort().at(-1)! : null;
  rows.push(csvLine([share.email, access, null, T.allItems, T.doneOf(done.length, itemCount), finishedAt]));
  return rows.join('');
}
