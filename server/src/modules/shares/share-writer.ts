import { Injectable } from '@nestjs/common';
import type { ReadAddress } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { UsersRepository } from '../users/users.repository';
import { ShareTokenBox } from './share-token.box';
import { SharesRepository } from './shares.repository';

export interface SharedRecipient {
  shareId: string;
  /** Made by this call (not a share again with the same address). */
  created: boolean;
  /** Its link is revoked: nothing is done for it (renew gives access back). */
  revoked: boolean;
  email: string;
  unsubscribed: boolean;
  shareMailsOff: boolean;
}

/** Shares a checklist with one address, inside the caller's transaction: the share route's and the share jobs' one way. */
@Injectable()
export class ShareWriter {
  constructor(
    private readonly users: UsersRepository,
    private readonly shares: SharesRepository,
    private readonly tokens: ShareTokenBox,
  ) {}

  /** Find-or-create the recipient and the share; both statements are race-safe upserts. */
  async shareWith(m: EntityManager, checklistId: string, address: ReadAddress): Promise<SharedRecipient> {
    // An address that already has an account (guest or owner, its domain in either form) is reused as the recipient.
    const user = await this.users.findOrCreateRecipient(address, m);
    // A new share gets a fresh token; an existing one keeps its token (same link) and is re-dated.
    const token = this.tokens.create();
    const share = await this.shares.upsert(checklistId, user.id, token.hash, token.encrypted, m);
    return {
      shareId: share.id,
      created: share.created,
      revoked: share.revoked,
      email: user.email,
      unsubscribed: user.unsubscribed_at !== null,
      shareMailsOff: !user.share_notifications,
    };
  }
}
