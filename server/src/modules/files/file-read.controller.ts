import { Controller, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { FILE_MESSAGES, INLINE_FILE_TYPES } from '@ticklist/contracts';
import { forbidden, notFound } from '../../common/domain-error';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { isUuid } from '../../common/uuid';
import { FILE_STORE, type FileStore } from './file-store';
import { FileUrlSigner } from './file-url-signer';
import { ItemFilesRepository } from './item-files.repository';

/** RFC 6266: an ASCII fallback name and the exact UTF-8 one. */
function disposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * An answer's file through its signed URL (issue 46): the URL is the credential (handed out only
 * to the file's owner and the recipient who uploaded it), valid 5 minutes, so an `<img>` needs no
 * bearer header. Streamed from its store.
 */
@ApiTags('Files')
@Controller('files')
export class FileReadController {
  constructor(
    private readonly signer: FileUrlSigner,
    private readonly files: ItemFilesRepository,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  @Endpoint.get(':fileId', {
    operationId: 'readAnswerFile', summary: 'Read an answer\'s file through its signed URL', errors: [404],
    errorsHere: { 403: 'The URL expired (after 5 minutes) or was altered: ask the page or the API for a new one.' },
    description:
      'Use the `url` of a file as an answer gives it (the owner\'s views, the recipient\'s own view): it is signed and valid 5 minutes. ' +
      'JPEG, PNG, WebP and GIF are served inline, every other type as an attachment; always with `X-Content-Type-Options: nosniff`.',
    answer: { description: 'The file\'s bytes.', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
  })
  @ApiParam({ name: 'fileId', format: 'uuid' })
  @ApiQuery({ name: 'exp', required: true, description: 'Expiry (Unix seconds), as signed.', schema: { type: 'string' } })
  @ApiQuery({ name: 'sig', required: true, description: 'The signature.', schema: { type: 'string' } })
  async read(@Param('fileId') fileId: string, @Query('exp') exp: unknown, @Query('sig') sig: unknown, @Res() reply: FastifyReply): Promise<void> {
    if (!isUuid(fileId) || !this.signer.verify(fileId, exp, sig)) throw forbidden(FILE_MESSAGES.linkExpired);
    const file = await this.files.find(fileId.toLowerCase());
    const stream = file ? await this.store.open(file.id) : null;
    if (!file || !stream) throw notFound(FILE_MESSAGES.fileNotFound);
    const inline = INLINE_FILE_TYPES.includes(file.type);
    await reply
      .header('Content-Type', file.type)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', disposition(inline ? 'inline' : 'attachment', file.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=300')
      .send(stream);
  }
}
