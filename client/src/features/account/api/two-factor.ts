import { useQuery } from '@tanstack/react-query';
import type { RecoveryCodesResponse, TotpDisableRequest, TotpEnrolmentResponse, TotpStatusResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';

export const totpKey = ['account', 'totp'] as const;

/** GET /api/user/totp: whether a password sign-in asks for a code of the app. */
export const useTotpStatus = () => useQuery({ queryKey: totpKey, queryFn: () => apiRequest<TotpStatusResponse>('/user/totp') });

/** POST /api/user/totp: a new pending secret with its QR code (nothing is on yet). */
export const startTotp = () => apiRequest<TotpEnrolmentResponse>('/user/totp', { method: 'POST', body: {} });

/** POST /api/user/totp/confirm → on, with the recovery codes shown once. */
export const confirmTotp = (code: string) => apiRequest<RecoveryCodesResponse>('/user/totp/confirm', { method: 'POST', body: { code } });

/** POST /api/user/totp/recovery-codes → new codes (the old ones stop working). */
export const renewRecoveryCodes = (code: string) => apiRequest<RecoveryCodesResponse>('/user/totp/recovery-codes', { method: 'POST', body: { code } });

/** POST /api/user/totp/disable → 204: off. */
export function useDisableTotp() {
  return useRefreshingMutation(totpKey, (body: TotpDisableRequest) => apiRequest<void>('/user/totp/disable', { method: 'POST', body }));
}
