import type { ChecklistSummary } from '@ticklist/contracts';
import { registerVerifiedOwner, type Owner } from './accounts';
import { createChecklist } from './checklists';
import type { Api } from './http';
import { accessTokenFromOutbox, guestEmail, guestRespond, shareChecklist } from './sharing';
import type { TestServer } from './test-server';

/**
 * Two owners, each with a shared checklist: A's has two guests (a1 with responses, a2 without),
 * B's one guest. The access suites check that nobody reaches what is not theirs.
 */
export interface AccessWorld {
  a: Owner;
  b: Owner;
  checklistA: ChecklistSummary;
  checklistB: ChecklistSummary;
  guests: { a1: Guest; a2: Guest; b1: Guest };
}

export interface Guest {
  email: string;
  accessToken: string;
}

async function guestOf(api: Api, server: TestServer, owner: Owner, checklistId: string, label: string): Promise<Guest> {
  const email = guestEmail(label);
  await shareChecklist(api, owner.token, checklistId, [email]);
  return { email, accessToken: await accessTokenFromOutbox(server, email) };
}

export async function buildAccessWorld(api: Api, server: TestServer): Promise<AccessWorld> {
  const a = await registerVerifiedOwner(api, server);
  const b = await registerVerifiedOwner(api, server);
  const checklistA = await createChecklist(api, a.token, { title: 'A private list', description: 'only for A' });
  const checklistB = await createChecklist(api, b.token, { title: 'B private list', description: 'only for B' });
  const a1 = await guestOf(api, server, a, checklistA.id, 'a1');
  const a2 = await guestOf(api, server, a, checklistA.id, 'a2');
  const b1 = await guestOf(api, server, b, checklistB.id, 'b1');
  for (const [key, value] of [
    ['complete', true],
    ['notes', 'a1 private note'],
  ] as const) {
    const res = await guestRespond(api, a1.accessToken, checklistA.items[0]!.id, key, value);
    if (res.status !== 200) throw new Error(`respond failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { a, b, checklistA, checklistB, guests: { a1, a2, b1 } };
}

/** What an owner can read about their own account and checklists: compared before and after an attack. */
export async function ownerSnapshot(api: Api, owner: Owner, checklistId: string) {
  const [me, edit, list, settings, preview] = await Promise.all([
    api.get('/api/me', owner.token),
    api.get(`/api/checklist/${checklistId}/edit`, owner.token),
    api.get('/api/checklist', owner.token),
    api.get('/api/user/notification-settings', owner.token),
    api.get('/api/user/account/deletion-preview', owner.token),
  ]);
  for (const r of [me, edit, list, settings, preview]) if (r.status !== 200) throw new Error(`snapshot read failed: ${r.status}`);
  return { me: me.body, edit: edit.body, list: list.body, settings: settings.body, preview: preview.body };
}
