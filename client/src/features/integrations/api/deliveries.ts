import { useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryListResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

export const deliveriesKey = (webhookId: string) => ['integrations', 'deliveries', webhookId] as const;

/** GET /api/user/webhooks/{id}/deliveries: the last 100 attempts, newest first; refreshed while open. */
export const useDeliveries = (webhookId: string) =>
  useQuery({
    queryKey: deliveriesKey(webhookId),
    queryFn: () => apiRequest<WebhookDeliveryListResponse>(`/user/webhooks/${webhookId}/deliveries`),
    refetchInterval: 5_000,
  });
