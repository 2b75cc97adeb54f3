import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ACCOUNT_RECOVERED, type AccountRecoveredEvent, type AccountRecoveryEnded } from '../recovery/account-recovered.event';
import { AccessTokenRepository } from './access-token.repository';
import { AccessTokenRevocations } from './access-token-revocations';

/** An account taken back through the mailbox keeps no personal access token made before: all are revoked. */
@Injectable()
export class AccessTokensRecoveryListener {
  constructor(
    private readonly tokens: AccessTokenRepository,
    private readonly revocations: AccessTokenRevocations,
  ) {}

  @OnEvent(ACCOUNT_RECOVERED, { promisify: true })
  async revokeAll(event: AccountRecoveredEvent): Promise<AccountRecoveryEnded> {
    const tokensRevoked = await this.tokens.deleteAllForUser(event.userId);
    this.revocations.announce(event.userId);
    return { tokensRevoked };
  }
}
