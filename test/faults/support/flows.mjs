// Black-box set-up through the public API, for the fault tests: a verified owner, a checklist, a share.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export async function call(base, method, path, body, token) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(20_000) });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json };
}

/** Links in the mails to `to` (quoted-printable decoded), newest mail last. */
export function mailedLinks(dataDir, to, pathPart) {
  const dir = join(dataDir, 'outbox');
  let files = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const links = [];
  for (const f of files) {
    const raw = readFileSync(join(dir, f), 'utf8');
    if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
    const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
    for (const l of decoded.match(/https?:\/\/[^\s"<>]+/g) ?? []) if (l.includes(pathPart)) links.push(l);
  }
  return links;
}

async function waitLink(dataDir, to, pathPart) {
  for (let i = 0; i < 100; i++) {
    const links = mailedLinks(dataDir, to, pathPart);
    if (links.length) return links.at(-1);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${pathPart} link mailed to ${to}`);
}

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
