import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { emitAfterCommit } from '../../../common/emit-after-commit';
import { SESSIONS_REVOKED, type SessionsRevokedEvent } from './sessions-revoked.event';

/**
 * Says, once the transaction that ended them has committed, that every session of an account
 * stopped being valid (password changed or reset, account deleted), so open sockets are closed.
 */
@Injectable()
export class SessionRevocations {
  constructor(private readonly events: EventEmitter2) {}

  announce(userId: string): void {
    emitAfterCommit(this.events, SESSIONS_REVOKED, { userId } satisfies SessionsRevokedEvent);
  }
}
