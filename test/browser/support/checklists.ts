import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChecklistForEdit, ChecklistSummary, CreateChecklistRequest } from '@ticklist/contracts';
import { apiCall } from './api';
import type { RunningApp } from './app';

/** Links in the mails written to DATA_DIR/outbox for `to` (quoted-printable decoded), newest mail first. */
export function mailedLinks(dataDir: string, to: string): string[][] {
  const dir = join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse();
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((raw) => (/^To: (.*)$/im.exec(raw)?.[1] ?? '').toLowerCase().includes(to.toLowerCase()))
    .map((raw) => {
      const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
      return [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
    });
}

/** Waits for a mailed link to `to` matching `pattern`; returns the match. */
export async function waitForLink(dataDir: string, to: string, pattern: RegExp, timeoutMs = 10_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const links of mailedLinks(dataDir, to)) {
      for (const link of links) {
        const m = pattern.exec(link);
        if (m) return m;
      }
    }
    if (Date.now() > deadline) throw new Error(`no link ${pattern} mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Verifies an owner's address through the mailed link, as the verification page does. */
export async function verifyOwnerEmail(app: RunningApp, email: string): Promise<void> {
  const [, uuid, hash] = await waitForLink(app.dataDir, email, /\/email\/verify\/([^/\s]+)\/([^/\s]+)$/);
  const res = await apiCall(app.url, 'POST', `/api/email/validate/${uuid}/${hash}`, {});
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
}

export async function createChecklistViaApi(app: RunningApp, token: string, body: CreateChecklistRequest): Promise<ChecklistSummary> {
  const res = await apiCall<ChecklistSummary>(app.url, 'POST', '/api/checklist/create', body, token);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function getChecklistForEdit(app: RunningApp, token: string, id: string): Promise<ChecklistForEdit> {
  const res = await apiCall<ChecklistForEdit>(app.url, 'GET', `/api/checklist/${id}/edit`, undefined, token);
  if (res.status !== 200) throw new Error(`edit view failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Shares a checklist with `email` (the owner must be verified) and returns the recipient's access token. */
export async function shareViaApi(app: RunningApp, token: string, checklistId: string, email: string): Promise<string> {
  const res = await apiCall(app.url, 'POST', `/api/checklist/${checklistId}/share`, { emails: [email] }, token);
  if (res.status !== 200) throw new Error(`share failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [, accessToken] = await waitForLink(app.dataDir, email, /\/shared\/([A-Za-z0-9_-]+)/);
  return accessToken!;
}

/** A guest ticks an item through their link. */
export async function respondViaApi(app: RunningApp, accessToken: string, itemId: string, key: 'complete' | 'notes', value: boolean | string): Promise<void> {
  const res = await apiCall(app.url, 'POST', `/api/guest/shared/${accessToken}/respond`, { item: itemId, key, value });
  if (res.status !== 200) throw new Error(`respond failed: ${res.status} ${JSON.stringify(res.body)}`);
}
