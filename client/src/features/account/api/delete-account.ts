import type { MessageResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/user/account: the account and all of its data, at once. */
export const deleteAccount = () => apiRequest<MessageResponse>('/user/account', { method: 'DELETE' });
