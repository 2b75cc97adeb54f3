import { Endpoint } from '../../common/openapi/endpoint.decorator';
import type { UserEntity } from '../users/user.entity';
import { CurrentSession, CurrentUser } from './session/auth.guard';
import { OwnerController } from './session/owner-controller.decorator';
import { SessionOnly } from './session/session-only.decorator';
import { SessionsService } from './session/sessions.service';

/** Log Out (spec section 7): ends the session on the server, not only in the browser. */
@OwnerController('Auth', '')
@SessionOnly()
export class LogoutController {
  constructor(private readonly sessions: SessionsService) {}

  @Endpoint.post('logout', {
    operationId: 'logout', summary: 'Log out: end this session', description: 'Ends the session whose token is sent; other sessions go on. Session only: a personal access token gets 403.',
    noContent: 'Logged out: this token is refused from now on (401) and its open sockets are closed on every server process.',
  })
  async logout(@CurrentUser() user: UserEntity, @CurrentSession() current: string): Promise<void> {
    await this.sessions.logout(user.id, current);
  }
}
