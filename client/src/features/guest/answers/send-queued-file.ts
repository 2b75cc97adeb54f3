import type { RespondResponse } from '@ticklist/contracts';
import { ApiError } from '@/lib/api-client';
import { fetchGuestShare } from '../api/guest-share';
import { uploadAnswerFile } from './upload-file';
import type { QueuedFile } from './answer-overlay';

/**
 * Sends a photo or file taken offline (issue 46) under the id it was queued with as its
 * Idempotency-Key, so a send cut off and retried lands once; then reads the item's response as
 * it now is (its files with signed URLs). A file the server will never take (too large) is
 * refused like a 422, so the queue drops it with its notice instead of trying forever.
 */
export async function sendQueuedFile(accessToken: string, change: { id: string; item: string; file?: QueuedFile }): Promise<RespondResponse> {
  if (!change.file) throw new ApiError(422, 'Nothing to upload');
  try {
    await uploadAnswerFile(accessToken, change.item, change.file.blob, change.file.name, change.id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) throw new ApiError(422, error.message, error.errors);
    throw error;
  }
  const share = await fetchGuestShare(accessToken, undefined, true);
  const item = share.share.checklist.items.find((i) => i.id === change.item);
  const response = item?.response;
  return {
    response: {
      item: change.item,
      complete: response?.complete ?? false,
      notes: response?.notes ?? null,
      updatedAt: new Date().toISOString(),
      answer: response?.answer ?? null,
      files: response?.files ?? [],
    },
  };
}
