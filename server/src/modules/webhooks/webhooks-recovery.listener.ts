import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ACCOUNT_RECOVERED, type AccountRecoveredEvent, type AccountRecoveryEnded } from '../auth/recovery/account-recovered.event';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';

/**
 * An account taken back through the mailbox: every webhook endpoint is paused (someone who had the
 * account may have added one), until its owner resumes it on the Integrations page.
 */
@Injectable()
export class WebhooksRecoveryListener {
  constructor(private readonly endpoints: WebhookEndpointsRepository) {}

  @OnEvent(ACCOUNT_RECOVERED, { promisify: true })
  async pauseAll(event: AccountRecoveredEvent): Promise<AccountRecoveryEnded> {
    return { webhooksPaused: await this.endpoints.pauseAllOfOwner(event.userId) };
  }
}
