import { ACCOUNT_MESSAGES, EXPORT_FILE_NAME, GENERIC_MESSAGES } from '@ticklist/contracts';
import { ApiError, NetworkError } from '@/lib/api-client';
import { readStoredSession } from '@/lib/storage';

/**
 * GET /api/user/export-data as a file: fetched with the bearer token (a plain link could not
 * send it), then saved as export.json through a temporary object URL.
 */
export async function downloadExport(): Promise<void> {
  const token = readStoredSession().token;
  let response: Response;
  try {
    response = await fetch('/api/user/export-data', { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new NetworkError(GENERIC_MESSAGES.networkError);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, body?.message || ACCOUNT_MESSAGES.exportFailed, undefined, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = EXPORT_FILE_NAME;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Let the download start before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
