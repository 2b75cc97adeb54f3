import { useQuery } from '@tanstack/react-query';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyListResponse, PasskeyResponse } from '@ticklist/contracts';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';

export const passkeysKey = ['account', 'passkeys'] as const;

/** GET /api/user/passkeys: the owner's passkeys, newest first. */
export const usePasskeys = () => useQuery({ queryKey: passkeysKey, queryFn: () => apiRequest<PasskeyListResponse>('/user/passkeys') });

/** Options from the server, the browser makes the passkey, the server checks and keeps it. */
async function addPasskey(name: string): Promise<PasskeyResponse> {
  const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>('/user/passkeys/registration-options', { method: 'POST', body: {} });
  const response = await startRegistration({ optionsJSON });
  return apiRequest<PasskeyResponse>('/user/passkeys', { method: 'POST', body: { name, response } });
}

export const useAddPasskey = () => useRefreshingMutation(passkeysKey, addPasskey);

/** DELETE /api/user/passkeys/{id} → 204. */
export const useRemovePasskey = () => useRefreshingMutation(passkeysKey, (id: string) => apiRequest<void>(`/user/passkeys/${id}`, { method: 'DELETE' }));
