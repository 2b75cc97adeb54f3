import { Injectable } from '@nestjs/common';
import type { ShareActivityPage } from '@ticklist/contracts';
import { parseCursorQuery } from '../../common/cursor-query';
import { OwnerShareReader } from '../follow-up/owner-share.reader';
import { ShareActivityRepository } from '../shares/share-activity.repository';
import { toActivityEntry } from '../shares/share-activity.sql';
import { decodeActivityCursor, encodeActivityCursor } from './activity-cursor';
import { ShareLinksRepository } from './share-links.repository';

export const ACTIVITY_PAGE_SIZE = 20;

/** A recipient's timeline as their checklist's owner reads it: newest first, a page at a time. */
@Injectable()
export class ShareActivityService {
  constructor(
    private readonly activity: ShareActivityRepository,
    private readonly links: ShareLinksRepository,
    private readonly reader: OwnerShareReader,
  ) {}

  /** `cursor`: from the previous page's `nextCursor` (anything else is the one cursor error). Another owner's checklist or share: 404. */
  async page(ownerId: string, checklistId: string, shareId: string, cursor: unknown): Promise<ShareActivityPage> {
    const before = parseCursorQuery(cursor, decodeActivityCursor);
    if (!(await this.links.findOwned(ownerId, checklistId, shareId))) throw await this.reader.missing(ownerId, checklistId);

    const rows = await this.activity.page(shareId, before, ACTIVITY_PAGE_SIZE + 1);
    const entries = rows.slice(0, ACTIVITY_PAGE_SIZE);
    const last = entries[entries.length - 1];
    const nextCursor = rows.length > ACTIVITY_PAGE_SIZE && last ? encodeActivityCursor({ atUs: last.at_us, id: last.activity_id }) : null;
    return { entries: entries.map(toActivityEntry), nextCursor };
  }
}
