import type { Api } from './http';

export interface CreatedAccessToken {
  token: { id: string; name: string; scope: 'read' | 'write'; expiresAt: string | null };
  secret: string;
}

/** A personal access token made through the API by a session (read scope unless asked otherwise). */
export async function createAccessToken(api: Api, sessionToken: string, scope: 'read' | 'write' = 'read', expiresInDays: number | null = 30): Promise<CreatedAccessToken> {
  const res = await api.post('/api/user/tokens', { name: `script ${scope}`, scope, expiresInDays }, sessionToken);
  if (res.status !== 201) throw new Error(`token not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as CreatedAccessToken;
}
