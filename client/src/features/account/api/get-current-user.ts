import type { MeResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/me: the signed-in user as the server sees it now (e.g. after verifying the e-mail). */
export const fetchCurrentUser = () => apiRequest<MeResponse>('/me');
