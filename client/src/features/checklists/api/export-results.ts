import { RESULTS_TEXTS as R } from '@ticklist/contracts';
import { apiBlob } from '@/lib/api-client';

/**
 * Downloads the results CSV. The API wants the bearer header, which a plain link cannot send:
 * fetch it as a blob and hand the browser an object URL to save. Dates are written in the
 * browser's time zone (the file's headers name it).
 */
export async function downloadResults(id: string, title: string): Promise<void> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const blob = await apiBlob(`/checklist/${encodeURIComponent(id)}/results.csv?tz=${encodeURIComponent(zone)}`);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = R.fileName(title);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled, so the download has its data.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
