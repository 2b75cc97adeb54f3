import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { ShareProgressEvent } from '@ticklist/contracts';
import { RESPONSE_SAVED, type ResponseSavedEvent } from '../modules/responses/response-saved.event';
import { RealtimeGateway } from './realtime.gateway';

/** Exactly the contract's fields, nothing more (the domain event may grow). */
export function toShareProgress(event: ResponseSavedEvent): ShareProgressEvent {
  return {
    checklistId: event.checklistId,
    shareId: event.shareId,
    recipientEmail: event.recipientEmail,
    itemId: event.itemId,
    complete: event.complete,
    completedItems: event.completedItems.map((c) => ({ itemId: c.itemId })),
    totalItems: event.totalItems,
    updatedAt: event.updatedAt,
  };
}

/**
 * Turns a committed `response.saved` into `share:progress` for the checklist's watchers and the
 * share's guest sockets. Notes are personal: a notes save pushes nothing.
 */
@Injectable()
export class ProgressListener {
  constructor(private readonly gateway: RealtimeGateway) {}

  @OnEvent(RESPONSE_SAVED)
  onResponseSaved(event: ResponseSavedEvent): void {
    if (event.key !== 'complete' && event.key !== 'reset') return;
    this.gateway.broadcastProgress(toShareProgress(event));
  }
}
