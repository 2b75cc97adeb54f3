import { Param } from '@nestjs/common';
import { SESSION_MESSAGES, type UserSessionListResponse } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import type { UserEntity } from '../users/user.entity';
import { UserSessionListSchema } from './dto/session.schemas';
import { CurrentSession, CurrentUser } from './session/auth.guard';
import { OwnerController } from './session/owner-controller.decorator';
import { SessionOnly } from './session/session-only.decorator';
import { SessionsService } from './session/sessions.service';

const SessionId = new UuidParamPipe(SESSION_MESSAGES.notFound);

/** Account › Security: where the account is signed in, and signing sessions out. From a signed-in session only. */
@OwnerController('Account', 'user/sessions')
@SessionOnly()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Endpoint.get('', { operationId: 'listSessions', summary: 'List your signed-in sessions', description: 'Each signed-in session of the account, the current one marked. Session only: a personal access token gets 403.', answer: UserSessionListSchema })
  async list(@CurrentUser() user: UserEntity, @CurrentSession() current: string): Promise<UserSessionListResponse> {
    return { sessions: await this.sessions.list(user.id, current) };
  }

  @Endpoint.delete(':id', {
    operationId: 'endSession', summary: 'Sign a session out', noContent: 'Signed out: its token is refused from now on and its open sockets are closed.',
    errors: [404], description: 'The current session\'s id signs this session out too.',
  })
  async end(@CurrentUser() user: UserEntity, @Param('id', SessionId) id: string): Promise<void> {
    await this.sessions.end(user.id, id);
  }

  @Endpoint.delete('', {
    operationId: 'endOtherSessions', summary: 'Sign out every other session', description: 'Their tokens are refused from now on and their open sockets closed; this session goes on. Session only: a personal access token gets 403.', noContent: 'Every session but the current one is signed out.',
  })
  async endOthers(@CurrentUser() user: UserEntity, @CurrentSession() current: string): Promise<void> {
    await this.sessions.endOthers(user.id, current);
  }
}
