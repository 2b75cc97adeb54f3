import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SHARING_MESSAGES } from '@ticklist/contracts';
import { notFound } from '../../common/domain-error';
import { ShareAccessService } from './share-access.service';

export interface GuestShareRow {
  id: string;
  shared_at: Date;
  owner_email: string;
  checklist_id: string;
  title: string;
  description: string | null;
}

export interface GuestItemRow {
  id: string;
  text: string;
  description: string | null;
  display_order: number;
  has_response: boolean;
  complete: boolean | null;
  notes: string | null;
}

export interface GuestShareView {
  share: GuestShareRow;
  items: GuestItemRow[];
}

/** What a guest sees through their link: the checklist, its items in order and their own responses. */
@Injectable()
export class GuestShareService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: ShareAccessService,
  ) {}

  async view(accessToken: string): Promise<GuestShareView> {
    const found = await this.access.findByAccessToken(accessToken);
    if (!found) throw notFound(SHARING_MESSAGES.shareNotFound);
    // One snapshot for both reads, so the items and responses agree.
    return this.dataSource.transaction('REPEATABLE READ', async (m) => {
      const shares: GuestShareRow[] = await m.query(
        `SELECT s.id, s.shared_at, o.email AS owner_email, c.id AS checklist_id, c.title, c.description
           FROM shares s
           JOIN checklists c ON c.id = s.checklist_id
           JOIN users o ON o.id = c.owner_id
          WHERE s.id = $1`,
        [found.shareId],
      );
      if (!shares[0]) throw notFound(SHARING_MESSAGES.shareNotFound);
      const items: GuestItemRow[] = await m.query(
        `SELECT i.id, i.text, i.description, i.display_order,
                r.id IS NOT NULL AS has_response, r.complete, r.notes
           FROM checklist_items i
           LEFT JOIN item_responses r ON r.item_id = i.id AND r.share_id = $2
          WHERE i.checklist_id = $1
          ORDER BY i.display_order, i.created_at, i.id`,
        [shares[0].checklist_id, found.shareId],
      );
      return { share: shares[0], items };
    });
  }
}
