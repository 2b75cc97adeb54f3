import { Logger } from '@nestjs/common';
import { within } from '../../common/within';
import type { MailQueueService } from './mail-queue.service';

/** Over the send bound, the queue's own database work (store the job, mark it sent). */
const QUEUE_WORK_MS = 2_000;
const logger = new Logger('MailQueue');

/**
 * Queues a mail and tries it now, waiting at most `timeoutMs` (plus the queue's own work) for the
 * answer. True when sent; false when it failed, was late or could not be queued (a retry follows).
 * Never throws, so a mail never fails the request that caused it.
 */
export function sendWithin(queue: MailQueueService, kind: string, payload: Record<string, unknown>, timeoutMs: number): Promise<boolean> {
  const attempt = queue.enqueueAndTry(kind, payload, timeoutMs).catch((error: Error) => {
    logger.warn(`${kind} mail not sent now: ${error.message}`);
    return false;
  });
  return within(attempt, timeoutMs + QUEUE_WORK_MS, () => false);
}
