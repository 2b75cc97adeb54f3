import { Logger } from '@nestjs/common';
import type { EventEmitter2 } from '@nestjs/event-emitter';

const logger = new Logger('DomainEvents');

/**
 * Emits a domain event once its transaction has committed. A failing listener is logged here (the
 * event's name says which), never thrown: it must not turn a write that is already durable into an
 * error answer.
 */
export function emitAfterCommit(events: EventEmitter2, name: string, payload: unknown): void {
  try {
    events.emit(name, payload);
  } catch (error) {
    logger.warn(`${name} listener failed: ${(error as Error).message}`);
  }
}
