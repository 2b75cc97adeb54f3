import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { GuestPageHtml } from '../../common/delivery/guest-page-html';
import type { SpaFallback } from '../../common/delivery/spa-fallback';
import { within } from '../../common/within';
import type { GuestShareService } from './guest-share.service';
import { toGuestShareResponse } from './guest.mapper';

/** Past this the HTML goes without the page in it, as before: the page then asks the API itself (a database that slow would keep the API answer as long). */
const PAGE_DATA_WITHIN_MS = 2_500;

/**
 * GET /shared/{accessToken}: the SPA's page with the guest's checklist already in it (issue 22).
 * It carries this recipient's own progress and notes, so no cache keeps it (`no-store`), and it is
 * made only for an active link: an unknown, revoked or replaced one gets index.html as before, and
 * the page shows the API's 404 or 410. Opening is recorded by the page's API call, not here.
 */
export function serveGuestPage(fastify: FastifyInstance, guestShares: GuestShareService, html: GuestPageHtml, spa: SpaFallback): void {
  if (!html.available) return;
  const logger = new Logger('GuestPage');
  // Tokens are base64url: a file under /shared/ (sw.js, the manifest and icons) is the static files' own.
  fastify.get<{ Params: { accessToken: string } }>('/shared/:accessToken(^[A-Za-z0-9_-]+$)', async (request, reply) => {
    const { accessToken } = request.params;
    // The reason the page goes without its data, for the log (never the token: the URL is redacted).
    const read = guestShares
      .peek(accessToken)
      .then((view) => (view ? toGuestShareResponse(view) : null))
      .catch((error: unknown) => {
        logger.warn(`guest page served without its data: ${(error as Error)?.message ?? error}`);
        return null;
      });
    const answer = await within(read, PAGE_DATA_WITHIN_MS, () => {
      logger.warn(`guest page served without its data: no answer within ${PAGE_DATA_WITHIN_MS} ms`);
      return null;
    });
    const page = answer ? html.compose(accessToken, answer) : null;
    if (!page) {
      spa.send(request, reply);
      return reply;
    }
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
  });
}
