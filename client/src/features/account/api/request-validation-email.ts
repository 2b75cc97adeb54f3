import type { MessageResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/email/request_validate: mails the verification link again. */
export const requestValidationEmail = () => apiRequest<MessageResponse>('/email/request_validate');
