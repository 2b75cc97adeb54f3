import { Get, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { RESULTS_TEXTS } from '@ticklist/contracts';
import { ApiErrors } from '../../common/openapi/api-errors.decorator';
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

  @Get(':id/results.csv')
  @ApiOperation({
    summary: 'Export a checklist\'s results as CSV',
    description:
      `UTF-8 with a byte order mark. Columns: ${RESULTS_TEXTS.csvColumns.join(', ')}. One row per recipient and item, ` +
      'then a summary row per recipient. Every recipient is listed; private notes never are. Streamed.',
    operationId: 'exportChecklistResults',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'The CSV file.',
    content: { 'text/csv': { schema: { type: 'string' } } },
    headers: { 'Content-Disposition': { description: 'attachment, named after the checklist', schema: { type: 'string' } } },
  })
  @ApiErrors(404)
  async export(@CurrentUser() user: UserEntity, @Param('id', ChecklistIdParam) id: string, @Res() reply: FastifyReply): Promise<void> {
    const { fileName, chunks } = await this.csv.open(user.id, id);
    await reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', attachment(fileName))
      .send(Readable.from(chunks, { objectMode: false }));
  }
}
