import type { MeResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/me: the signed-in user as the server sees it now (session restore, e-mail verified yet?). */
export const fetchMe = () => apiRequest<MeResponse>('/me');
