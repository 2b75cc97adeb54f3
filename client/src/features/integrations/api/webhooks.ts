import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookRequest,
  CreateWebhookResponse,
  RedeliverWebhookResponse,
  RotateWebhookSecretResponse,
  UpdateWebhookRequest,
  Webhook,
  WebhookListResponse,
} from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';

export const webhooksKey = ['integrations', 'webhooks'] as const;

/** GET /api/user/webhooks: the owner's endpoints, newest first (never their secrets). */
export const useWebhooks = () => useQuery({ queryKey: webhooksKey, queryFn: () => apiRequest<WebhookListResponse>('/user/webhooks') });

/** POST /api/user/webhooks → the endpoint and its signing secret, shown once. */
export function useCreateWebhook() {
  return useRefreshingMutation(webhooksKey, (body: CreateWebhookRequest) => apiRequest<CreateWebhookResponse>('/user/webhooks', { method: 'POST', body }));
}

/** PATCH /api/user/webhooks/{id}: pause, resume or change events. */
export function useUpdateWebhook() {
  return useRefreshingMutation(webhooksKey, ({ id, ...body }: UpdateWebhookRequest & { id: string }) => apiRequest<Webhook>(`/user/webhooks/${id}`, { method: 'PATCH', body }));
}

/** POST /api/user/webhooks/{id}/rotate-secret → the new secret, shown once. */
export const useRotateWebhookSecret = () =>
  useMutation({ mutationFn: (id: string) => apiRequest<RotateWebhookSecretResponse>(`/user/webhooks/${id}/rotate-secret`, { method: 'POST', body: {} }) });

/** DELETE /api/user/webhooks/{id} → 204. */
export function useDeleteWebhook() {
  return useRefreshingMutation(webhooksKey, (id: string) => apiRequest<void>(`/user/webhooks/${id}`, { method: 'DELETE' }));
}

/** POST …/deliveries/{deliveryId}/redeliver → 202: the event is queued again (same id). */
export function useRedeliver(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest<RedeliverWebhookResponse>(`/user/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['integrations', 'deliveries', webhookId] }),
  });
}
