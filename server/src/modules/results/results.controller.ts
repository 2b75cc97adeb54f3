import { Param, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiQuery } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { RESULTS_TEXTS } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ChecklistIdParam } from '../../common/uuid-param.pipe';
import { ChecklistOwner, ChecklistRole } from '../workspaces/checklist-role.decorator';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { parseCsvTimeZone } from './csv-time-zone';
import { readRunRange } from './run-range';
import { ResultsCsvService, type ResultsCsv } from './results-csv.service';

/** RFC 6266: an ASCII fallback name and the exact UTF-8 one. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const TZ_QUERY = {
  name: 'tz', required: false,
  description: 'The IANA time zone the dates are written in (e.g. `Europe/Paris`); default `UTC`. Each date column\'s header names it. An unknown zone is a 422 keyed `tz`.',
  schema: { type: 'string', default: 'UTC', example: 'Europe/Paris' },
} as const;

const OCCURRENCE_QUERY = {
  name: 'occurrence', required: false,
  description: 'A recurring checklist (issue 45): the id of one of its occurrences, to export that occurrence\'s runs. Left out, each recipient\'s current run ' +
    '(a checklist without a schedule has one). Not an id: 422 keyed `occurrence`; not an occurrence of this checklist: 404.',
  schema: { type: 'string', format: 'uuid' },
} as const;

const FROM_QUERY = {
  name: 'from', required: false,
  description: 'A recurring checklist (issue 45): with `to`, the runs that started from this day to `to` (both included, days in `tz`), a row per run with '
    + 'the `Run` and `Run starts` columns added. Not a day: 422 keyed `from`; without `to`, or `to` before it: 422 keyed `to`; with `occurrence`: 422 keyed `occurrence`.',
  schema: { type: 'string', format: 'date', example: '2026-03-01' },
} as const;

const TO_QUERY = {
  name: 'to', required: false,
  description: 'The last day of the runs asked for with `from` (included). Not a day: 422 keyed `to`.',
  schema: { type: 'string', format: 'date', example: '2026-03-31' },
} as const;

const csvAnswer = {
  description: 'The CSV file.',
  content: { 'text/csv': { schema: { type: 'string' } } },
  headers: { 'Content-Disposition': { description: 'attachment, named after the checklist', schema: { type: 'string' } } },
};

/** A checklist's results for the owner's records: the CSV exports (issue 44: one long table, and its summary). */
@OwnerController('Checklists', 'checklist')
export class ResultsController {
  constructor(private readonly csv: ResultsCsvService) {}

  @Endpoint.get(':id/results.csv', {
    operationId: 'exportChecklistResults', summary: 'Export a checklist\'s results as CSV', errors: [404, 422],
    description:
      `UTF-8 with a byte order mark. Columns: ${RESULTS_TEXTS.csvColumns.join(', ')}, each date column's header naming the zone ` +
      '(`Done at (UTC)`). One row per recipient and item, nothing else (the per-recipient summary is `results-summary.csv`). ' +
      'Dates are `YYYY-MM-DD HH:MM` in `tz`. Every recipient is listed; private notes never are. Streamed.',
    answer: csvAnswer,
  })
  @ApiQuery(TZ_QUERY)
  @ApiQuery(OCCURRENCE_QUERY)
  @ApiQuery(FROM_QUERY)
  @ApiQuery(TO_QUERY)
  @ApiProduces('text/csv')
  @ChecklistRole('reviewer')
  async export(
    @ChecklistOwner() user: UserEntity, @Param('id', ChecklistIdParam) id: string, @Query('tz') tz: unknown, @Query('occurrence') occurrence: unknown,
    @Query('from') from: unknown, @Query('to') to: unknown, @Res() reply: FastifyReply,
  ): Promise<void> {
    const zone = parseCsvTimeZone(tz);
    await sendCsv(reply, await this.csv.open(user.id, id, zone, occurrence, readRunRange(from, to, zone.name)));
  }

  @Endpoint.get(':id/results-summary.csv', {
    operationId: 'exportChecklistResultsSummary', summary: 'Export a checklist\'s results as CSV, one row per recipient', errors: [404, 422],
    description:
      `UTF-8 with a byte order mark. Columns: ${RESULTS_TEXTS.summaryColumns.join(', ')}, each date column's header naming the zone. ` +
      '"All done at" is when the last item was done, once every item is. Dates are `YYYY-MM-DD HH:MM` in `tz`. Streamed.',
    answer: csvAnswer,
  })
  @ApiQuery(TZ_QUERY)
  @ApiQuery(OCCURRENCE_QUERY)
  @ApiQuery(FROM_QUERY)
  @ApiQuery(TO_QUERY)
  @ApiProduces('text/csv')
  @ChecklistRole('reviewer')
  async summary(
    @ChecklistOwner() user: UserEntity, @Param('id', ChecklistIdParam) id: string, @Query('tz') tz: unknown, @Query('occurrence') occurrence: unknown,
    @Query('from') from: unknown, @Query('to') to: unknown, @Res() reply: FastifyReply,
  ): Promise<void> {
    const zone = parseCsvTimeZone(tz);
    await sendCsv(reply, await this.csv.openSummary(user.id, id, zone, occurrence, readRunRange(from, to, zone.name)));
  }
}

async function sendCsv(reply: FastifyReply, { fileName, chunks }: ResultsCsv): Promise<void> {
  await reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', attachment(fileName))
    .send(Readable.from(chunks, { objectMode: false }));
}
