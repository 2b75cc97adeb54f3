import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@ticklist/contracts';
import { badRequest } from '../../common/domain-error';
import { EmailLinksService } from '../email-links/email-links.service';
import { UsersRepository } from '../users/users.repository';

/**
 * The unsubscribe link of non-essential mails (owners and guests alike). Confirming sets
 * users.unsubscribed_at; mail senders skip such addresses except for essential mails (reset).
 * The link stays usable for its year, so confirming twice is harmless.
 */
@Injectable()
export class UnsubscribeService {
  constructor(
    private readonly users: UsersRepository,
    private readonly links: EmailLinksService,
  ) {}

  async check(token: string): Promise<string> {
    const userId = await this.links.peek('unsubscribe', token);
    if (!userId) throw badRequest(AUTH_MESSAGES.unsubscribeInvalid);
    return userId;
  }

  async confirm(token: string): Promise<void> {
    const userId = await this.check(token);
    await this.users.unsubscribe(userId);
  }
}
