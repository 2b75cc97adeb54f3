import type { ChecklistForEdit, ChecklistSummary, CreateChecklistRequest } from '@ticklist/contracts';
import { call, waitForLink } from '../../kit';
import type { RunningApp } from './fixtures';

const VERIFY_LINK = /\/email\/verify\/([^/\s]+)\/([^/\s]+)$/;
const SHARED_LINK = /\/shared\/([A-Za-z0-9_-]+)/;

/** Verifies an owner's address through the mailed link, as the verification page does. */
export async function verifyOwnerEmail(app: RunningApp, email: string): Promise<void> {
  const [, uuid, hash] = VERIFY_LINK.exec(await waitForLink(app.dataDir, email, VERIFY_LINK))!;
  const res = await call(app.url, 'POST', `/api/email/validate/${uuid}/${hash}`, {});
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
}

export async function createChecklistViaApi(app: RunningApp, token: string, body: CreateChecklistRequest): Promise<ChecklistSummary> {
  const res = await call<ChecklistSummary>(app.url, 'POST', '/api/checklist/create', body, token);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function getChecklistForEdit(app: RunningApp, token: string, id: string): Promise<ChecklistForEdit> {
  const res = await call<ChecklistForEdit>(app.url, 'GET', `/api/checklist/${id}/edit`, undefined, token);
  if (res.status !== 200) throw new Error(`edit view failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Shares a checklist with `email` (the owner must be verified) and returns the recipient's access token. */
export async function shareViaApi(app: RunningApp, token: string, checklistId: string, email: string): Promise<string> {
  const res = await call(app.url, 'POST', `/api/checklist/${checklistId}/share`, { emails: [email] }, token);
  if (res.status !== 200) throw new Error(`share failed: ${res.status} ${JSON.stringify(res.body)}`);
  return SHARED_LINK.exec(await waitForLink(app.dataDir, email, SHARED_LINK))![1]!;
}

/** A guest ticks an item through their link. */
export async function respondViaApi(app: RunningApp, accessToken: string, itemId: string, key: 'complete' | 'notes', value: boolean | string): Promise<void> {
  const res = await call(app.url, 'POST', `/api/guest/shared/${accessToken}/respond`, { item: itemId, key, value });
  if (res.status !== 200) throw new Error(`respond failed: ${res.status} ${JSON.stringify(res.body)}`);
}
