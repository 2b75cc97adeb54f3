import { Controller, Param, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { FILE_MESSAGES, type AnswerFile } from '@ticklist/contracts';
import { fieldErrors, notFound } from '../../common/domain-error';
import { Idempotency, type IdempotentCall } from '../../common/idempotency/idempotent-call';
import { IdempotencyService } from '../../common/idempotency/idempotency.service';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { contentDispositionName } from './content-disposition-name';
import { UploadedFileResponseSchema } from './dto/file.schemas';
import { FileUploadService } from './file-upload.service';

/** A recipient's files for an item (issue 46): raw bytes in, the file joined to the item's answer. */
@ApiTags('Guest')
@ApiParam({ name: 'accessToken', description: 'The recipient\'s personal link token: the only credential a guest needs.' })
@ApiParam({ name: 'itemId', format: 'uuid' })
@Controller('guest/shared')
export class GuestFilesController {
  constructor(
    private readonly uploads: FileUploadService,
    private readonly idempotency: IdempotencyService,
  ) {}

  @Endpoint.post(':accessToken/items/:itemId/files', {
    operationId: 'uploadAnswerFile', summary: 'Upload a photo, file or drawn signature to an item', status: 201, answer: UploadedFileResponseSchema,
    errors: [404, 410, 422, 429], idempotent: true,
    errorsHere: { 409: 'The owner closed the checklist: the page is read-only.', 413: 'The file is over 20 MB.' },
    description:
      'The body is the file\'s raw bytes (multipart is not accepted), its name in `Content-Disposition: attachment; filename*=UTF-8\'\'…`. ' +
      '`Idempotency-Key` is required: a retry of a cut upload never makes a second file. The file joins the item\'s answer at once ' +
      '(a signature\'s once the signer\'s name is saved with it). Its type is found from its bytes, never from its name or `Content-Type`; ' +
      'SVG is refused, and so is an image of more than 50 megapixels. Images are written anew without metadata (location included): ' +
      '`sha256` is of the stored bytes. 422 keyed `file`: a refused type, more than the item\'s `maxCount`, over 200 MB per link or over ' +
      'the owner\'s storage quota. 60 uploads per link per minute.',
  })
  @ApiConsumes('application/octet-stream', 'image/jpeg', 'image/png', 'image/webp', 'application/pdf')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiHeader({ name: 'Content-Disposition', required: true, description: 'attachment; filename*=UTF-8\'\'{name}' })
  async upload(
    @Param('accessToken') accessToken: string,
    @Param('itemId') itemId: string,
    @Req() request: FastifyRequest,
    @Idempotency() call: IdempotentCall,
  ): Promise<{ file: AnswerFile }> {
    const admitted = await this.uploads.admit(accessToken, itemId);
    if (call.key === undefined) throw fieldErrors({ 'Idempotency-Key': FILE_MESSAGES.keyRequired });
    const name = contentDispositionName(request.headers['content-disposition']);
    if (!name) throw fieldErrors({ file: FILE_MESSAGES.nameRequired });
    // A type another parser took (JSON, text) arrives parsed: no accepted file is of such a type.
    if (!(request.body instanceof Readable)) throw fieldErrors({ file: FILE_MESSAGES.typeRefused });
    const bytes = await this.uploads.read({ body: request.body, name, contentLength: request.headers['content-length'] });
    const body = { item: admitted.itemId, name, sha256: createHash('sha256').update(bytes).digest('hex') };
    const request_ = { caller: () => `link:${admitted.tokenHash.slice(0, 40)}`, route: 'POST files', body };
    return this.idempotency.answer(call, request_, async () => ({ file: await this.uploads.save(admitted.tokenHash, admitted.itemId, name, bytes) }));
  }

  @Endpoint.delete(':accessToken/items/:itemId/files/:fileId', {
    operationId: 'deleteAnswerFile', summary: 'Remove one of your files from an item', noContent: 'Removed, and left out of the item\'s answer.',
    errors: [404, 410, 422], errorsHere: { 409: 'The owner closed the checklist: the page is read-only.' },
    description: 'Only while the checklist is open. The file\'s bytes are deleted from whichever store holds them.',
  })
  @ApiParam({ name: 'fileId', format: 'uuid' })
  async remove(@Param('accessToken') accessToken: string, @Param('itemId') itemId: string, @Param('fileId') fileId: string): Promise<void> {
    const admitted = await this.uploads.admitChange(accessToken, itemId);
    if (!(await this.uploads.remove(admitted.tokenHash, admitted.itemId, fileId))) throw notFound(FILE_MESSAGES.fileNotFound);
  }
}
