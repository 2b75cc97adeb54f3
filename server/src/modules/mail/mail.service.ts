import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { within } from '../../common/within';
import type { MailMessage } from './mail-message';
import { MailTransport, outboxTransport, smtpTransport } from './mail-transport';

/** Sends one message now, through SMTP or the outbox folder, within a time bound. */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly transport: MailTransport;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.transport = config.smtpUrl
      ? smtpTransport(config.smtpUrl)
      : outboxTransport(join(config.dataDir, 'outbox'));
  }

  /** Resolves when sent; rejects on failure or after `timeoutMs`. */
  async send(message: MailMessage, timeoutMs = 10_000): Promise<void> {
    await within(this.transport.send(message, this.config.mailFrom), timeoutMs, () => {
      throw new Error(`mail send timed out after ${timeoutMs} ms`);
    });
  }

  // After the HTTP server closed: an in-flight request may still be sending a mail.
  onApplicationShutdown(): void {
    this.transport.close();
  }
}
