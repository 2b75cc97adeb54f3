import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';

/**
 * Routes that take a file's raw bytes as their body (issue 46: no multipart): their handler reads
 * the request stream itself, with its own limit, instead of a parser buffering it.
 */
const RAW_UPLOAD_ROUTES: ReadonlySet<string> = new Set(['POST /api/guest/shared/:accessToken/items/:itemId/files']);

export const takesRawUpload = (request: FastifyRequest): boolean => RAW_UPLOAD_ROUTES.has(`${request.method} ${request.routeOptions?.url ?? ''}`);

/**
 * Any media type no other parser takes: on an upload route the body is the request stream, left
 * unread; anywhere else the same 415 Fastify gives without this parser.
 */
export function acceptRawUploads(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('*', (request, payload, done) => {
    if (takesRawUpload(request)) done(null, payload);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type'] ?? ''), undefined);
  });
}
