import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NetworkError } from '@/lib/api-client';
import { guestShareKey } from '../api/guest-share';
import type { OfflineGuest } from '../offline/use-offline-guest';
import type { AnswerFilesApi } from './answer-files-context';
import { deleteAnswerFile, photoPreview, shrinkPhoto, uploadAnswerFile } from './upload-file';

const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`);

/**
 * The guest page's way to add and remove an answer's files (issue 46). Online, each file is
 * uploaded at once (a photo made smaller first); offline, or when the network fails under an
 * upload, it waits in the offline queue in IndexedDB under the same Idempotency-Key and is sent
 * when the network returns.
 */
export function useGuestAnswerFiles(accessToken: string, offline: Pick<OfflineGuest, 'mustQueue' | 'enqueue' | 'enqueueWhenReady'>): AnswerFilesApi {
  const queryClient = useQueryClient();
  const { mustQueue, enqueue, enqueueWhenReady } = offline;
  return useMemo<AnswerFilesApi>(
    () => ({
      async add(itemId, files, photo) {
        let uploaded = false;
        for (const picked of files) {
          const blob = photo ? await shrinkPhoto(picked) : picked;
          const name = photo && blob !== picked ? picked.name.replace(/\.[^.]*$/, '') + '.jpg' : picked.name;
          const id = newKey();
          const queued = async () => ({ id, item: itemId, key: 'file' as const, value: null, file: { blob, name, photo, preview: photo ? await photoPreview(blob) : undefined } });
          if (mustQueue() && enqueue(await queued())) continue;
          try {
            await uploadAnswerFile(accessToken, itemId, blob, name, id);
            uploaded = true;
          } catch (error) {
            if (error instanceof NetworkError && (await enqueueWhenReady(await queued()))) continue;
            throw error;
          }
        }
        // Files waiting offline show from the queue; uploaded ones come back with their signed URLs.
        if (uploaded) await queryClient.invalidateQueries({ queryKey: guestShareKey(accessToken) });
      },
      async remove(itemId, fileId) {
        await deleteAnswerFile(accessToken, itemId, fileId);
        await queryClient.invalidateQueries({ queryKey: guestShareKey(accessToken) });
      },
    }),
    [accessToken, queryClient, mustQueue, enqueue, enqueueWhenReady],
  );
}
