import { Injectable } from '@nestjs/common';
import { CHECKLIST_MESSAGES, RESULTS_TEXTS as T, RUN_MESSAGES } from '@ticklist/contracts';
import { csvLine, UTF8_BOM, type CsvCell } from '../../common/csv';
import { fieldErrors, notFound } from '../../common/domain-error';
import { isUuid } from '../../common/uuid';
import type { CsvTimeZone } from './csv-time-zone';
import type { RunRange } from './run-range';
import { answerText, type AnswerFileName } from './answer-text';
import { ResultsRepository, type ResultsItemRow, type ResultsRuns, type ResultsShareRow } from './results.repository';

/** Rows (recipients × items) read per page: with up to 200 items that is at least 10 recipients a page. */
const ROWS_PER_PAGE = 2_000;

export interface ResultsCsv {
  fileName: string;
  /** The file, a page of recipients at a time: memory stays flat however many rows it has. */
  chunks: AsyncIterable<string>;
}

/** One page of recipients, each with the moments its done items were done. */
interface RecipientPage {
  shares: ResultsShareRow[];
  doneAt: Map<string, Map<string, Date>>;
  /** `share:item` → the Answer column's text (issue 46); empty for a checklist of tick boxes. */
  answers: Map<string, string>;
}

/**
 * A checklist's results as CSV (issue 44): results.csv is one long table, a row per recipient and
 * item; results-summary.csv a row per recipient. Every recipient is there, revoked ones marked so;
 * private notes never are. Dates are `YYYY-MM-DD HH:MM` in the zone the caller asked for.
 */
@Injectable()
export class ResultsCsvService {
  constructor(private readonly results: ResultsRepository) {}

  /** Checks ownership and the occurrence first (404 before any byte is sent), then streams. */
  async open(ownerId: string, checklistId: string, zone: CsvTimeZone, occurrence: unknown, range: RunRange | null = null): Promise<ResultsCsv> {
    const title = await this.titleOf(ownerId, checklistId);
    if (range) return { fileName: T.fileName(title), chunks: this.rangeLines(checklistId, zone, this.onlyRange(occurrence, range), false) };
    const runs = await this.runsOf(checklistId, occurrence);
    return { fileName: T.fileName(title), chunks: this.lines(checklistId, zone, runs) };
  }

  async openSummary(ownerId: string, checklistId: string, zone: CsvTimeZone, occurrence: unknown, range: RunRange | null = null): Promise<ResultsCsv> {
    const title = await this.titleOf(ownerId, checklistId);
    if (range) return { fileName: T.summaryFileName(title), chunks: this.rangeLines(checklistId, zone, this.onlyRange(occurrence, range), true) };
    const runs = await this.runsOf(checklistId, occurrence);
    return { fileName: T.summaryFileName(title), chunks: this.summaryLines(checklistId, zone, runs) };
  }

  /** `?from=&to=` excludes `?occurrence=` (422 keyed `occurrence`). */
  private onlyRange(occurrence: unknown, range: RunRange): RunRange {
    if (occurrence !== undefined && occurrence !== '') throw fieldErrors({ occurrence: T.occurrenceWithRange });
    return range;
  }

  /**
   * `?from=&to=` (issue 45): a row per run started in the range, occurrence by occurrence (oldest
   * first), each recipient who had a run in it; the `Run` and `Run starts` columns say which.
   */
  private async *rangeLines(checklistId: string, zone: CsvTimeZone, range: RunRange, summary: boolean): AsyncIterable<string> {
    const head = summary ? T.summaryHeader(zone.name) : T.csvHeader(zone.name);
    yield UTF8_BOM + csvLine([...head, ...T.runColumns(zone.name)]);
    const items = await this.results.items(checklistId);
    if (!summary && items.length === 0) return;
    for (const occurrenceId of await this.results.occurrencesIn(checklistId, range)) {
      for await (const page of this.pages(checklistId, items, { occurrenceId })) {
        const runs = new Map((await this.results.runsOfOccurrence(occurrenceId, page.shares.map((s) => s.id))).map((r) => [r.share_id, r]));
        let chunk = '';
        for (const share of page.shares) {
          const run = runs.get(share.id);
          if (!run || run.starts_at < range.from || run.starts_at >= range.until) continue;
          const runCells = [run.id, zone.format(new Date(run.starts_at))];
          const rows = summary ? [summaryRow(share, page, items, zone)] : itemRows(share, page, items, zone);
          chunk += rows.map((row) => csvLine([...row, ...runCells])).join('');
        }
        if (chunk) yield chunk;
      }
    }
  }

  /** `?occurrence=` (issue 45): absent or empty reads the current runs; else an id (422 keyed `occurrence`) of this checklist's (404). */
  private async runsOf(checklistId: string, occurrence: unknown): Promise<ResultsRuns> {
    if (occurrence === undefined || occurrence === '') return null;
    if (!isUuid(occurrence)) throw fieldErrors({ occurrence: RUN_MESSAGES.occurrenceIdInvalid });
    const occurrenceId = await this.results.occurrenceOf(checklistId, occurrence.toLowerCase());
    if (!occurrenceId) throw notFound(RUN_MESSAGES.occurrenceNotFound);
    return { occurrenceId };
  }

