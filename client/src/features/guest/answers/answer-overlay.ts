import type { AnswerValue, GuestItem } from '@ticklist/contracts';
import { answerDone } from './answer-input';

/** A photo or file taken offline (issue 46): its bytes wait in IndexedDB beside the queue. */
export interface QueuedFile {
  blob: Blob;
  name: string;
  /** A photo (counted apart in the waiting status). */
  photo: boolean;
}

type Response = NonNullable<GuestItem['response']>;

/** The blob URLs of files waiting, one per queued change (made once, shown until the page goes). */
const previews = new Map<string, string>();
function previewUrl(id: string, blob: Blob): string {
  let url = previews.get(id);
  if (!url) {
    url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : '';
    previews.set(id, url);
  }
  return url;
}

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
  const { blob, name } = change.file;
  const files = [...(response.files ?? []), { id: change.id, name, type: blob.type, size: blob.size, sha256: '', url: previewUrl(change.id, blob) }];
  const answer = files.map((f) => f.id);
  return { ...response, files, answer, complete: answerDone(item, answer) };
}

/** How many of the waiting changes are photos or files, and how many are other changes. */
export function waitingCounts(changes: readonly { key: string }[]): { changes: number; files: number } {
  const files = changes.filter((c) => c.key === 'file').length;
  return { changes: changes.length - files, files };
}
