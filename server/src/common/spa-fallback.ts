import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Serves the SPA's index.html for client-side routes (any GET outside /api and /socket.io). */
export class SpaFallback {
  private readonly html: string | null;

  constructor(clientDist: string) {
    const index = join(clientDist, 'index.html');
    this.html = existsSync(index) ? readFileSync(index, 'utf8') : null;
  }

  shouldServe(request: FastifyRequest): boolean {
    if (!this.html || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = request.url.split('?')[0]!;
    return !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/socket.io');
  }

  send(reply: FastifyReply): void {
    reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(this.html);
  }
}
