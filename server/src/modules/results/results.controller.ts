import { Param, Res } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { RESULTS_TEXTS } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ChecklistIdParam } from '../../common/uuid-param.pipe';
import { CurrentUser } from '../auth/session/auth.guard';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { ResultsCsvService } from './results-csv.service';

/** RFC 6266: an ASCII fallback name and the exact UTF-8 one. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A checklist's results for the owner's records: the CSV export. */
@OwnerController('Checklists', 'checklist')
export class ResultsController {
  constructor(private readonly csv: ResultsCsvService) {}

  @Endpoint.get(':id/results.csv', {
    operationId: 'exportChecklistResults', summary: 'Export a checklist\'s results as CSV', errors: [404],
    description:
      `UTF-8 with a byte order mark. Columns: ${RESULTS_TEXTS.csvColumns.join(', ')}. One row per recipient and item, ` +
      'then a summary row per recipient. Every recipient is listed; private notes never are. Streamed.',
    answer:    {
      description: 'The CSV file.',
      content: { 'text/csv': { schema: { type: 'string' } } },
      headers: { 'Content-Disposition': { description: 'attachment, named after the checklist', schema: { type: 'string' } } },
    },
  })
  @ApiProduces('text/csv')
  async export(@CurrentUser() user: UserEntity, @Param('id', ChecklistIdParam) id: string, @Res() reply: FastifyReply): Promise<void> {
    const { fileName, chunks } = await this.csv.open(user.id, id);
    await reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', attachment(fileName))
      .send(Readable.from(chunks, { objectMode: false }));
  }
}
