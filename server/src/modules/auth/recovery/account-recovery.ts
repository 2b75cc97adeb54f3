import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AccountRecoveredMail } from './account-recovered.mail';
import { ACCOUNT_RECOVERED, type AccountRecoveredEvent, type AccountRecoveryEnded } from './account-recovered.event';

/**
 * The reset flow's last step, after its commit: the account was taken back through the mailbox,
 * so every other way into it ends too. Sessions ended with the reset (SessionRevocations); here
 * `account.recovered` lets the access-token and webhook modules revoke and pause what they hold,
 * then the owner is mailed what was ended. A password change with the current password does not
 * come here: it keeps tokens and webhooks.
 */
@Injectable()
export class AccountRecovery {
  constructor(
    private readonly events: EventEmitter2,
    private readonly mail: AccountRecoveredMail,
  ) {}

  async recovered(userId: string): Promise<void> {
    // Awaited, so the reset answers only once no old token works. A failing listener is logged by
    // the event module and left out of the mail.
    const answers = (await this.events.emitAsync(ACCOUNT_RECOVERED, { userId } satisfies AccountRecoveredEvent)) as Array<AccountRecoveryEnded | undefined>;
    const tokensRevoked = answers.flatMap((a) => a?.tokensRevoked ?? []);
    const webhooksPaused = answers.reduce((n, a) => n + (a?.webhooksPaused ?? 0), 0);
    await this.mail.send({ userId, tokensRevoked, webhooksPaused });
  }
}
