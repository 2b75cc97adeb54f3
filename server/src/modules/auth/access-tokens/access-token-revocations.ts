import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { emitAfterCommit } from '../../../common/emit-after-commit';
import { ACCESS_TOKENS_REVOKED, type AccessTokensRevokedEvent } from './access-tokens-revoked.event';

/**
 * Says, once the statement that ended them has committed, that personal access tokens stopped
 * being valid, so the sockets opened with them are closed (as SessionRevocations does for sessions).
 */
@Injectable()
export class AccessTokenRevocations {
  constructor(private readonly events: EventEmitter2) {}

  /** Every token of the account (recovered or deleted). */
  announce(userId: string): void {
    emitAfterCommit(this.events, ACCESS_TOKENS_REVOKED, { userId } satisfies AccessTokensRevokedEvent);
  }

  announceTokens(userId: string, tokenIds: string[]): void {
    if (tokenIds.length === 0) return;
    emitAfterCommit(this.events, ACCESS_TOKENS_REVOKED, { userId, tokenIds } satisfies AccessTokensRevokedEvent);
  }
}
