import type { AnswerValue, GuestItem } from '@ticklist/contracts';
import { answerDone } from './answer-input';

/** A photo or file taken offline (issue 46): its bytes wait in IndexedDB beside the queue. */
export interface QueuedFile {
  blob: Blob;
  name: string;
  /** A photo (counted apart in the waiting status). */
  photo: boolean;
  /** A small JPEG data URL shown while it waits (the images policy allows data:, not blob:). */
  preview?: string;
}

type Response = NonNullable<GuestItem['response']>;


/**
 * An item's response with one waiting answer or file applied (what the guest sees offline): the
 * answer, the file shown from its own bytes, and whether that makes the item done.
 */
export function overlayAnswer(item: GuestItem, response: Response, change: { id: string; key: string; value: unknown; file?: QueuedFile }): Response {
  if (change.key === 'answer') {
    const answer = change.value as AnswerValue;
    return { ...response, answer, complete: answerDone(item, answer) };
  }
  if (!change.file) return response;
  const { blob, name, preview } = change.file;
  const files = [...(response.files ?? []), { id: change.id, name, type: preview ? 'image/jpeg' : blob.type, size: blob.size, sha256: '', url: preview ?? '' }];
  const answer = files.map((f) => f.id);
  return { ...response, files, answer, complete: answerDone(item, answer) };
}

/** How many of the waiting changes are photos or files, and how many are other changes. */
export function waitingCounts(changes: readonly { key: string }[]): { changes: number; files: number } {
  const files = changes.filter((c) => c.key === 'file').length;
  return { changes: changes.length - files, files };
}
