import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { notFound } from '../common/domain-error';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { Endpoint } from '../common/openapi/endpoint.decorator';
import { DOCS_HTML, docsAsset } from './docs-page';
import { OpenApiDocumentService } from './openapi-document.service';

/** The API described by itself: the OpenAPI document and the reference pages rendered from it. */
@ApiTags('Public')
@Controller()
export class OpenApiController {
  constructor(private readonly documents: OpenApiDocumentService) {}

  @Endpoint.get('openapi.json', {
    operationId: 'getOpenApiDocument', summary: 'This document (OpenAPI 3.1)', description: 'Generated from the server\'s own routes, so it describes what this deployment answers. No credential.',
    answer: { description: 'The OpenAPI 3.1 document of every route under /api.', schema: { type: 'object' } },
  })
  document(): object {
    return this.documents.get();
  }

  @Endpoint.get('asyncapi.json', {
    operationId: 'getAsyncApiDocument', summary: 'The socket protocol (AsyncAPI 3.0)',
    description: 'The AsyncAPI 3.0 document of the Socket.IO protocol at `/socket.io`: connecting and authenticating (session token, personal access token, a guest\'s access token), each client→server event with its acknowledgement, each server→client event with its payload.',
    answer: { description: 'The AsyncAPI 3.0 document.', schema: { type: 'object' } },
  })
  asyncApi(): object {
    return this.documents.asyncApi();
  }

  @Endpoint.get('docs', {
    operationId: 'getApiReference', summary: 'Readable reference pages of this document', description: 'Rendered in the browser from this document by scripts served here (nothing is loaded from elsewhere). No credential.',
    answer: { description: 'An HTML page.', content: { 'text/html': { schema: { type: 'string' } } } },
  })
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiProduces('text/html')
  page(): string {
    return DOCS_HTML;
  }

  @Get('docs/:file')
  @ApiExcludeEndpoint()
  @ApiErrors(404)
  asset(@Param('file') file: string, @Res() reply: FastifyReply): void {
    const asset = docsAsset(file);
    if (!asset) throw notFound('Not found');
    reply.header('Content-Type', asset.contentType).header('Cache-Control', 'public, max-age=3600').send(asset.body);
  }
}
