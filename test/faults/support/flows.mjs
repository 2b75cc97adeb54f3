// Black-box set-up through the public API, for the fault tests: a verified owner, a checklist, a share.
import { call, waitForLink } from '../../kit/index.js';

export { call };

const waitLink = (dataDir, to, pathPart) => waitForLink(dataDir, to, pathPart);

/** Registers and verifies an owner, creates a checklist of `items` items, shares it with `guests`. */
export async function ownerWithSharedChecklist(base, dataDir, inviteCode, { items = 20, guests = ['guest@example.com'] } = {}) {
  const id = Math.random().toString(36).slice(2, 10);
  const email = `owner-${id}@example.com`;
  const reg = await call(base, 'POST', '/api/register', { username: `owner_${id}`, email, password: `Fault-${id}-password!`, inviteCode, agreeToTerms: true });
  if (reg.status !== 201) throw new Error(`register ${reg.status} ${JSON.stringify(reg.body)}`);
  const verify = await waitLink(dataDir, email, '/email/verify/');
  const [, uuid, hash] = /\/email\/verify\/([^/]+)\/([^/\s]+)$/.exec(verify);
  const v = await call(base, 'POST', `/api/email/validate/${uuid}/${hash}`, {});
  if (v.status !== 200) throw new Error(`verify ${v.status}`);
  const token = reg.body.token;
  const created = await call(base, 'POST', '/api/checklist/create', {
    title: `Fault list ${id}`,
    description: null,
    items: Array.from({ length: items }, (_, i) => ({ text: `Task ${i + 1}`, description: null, displayOrder: i + 1 })),
  }, token);
  if (created.status !== 201) throw new Error(`create ${created.status} ${JSON.stringify(created.body)}`);
  const guestEmails = guests.map((g) => g.replace('@', `+${id}@`));
  const shared = await call(base, 'POST', `/api/checklist/${created.body.id}/share`, { emails: guestEmails }, token);
  if (shared.status !== 200) throw new Error(`share ${shared.status} ${JSON.stringify(shared.body)}`);
  const accessTokens = [];
  for (const g of guestEmails) accessTokens.push((await waitLink(dataDir, g, '/shared/')).split('/shared/')[1]);
  return { token, email, checklist: created.body, accessTokens, guestEmails };
}
