import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_REVALIDATE } from './static-client';

/** Below this a compressed body is not worth its header (the same line as API answers). */
const COMPRESS_FROM_BYTES = 1024;

interface Page {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  lastModified: string;
}

/**
 * Serves the SPA's index.html for client-side routes (any GET outside /api and /socket.io),
 * revalidated on every visit (ETag, Last-Modified, 304) and compressed once at start.
 */
export class SpaFallback {
  private readonly page: Page | null;

  constructor(clientDist: string) {
    const index = join(clientDist, 'index.html');
    this.page = existsSync(index) ? loadPage(index) : null;
  }

  shouldServe(request: FastifyRequest): boolean {
    if (!this.page || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = request.url.split('?')[0]!;
    return !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/socket.io');
  }

  send(request: FastifyRequest, reply: FastifyReply): void {
    const page = this.page!;
    reply
      .header('Cache-Control', CACHE_REVALIDATE)
      .header('ETag', page.etag)
      .header('Last-Modified', page.lastModified)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) {
      reply.status(304).send();
      return;
    }
    const encoding = pickEncoding(request.headers['accept-encoding'], page);
    if (encoding) reply.header('Content-Encoding', encoding);
    reply.status(200).send(encoding ? page[encoding] : page.identity);
  }
}

function loadPage(file: string): Page {
  const identity = readFileSync(file);
  const big = identity.length >= COMPRESS_FROM_BYTES;
  return {
    identity,
    br: big ? brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }) : undefined,
    gzip: big ? gzipSync(identity, { level: 9 }) : undefined,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    lastModified: statSync(file).mtime.toUTCString(),
  };
}

/** br, then gzip, as the browser accepts them, when the page is big enough to have them. */
function pickEncoding(header: string | string[] | undefined, page: Page): 'br' | 'gzip' | undefined {
  if (!page.br || !page.gzip || typeof header !== 'string') return undefined;
  const chosen = negotiate(header, ['br', 'gzip', 'identity'] as const);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}
