import type { MessageResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

const path = (token: string) => `/user/email/unsubscribe/${encodeURIComponent(token)}`;

/** GET validates the unsubscribe link. */
export const validateUnsubscribe = (token: string, signal?: AbortSignal) =>
  apiRequest<MessageResponse>(path(token), { auth: false, signal });

/** POST confirms: no more non-essential mail to that address. */
export const confirmUnsubscribe = (token: string) => apiRequest<MessageResponse>(path(token), { method: 'POST', body: {}, auth: false });
