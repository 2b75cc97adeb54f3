import { call } from '../../kit';
import type { RunningApp } from './fixtures';
import { mailedPath } from './mail';
import { registerOwner, type TestOwner } from './session';

export { mailedPath, readMails } from './mail';

/** A registered owner whose e-mail is verified through the mailed link (sharing needs it). */
export async function registerVerifiedOwner(app: RunningApp, prefix = 'owner'): Promise<TestOwner> {
  const owner = await registerOwner(app, prefix);
  const path = await mailedPath(app.dataDir, owner.email, '/email/verify/');
  const [, uuid, hash] = /\/email\/verify\/([^/]+)\/([^/]+)$/.exec(path)!;
  const res = await call(app.url, 'POST', `/api/email/validate/${uuid}/${hash}`, {});
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
  const me = await call(app.url, 'GET', '/api/me', undefined, res.body?.token ?? owner.token);
  if (me.status !== 200) throw new Error(`me failed: ${me.status}`);
  return { ...owner, token: res.body?.token ?? owner.token, user: me.body.user };
}

/** The sharing suites' checklist: three items, one with help text, one with none and one with an empty one. */
export const ONBOARDING = {
  title: 'New starter onboarding',
  description: 'Everything a new team member needs in week one.',
  items: [
    { text: 'Collect your laptop from IT', description: 'Room 2.14 — bring your ID badge.' },
    { text: 'Set up two-factor authentication', description: null },
    { text: 'Read the staff handbook', description: '' },
  ],
};

export interface CreatedChecklist {
  id: string;
  title: string;
  items: { id: string; text: string; description: string | null }[];
}

/** Creates a checklist through the API as `token`. */
export async function createChecklist(
  app: RunningApp,
  token: string,
  input: { title: string; description?: string; items: { text: string; description?: string | null }[]; dueAt?: string; dueTimeZone?: string },
): Promise<CreatedChecklist> {
  const res = await call(app.url, 'POST', '/api/checklist/create', { ...input, items: input.items.map((item, i) => ({ ...item, displayOrder: i + 1 })) }, token);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
