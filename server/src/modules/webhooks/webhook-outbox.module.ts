import { Module } from '@nestjs/common';
import { WebhookOutbox } from './webhook-outbox';

/** Only the outbox writer, for the modules whose changes emit webhook events (no dependency back). */
@Module({ providers: [WebhookOutbox], exports: [WebhookOutbox] })
export class WebhookOutboxModule {}
