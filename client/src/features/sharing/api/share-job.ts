import { useMutation, useQuery } from '@tanstack/react-query';
import type { ShareJob, ShareJobRequest, ShareJobResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** What a share job is given: a pasted list, or a CSV file's text (one address a line). */
export type ShareJobInput = { emails: string[] } | { csv: string };

/** While a job runs and no `share:job` arrives (socket down), its state is fetched this often. */
const FALLBACK_POLL_MS = 3_000;

const jobsPath = (checklistId: string) => `/checklist/${encodeURIComponent(checklistId)}/share-jobs`;

export function startShareJob(checklistId: string, input: ShareJobInput): Promise<ShareJobResponse> {
  return 'csv' in input
    ? apiRequest<ShareJobResponse>(jobsPath(checklistId), { method: 'POST', rawBody: { type: 'text/csv', text: input.csv } })
    : apiRequest<ShareJobResponse>(jobsPath(checklistId), { method: 'POST', body: { emails: input.emails } satisfies ShareJobRequest });
}

export const shareJobKey = (checklistId: string, jobId: string) => ['share-job', checklistId, jobId] as const;

/** Starts a job; `onSettled` runs after every attempt (the dashboard refreshes its list there). */
export function useStartShareJob(checklistId: string, onSettled?: () => unknown) {
  return useMutation({
    mutationFn: (input: ShareJobInput) => startShareJob(checklistId, input),
    onSettled: () => onSettled?.(),
  });
}

/** Addresses a job has handled so far. */
export const handled = (job: ShareJob) => job.sent + job.skipped + job.refused;

/**
 * The job as it stands: seeded by the start's answer, kept current by `share:job` (live/), and
 * fetched now and then while it runs in case the socket is down.
 */
export function useShareJob(checklistId: string, initial: ShareJob | null) {
  return useQuery({
    queryKey: shareJobKey(checklistId, initial?.id ?? ''),
    queryFn: async () => (await apiRequest<ShareJobResponse>(`${jobsPath(checklistId)}/${encodeURIComponent(initial!.id)}`)).job,
    enabled: initial !== null,
    initialData: initial ?? undefined,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : FALLBACK_POLL_MS),
  });
}
