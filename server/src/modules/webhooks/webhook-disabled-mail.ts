import { Injectable, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { renderMail } from '../mail/mail-layout';
import { MailQueueService } from '../mail/mail-queue.service';
import { UsersRepository } from '../users/users.repository';

const KIND = 'webhook-disabled';
const SEND_TIMEOUT_MS = 8_000;

/** The one mail an owner gets when an endpoint is disabled after failing for 24 hours (through the durable queue). */
@Injectable()
export class WebhookDisabledMail implements OnModuleInit {
  constructor(
    private readonly queue: MailQueueService,
    private readonly users: UsersRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.register(KIND, async (payload) => {
      const user = await this.users.findById(String(payload.userId));
      if (!user) return null;
      return renderMail({
        to: user.email,
        subject: 'A webhook endpoint was disabled',
        paragraphs: [
          `Deliveries to ${String(payload.url)} have failed for 24 hours, so Ticklist has stopped sending events there.`,
          'When the endpoint works again, resume it on the Integrations page; you can redeliver missed events from its delivery log.',
        ],
        action: { label: 'Open Integrations', url: `${this.config.appUrl}/dashboard/account/integrations` },
      });
    });
  }

  /** Queues the mail (the caller's disable statement answered once, so this runs once). */
  async send(userId: string, url: string): Promise<void> {
    await this.queue.enqueueAndTry(KIND, { userId, url }, SEND_TIMEOUT_MS);
  }
}
