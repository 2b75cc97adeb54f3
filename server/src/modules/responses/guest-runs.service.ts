import { Injectable } from '@nestjs/common';
import { RUN_PAGE_SIZE, type GuestRunPage } from '@ticklist/contracts';
import { GuestRunsRepository } from '../schedules/guest-runs.repository';
import { parseIdCursor } from '../../common/cursor-query';
import { paged } from '../schedules/run-pages';
import { guestRunUrl } from './guest-run-url';
import { ShareAccessService } from './share-access.service';

/** A guest's past runs (issue 45), paged newest first; an unknown, revoked or replaced link is 404 or 410. */
@Injectable()
export class GuestRunsService {
  constructor(
    private readonly access: ShareAccessService,
    private readonly runs: GuestRunsRepository,
  ) {}

  async page(accessToken: string, cursor: unknown): Promise<GuestRunPage> {
    const after = parseIdCursor(cursor);
    const found = await this.access.requireActive(accessToken);
    const { items, nextCursor } = paged(await this.runs.past(found.shareId, after, RUN_PAGE_SIZE + 1), RUN_PAGE_SIZE);
    return { runs: items.map((run) => ({ ...run, url: guestRunUrl(accessToken, run.id) })), nextCursor };
  }
}
