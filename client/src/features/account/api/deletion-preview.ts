import { useQuery } from '@tanstack/react-query';
import type { DeletionPreviewResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

export const fetchDeletionPreview = () => apiRequest<DeletionPreviewResponse>('/user/account/deletion-preview');

/** The six statistics of the delete-account modal, fetched fresh each time it opens. */
export const useDeletionPreview = (enabled: boolean) =>
  useQuery({
    queryKey: ['account', 'deletion-preview'],
    queryFn: fetchDeletionPreview,
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
