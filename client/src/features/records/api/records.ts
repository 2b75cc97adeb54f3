import { useQuery } from '@tanstack/react-query';
import type { CompletionRecordResponse, RecordVerification } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** A record by its public code: what it says and whether it is intact, both asked of the server (issue 48). */
export function useRecordCheck(code: string) {
  return useQuery({
    queryKey: ['record-check', code],
    queryFn: async () => {
      const path = encodeURIComponent(code);
      const [verification, record] = await Promise.all([
        apiRequest<RecordVerification>(`/verify/${path}`, { auth: false }),
        apiRequest<CompletionRecordResponse>(`/records/${path}`, { auth: false }),
      ]);
      return { verification, record: record.record };
    },
    retry: false,
  });
}
