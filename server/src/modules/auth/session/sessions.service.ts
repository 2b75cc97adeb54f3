import { Injectable } from '@nestjs/common';
import { SESSION_MESSAGES, type UserSession } from '@ticklist/contracts';
import { notFound } from '../../../common/domain-error';
import type { SessionEntity } from './session.entity';
import { SessionRevocations } from './session-revocations';
import { SessionsRepository } from './sessions.repository';

/** The session as Account › Security lists it (the legacy one as "Earlier sign-in", no place known). */
export function toUserSession(row: SessionEntity, currentId: string): UserSession {
  return {
    id: row.id,
    current: row.id === currentId,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    device: row.legacy ? SESSION_MESSAGES.earlierSignIn : row.device,
    place: row.legacy ? null : row.place,
    method: row.method,
  };
}

/**
 * Log out and the owner's signed-in sessions: list them, end one, end all but the current one.
 * An ended session's token is refused from then on, and its open sockets are closed on every
 * process (SessionRevocations).
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly revocations: SessionRevocations,
  ) {}

  async list(userId: string, currentId: string): Promise<UserSession[]> {
    return (await this.sessions.listLive(userId)).map((row) => toUserSession(row, currentId));
  }

  /** Ends one of the user's sessions (the current one included); someone else's or an ended one: 404. */
  async end(userId: string, id: string): Promise<void> {
    if (!(await this.sessions.endOne(userId, id))) throw notFound(SESSION_MESSAGES.notFound);
    this.revocations.announceSessions(userId, [id]);
  }

  /** Ends every session of the user but the current one. */
  async endOthers(userId: string, currentId: string): Promise<void> {
    this.revocations.announceSessions(userId, await this.sessions.endOthers(userId, currentId));
  }

  /** Log out: the current session ends (idempotent: a token is only let in while its session is live). */
  async logout(userId: string, currentId: string): Promise<void> {
    if (await this.sessions.endOne(userId, currentId)) this.revocations.announceSessions(userId, [currentId]);
  }
}