  private async titleOf(ownerId: string, checklistId: string): Promise<string> {
    const checklist = await this.results.checklist(ownerId, checklistId);
    if (!checklist) throw notFound(CHECKLIST_MESSAGES.notFound);
    return checklist.title;
  }

  private async *lines(checklistId: string, zone: CsvTimeZone, runs: ResultsRuns): AsyncIterable<string> {
    yield UTF8_BOM + csvLine(T.csvHeader(zone.name));
    const items = await this.results.items(checklistId);
    if (items.length === 0) return;
    for await (const page of this.pages(checklistId, items, runs)) {
      yield page.shares.flatMap((share) => itemRows(share, page, items, zone)).map((row) => csvLine(row)).join('');
    }
  }

  private async *summaryLines(checklistId: string, zone: CsvTimeZone, runs: ResultsRuns): AsyncIterable<string> {
    yield UTF8_BOM + csvLine(T.summaryHeader(zone.name));
    const items = await this.results.items(checklistId);
    for await (const page of this.pages(checklistId, items, runs)) {
      yield page.shares.map((share) => csvLine(summaryRow(share, page, items, zone))).join('');
    }
  }

  /** The Answer column of these recipients' rows: two statements, only when an item asks more than a tick. */
  private async answerTexts(shareIds: string[], items: ResultsItemRow[], runs: ResultsRuns): Promise<Map<string, string>> {
    const texts = new Map<string, string>();
    if (items.every((i) => i.kind === 'check')) return texts;
    const [answers, files] = await Promise.all([this.results.answersOf(shareIds, runs), this.results.filesOf(shareIds, runs)]);
    const filesOf = new Map<string, AnswerFileName[]>();
    for (const f of files) filesOf.set(`${f.share_id}:${f.item_id}`, [...(filesOf.get(`${f.share_id}:${f.item_id}`) ?? []), f]);
    const answerOf = new Map(answers.map((a) => [`${a.share_id}:${a.item_id}`, a.answer]));
    for (const shareId of shareIds) {
      for (const item of items) {
        const key = `${shareId}:${item.id}`;
        const text = answerText(item.kind, item.settings, answerOf.get(key) ?? null, filesOf.get(key) ?? []);
        if (text) texts.set(key, text);
      }
    }
    return texts;
  }

  /** The recipients in the order they were shared with, a page at a time (two statements a page). */
  private async *pages(checklistId: string, items: ResultsItemRow[], runs: ResultsRuns): AsyncIterable<RecipientPage> {
    const perPage = Math.max(1, Math.floor(ROWS_PER_PAGE / Math.max(1, items.length)));
    const itemIds = new Set(items.map((i) => i.id));
    let after: ResultsShareRow | null = null;
    for (;;) {
      const shares = await this.results.sharesAfter(checklistId, after && { sharedAtUs: after.cursor_us, id: after.id }, perPage);
      if (shares.length === 0) return;
      const doneAt = new Map<string, Map<string, Date>>();
      for (const tick of await this.results.ticksOf(shares.map((s) => s.id), runs)) {
        if (!itemIds.has(tick.item_id) || !tick.completed_at) continue;
        if (!doneAt.has(tick.share_id)) doneAt.set(tick.share_id, new Map());
        doneAt.get(tick.share_id)!.set(tick.item_id, new Date(tick.completed_at));
      }
      yield { shares, doneAt, answers: await this.answerTexts(shares.map((s) => s.id), items, runs) };
      if (shares.length < perPage) return;
      after = shares[shares.length - 1]!;
    }
  }
}


/** results.csv's rows of one recipient: one per item. */
function itemRows(share: ResultsShareRow, page: RecipientPage, items: ResultsItemRow[], zone: CsvTimeZone): CsvCell[][] {
  const access = share.revoked ? T.revoked : T.active;
  const [opened, due] = [zone.format(share.first_opened_at), zone.format(share.due_at)];
  const done = page.doneAt.get(share.id);
  return items.map((item) => {
    const at = done?.get(item.id);
    const answer = page.answers.get(`${share.id}:${item.id}`) ?? '';
    return [share.email, access, item.position, item.text, at ? T.yes : T.no, zone.format(at ?? null), opened, due, answer];
  });
}

/** results-summary.csv's row of one recipient. */
function summaryRow(share: ResultsShareRow, page: RecipientPage, items: ResultsItemRow[], zone: CsvTimeZone): CsvCell[] {
  const done = [...(page.doneAt.get(share.id)?.values() ?? [])];
  // When every item is done, "all done at" is when the last one was.
  const allDoneAt = items.length > 0 && done.length === items.length ? new Date(Math.max(...done.map((d) => d.getTime()))) : null;
  const access = share.revoked ? T.revoked : T.active;
  return [share.email, access, done.length, items.length, zone.format(allDoneAt), zone.format(share.first_opened_at), zone.format(share.due_at)];
}
