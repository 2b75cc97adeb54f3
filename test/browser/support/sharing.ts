import { readOutbox, type OutboxMail } from '../../support/outbox';
import { apiCall } from './api';
import type { RunningApp } from './app';
import { registerOwner, type TestOwner } from './session';

export type Mail = OutboxMail;

/** Mails the built app wrote to DATA_DIR/outbox (quoted-printable decoded), oldest first. */
export const readMails = (dataDir: string): Mail[] => readOutbox(dataDir);

/** Waits for the newest link containing `pathPart` in a mail to `email`; returns its path (from `pathPart` on). */
export async function mailedPath(dataDir: string, email: string, pathPart: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = readMails(dataDir)
      .filter((m) => m.to.toLowerCase().includes(email.toLowerCase()))
      .flatMap((m) => m.links)
      .reverse()
      .find((l) => l.includes(pathPart));
    if (link) return new URL(link).pathname;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with a ${pathPart} link`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A registered owner whose e-mail is verified through the mailed link (sharing needs it). */
export async function registerVerifiedOwner(app: RunningApp, prefix = 'owner'): Promise<TestOwner> {
  const owner = await registerOwner(app, prefix);
  const path = await mailedPath(app.dataDir, owner.email, '/email/verify/');
  const [, uuid, hash] = /\/email\/verify\/([^/]+)\/([^/]+)$/.exec(path)!;
  const res = await apiCall(app.url, 'POST', `/api/email/validate/${uuid}/${hash}`, {});
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
  const me = await apiCall(app.url, 'GET', '/api/me', undefined, res.body?.token ?? owner.token);
  if (me.status !== 200) throw new Error(`me failed: ${me.status}`);
  return { ...owner, token: res.body?.token ?? owner.token, user: me.body.user };
}

export interface CreatedChecklist {
  id: string;
  title: string;
  items: { id: string; text: string; description: string | null }[];
}

/** Creates a checklist through the API as `token`. */
export async function createChecklist(
  app: RunningApp,
  token: string,
  input: { title: string; description?: string; items: { text: string; description?: string | null }[] },
): Promise<CreatedChecklist> {
  const res = await apiCall(
    app.url,
    'POST',
    '/api/checklist/create',
    { ...input, items: input.items.map((item, i) => ({ ...item, displayOrder: i + 1 })) },
    token,
  );
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
