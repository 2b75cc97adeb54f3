import { randomBytes } from 'node:crypto';
import type { GuestShareResponse, RespondResponse, ShareResponse } from '@ticklist/contracts';
import type { Api, ApiResponse } from './http';
import { waitForLink } from '../../kit';
import { registerVerifiedOwner } from './accounts';
import { createChecklist } from './checklists';
import { readOutbox, type OutboxMail, type ServerSuite, type TestServer } from './test-server';

let counter = 0;

/** A fresh recipient address (unique per call). */
export const guestEmail = (label = 'guest') =>
  `${label}.${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(3).toString('hex')}@example.net`;

/** POST /api/checklist/{id}/share; fails the test on anything but 200. Returns the answer body. */
export async function shareChecklist(api: Api, token: string, checklistId: string, emails: string[]): Promise<ShareResponse> {
  const res = await api.post<ShareResponse>(`/api/checklist/${checklistId}/share`, { emails }, token);
  if (res.status !== 200) throw new Error(`share failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A verified owner (sharing needs it) and a checklist of theirs titled `title`. */
export async function ownerWithChecklist({ api, server }: Pick<ServerSuite, 'api' | 'server'>, title = 'Onboarding') {
  const owner = await registerVerifiedOwner(api, server);
  const checklist = await createChecklist(api, owner.token, { title });
  return { owner, checklist };
}

const SHARED_LINK = /\/shared\/([A-Za-z0-9_-]+)/;

/** Share invitations mailed to `email` so far, oldest first. */
export const shareMailsTo = (server: Pick<TestServer, 'dataDir'>, email: string): OutboxMail[] =>
  readOutbox(server.dataDir).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()) && m.links.some((l) => SHARED_LINK.test(l)));

/** The personal link (`APP_URL/shared/{accessToken}`) of the newest share mail to `email`; waits for it. */
export function shareLinkFromOutbox(server: Pick<TestServer, 'dataDir'>, email: string, timeoutMs = 5_000): Promise<string> {
  return waitForLink(server.dataDir, email, SHARED_LINK, { timeoutMs });
}

/** The access token of the newest share mail to `email` (the part after /shared/). */
export async function accessTokenFromOutbox(server: Pick<TestServer, 'dataDir'>, email: string, timeoutMs?: number): Promise<string> {
  return SHARED_LINK.exec(await shareLinkFromOutbox(server, email, timeoutMs))![1]!;
}

/** GET /api/guest/shared/{accessToken}. */
export const guestView = (api: Api, accessToken: string): Promise<ApiResponse<GuestShareResponse>> =>
  api.get<GuestShareResponse>(`/api/guest/shared/${accessToken}`);

/** POST /api/guest/shared/{accessToken}/seen: what the guest page calls once a person has it in front of them (the opening). */
export const guestSeen = (api: Api, accessToken: string): Promise<ApiResponse<unknown>> => api.post(`/api/guest/shared/${accessToken}/seen`);

/** POST /api/guest/shared/{accessToken}/respond {item, key, value}. */
export const guestRespond = (api: Api, accessToken: string, item: string, key: string, value: unknown): Promise<ApiResponse<RespondResponse>> =>
  api.post<RespondResponse>(`/api/guest/shared/${accessToken}/respond`, { item, key, value });
