import { FILE_LIMITS, type AnswerFile } from '@ticklist/contracts';
import { ApiError, NetworkError } from '@/lib/api-client';

/**
 * Uploads one file to an item's answer (issue 46): the raw bytes, their type, the name in
 * Content-Disposition and an Idempotency-Key (a retried upload lands once). Rejects with an
 * ApiError carrying the server's message (413, 422 keyed `file`, 409 …) or a NetworkError.
 */
export async function uploadAnswerFile(accessToken: string, itemId: string, file: Blob, name: string, idempotencyKey: string): Promise<AnswerFile> {
  let res: Response;
  try {
    res = await fetch(`/api/guest/shared/${encodeURIComponent(accessToken)}/items/${encodeURIComponent(itemId)}/files`, {
      method: 'POST',
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
        'Idempotency-Key': idempotencyKey,
        Accept: 'application/json',
      },
      body: file,
    });
  } catch {
    throw new NetworkError();
  }
  const body = (await res.json().catch(() => ({}))) as { file?: AnswerFile; message?: string; errors?: Record<string, string[]> };
  if (!res.ok || !body.file) throw new ApiError(res.status, body.errors?.file?.[0] ?? body.message ?? 'The file was not saved', body.errors);
  return body.file;
}

export async function deleteAnswerFile(accessToken: string, itemId: string, fileId: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/guest/shared/${encodeURIComponent(accessToken)}/items/${encodeURIComponent(itemId)}/files/${encodeURIComponent(fileId)}`, {
      method: 'DELETE',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new NetworkError();
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(res.status, body.message ?? 'The file was not removed');
  }
}

/**
 * A photo made smaller on the device before upload: at most FILE_LIMITS.photoLongSide pixels on
 * its long side, as JPEG. A small picture, or one the browser cannot decode, goes as it is.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const long = Math.max(bitmap.width, bitmap.height);
  if (long <= FILE_LIMITS.photoLongSide && file.size <= 1024 * 1024) return file;
  const scale = Math.min(1, FILE_LIMITS.photoLongSide / long);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', 0.85));
}

/** A small JPEG thumbnail (data URL) of a photo waiting offline; undefined when it cannot be drawn. */
export async function photoPreview(blob: Blob, longSide = 192): Promise<string | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(blob);
    const scale = Math.min(1, longSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.7);
  } catch {
    return undefined;
  }
}
