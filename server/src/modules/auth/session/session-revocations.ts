import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { emitAfterCommit } from '../../../common/emit-after-commit';
import { SESSIONS_REVOKED, type SessionsRevokedEvent } from './sessions-revoked.event';

/**
 * Says, once the transaction that ended them has committed, that sessions of an account stopped
 * being valid, so their open sockets are closed: every one (password changed or reset, account
 * deleted) or the ones named (a log out, a session signed out).
 */
@Injectable()
export class SessionRevocations {
  constructor(private readonly events: EventEmitter2) {}

  announce(userId: string): void {
    emitAfterCommit(this.events, SESSIONS_REVOKED, { userId } satisfies SessionsRevokedEvent);
  }

  announceSessions(userId: string, sessionIds: string[]): void {
    if (sessionIds.length === 0) return;
    emitAfterCommit(this.events, SESSIONS_REVOKED, { userId, sessionIds } satisfies SessionsRevokedEvent);
  }
}
