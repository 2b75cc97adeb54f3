import type { ChecklistSummary } from '@ticklist/contracts';
import { mailedLink, registerOwner, registerVerifiedOwner, verificationLink, type Owner } from './accounts';
import { createChecklist } from './checklists';
import { Api } from './http';
import { accessTokenFromOutbox, guestEmail, shareChecklist, shareLinkFromOutbox, shareMailsTo } from './sharing';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';
import {
  BIG,
  HOSTILE_STRINGS,
  MALFORMED_JSON,
  NON_OBJECT_JSON,
  clientError,
  deepJson,
  statusIn,
  wrongTypes,
  type Probe,
  type ProbeResult,
} from './hostile';

/**
 * One server with a bit of everything for the hostile suites: a verified owner with a shared
 * checklist, a live access token, reset, verification and unsubscribe links, and a second owner.
 */
export interface HostileWorld {
  server: TestServer;
  api: Api;
  owner: Owner;
  other: Owner;
  checklist: ChecklistSummary;
  otherChecklist: ChecklistSummary;
  guest: string;
  accessToken: string;
  /** The guest's share on `checklist`. */
  shareId: string;
  resetToken: string;
  unsubscribeToken: string;
  verification: { uuid: string; hash: string };
}

export async function buildHostileWorld(options: TestServerOptions = {}): Promise<HostileWorld> {
  const server = await startTestServer(options);
  const api = new Api(server.url);
  const owner = await registerVerifiedOwner(api, server);
  const other = await registerVerifiedOwner(api, server);
  const checklist = await createChecklist(api, owner.token);
  const otherChecklist = await createChecklist(api, other.token, { title: 'Other owner' });
  const guest = guestEmail();
  await shareChecklist(api, owner.token, checklist.id, [guest]);
  const accessToken = await accessTokenFromOutbox(server, guest);
  const shareId = (await api.get<ChecklistSummary>(`/api/checklist/${checklist.id}/edit`, owner.token)).body.shares[0]!.id;
  const mail = shareMailsTo(server, guest).pop()!;
  const unsubscribe = mail.links.find((l) => l.includes('/unsubscribe/'));
  if (!unsubscribe) throw new Error(`no unsubscribe link in ${await shareLinkFromOutbox(server, guest)}`);
  await api.post('/api/password/forgot', { email: owner.email });
  const reset = await mailedLink(server, owner.email, /reset/i, '/password/reset/');
  const unverified = await registerOwner(api, server);
  const { uuid, hash } = await verificationLink(server, unverified.email);
  return {
    server,
    api,
    owner,
    other,
    checklist,
    otherChecklist,
    guest,
    accessToken,
    shareId,
    resetToken: reset.split('/password/reset/')[1]!,
    unsubscribeToken: unsubscribe.split('/unsubscribe/')[1]!,
    verification: { uuid, hash },
  };
}

// ---------------------------------------------------------------------------------------------
// The endpoints that take a body, and how to mutate it.

export type FieldKind = 'string' | 'boolean' | 'array' | 'int' | 'items';

export interface BodyEndpoint {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  token?: string;
  /** A body that passes validation; each probe breaks one thing in it. */
  base: Record<string, unknown>;
  fields: Record<string, FieldKind>;
  /** Only malformed / non-object bodies (a valid body would do something irreversible). */
  malformedOnly?: boolean;
}

export function bodyEndpoints(w: HostileWorld, disposable: Owner): BodyEndpoint[] {
  const item = w.checklist.items[0]!;
  const items = w.checklist.items.map((i) => ({ id: i.id, text: i.text, description: i.description, displayOrder: i.displayOrder }));
  const checklistBody = { title: 'Fuzzed', description: 'desc', items: [{ text: 'One', description: null, displayOrder: 1 }] };
  return [
    {
      name: 'register',
      method: 'POST',
      path: '/api/register',
      base: { username: 'fuzz_user', email: 'fuzz@example.com', password: 'Fuzz-Password-123!', inviteCode: 'not-the-code', agreeToTerms: true },
      fields: { username: 'string', email: 'string', password: 'string', inviteCode: 'string', agreeToTerms: 'boolean' },
    },
    {
      name: 'login',
      method: 'POST',
      path: '/api/login_check',
      base: { username: w.owner.email, password: 'wrong-password-123' },
      fields: { username: 'string', password: 'string' },
    },
    { name: 'forgot', method: 'POST', path: '/api/password/forgot', base: { email: 'nobody@example.com' }, fields: { email: 'string' } },
    {
      name: 'reset (live link)',
      method: 'POST',
      path: `/api/password/reset/${w.resetToken}`,
      base: { password: 'Reset-Password-123!', confirmPassword: 'Reset-Password-456!' },
      fields: { password: 'string', confirmPassword: 'string' },
    },
    {
      name: 'reset (unknown link)',
      method: 'POST',
      path: `/api/password/reset/${'A'.repeat(43)}`,
      base: { password: 'Reset-Password-123!', confirmPassword: 'Reset-Password-123!' },
      fields: { password: 'string', confirmPassword: 'string' },
    },
    {
      name: 'verify (forged hash)',
      method: 'POST',
      path: `/api/email/validate/${w.verification.uuid}/${'B'.repeat(43)}`,
      base: {},
      fields: {},
    },
    { name: 'unsubscribe (unknown)', method: 'POST', path: `/api/user/email/unsubscribe/${'C'.repeat(43)}`, base: {}, fields: {} },
    {
      name: 'respond notes',
      method: 'POST',
      path: `/api/guest/shared/${w.accessToken}/respond`,
      base: { item: item.id, key: 'notes', value: 'a note' },
      fields: { item: 'string', key: 'string', value: 'string' },
    },
    {
      name: 'respond complete',
      method: 'POST',
      path: `/api/guest/shared/${w.accessToken}/respond`,
      base: { item: item.id, key: 'complete', value: true },
      fields: { item: 'string', key: 'string', value: 'boolean' },
    },
    {
      name: 'create checklist',
      method: 'POST',
      path: '/api/checklist/create',
      token: w.other.token,
      base: checklistBody,
      fields: { title: 'string', description: 'string', items: 'items' },
    },
    {
      name: 'update checklist',
      method: 'PUT',
      path: `/api/checklist/${w.otherChecklist.id}/update`,
      token: w.other.token,
      base: { id: w.otherChecklist.id, title: 'Updated', description: null, items: items.map((i) => ({ ...i, id: null })) },
      fields: { title: 'string', description: 'string', items: 'items' },
    },
    {
      name: 'update checklist with responses',
      method: 'PUT',
      path: `/api/checklist/${w.checklist.id}/update`,
      token: w.owner.token,
      base: { title: w.checklist.title, description: w.checklist.description, items },
      fields: { title: 'string', items: 'items' },
    },
    {
      name: 'share',
      method: 'POST',
      path: `/api/checklist/${w.otherChecklist.id}/share`,
      token: w.other.token,
      base: { emails: ['recipient@example.org'] },
      fields: { emails: 'array' },
    },
    { name: 'profile', method: 'PUT', path: '/api/user/profile', token: w.other.token, base: { username: 'renamed_other' }, fields: { username: 'string' } },
    {
      name: 'password change',
      method: 'PUT',
      path: '/api/user/password',
      token: w.other.token,
      base: { currentPassword: w.other.password, newPassword: 'Changed-Password-1!', confirmPassword: 'Changed-Password-2!' },
      fields: { currentPassword: 'string', newPassword: 'string', confirmPassword: 'string' },
    },
    {
      name: 'notification settings',
      method: 'PUT',
      path: '/api/user/notification-settings',
      token: w.other.token,
      base: { emailNotifications: true, pushNotifications: false, shareNotifications: true, applicationUpdates: false },
      fields: { emailNotifications: 'boolean', pushNotifications: 'boolean', shareNotifications: 'boolean', applicationUpdates: 'boolean' },
    },
    {
      // An event the probes never cause, to an address that never resolves: nothing is sent.
      name: 'create webhook',
      method: 'POST',
      path: '/api/user/webhooks',
      token: w.other.token,
      base: { url: 'https://body-probe.invalid/hook', events: ['recipient.overdue'] },
      fields: { url: 'string', events: 'array' },
    },
    { name: 'delete account', method: 'DELETE', path: '/api/user/account', token: disposable.token, base: {}, fields: {}, malformedOnly: true },
  ];
}

const set = (obj: Record<string, unknown>, field: string, value: unknown) => ({ ...obj, [field]: value });
const without = (obj: Record<string, unknown>, field: string) => {
  const copy = { ...obj };
  delete copy[field];
  return copy;
};

/** Variants of one checklist item (the first) of `base.items`. */
function itemProbes(base: Record<string, unknown>): Array<{ label: string; body: unknown }> {
  const items = base.items as Record<string, unknown>[];
  const first = items[0]!;
  const withFirst = (item: unknown) => ({ ...base, items: [item, ...items.slice(1)] });
  const out: Array<{ label: string; body: unknown }> = [];
  for (const v of wrongTypes('array')) out.push({ label: 'items wrong type', body: { ...base, items: v } });
  for (const v of ['x', 1, true, null, [], [first]]) out.push({ label: 'item wrong type', body: withFirst(v) });
  const itemFields: Record<string, FieldKind> = { text: 'string', description: 'string', displayOrder: 'int', id: 'string', responsePolicy: 'string' };
  for (const [field, kind] of Object.entries(itemFields)) {
    for (const v of wrongTypes(kind === 'int' ? 'int' : 'string')) out.push({ label: `items[0].${field} wrong type`, body: withFirst(set(first, field, v)) });
    if (kind === 'string') for (const s of HOSTILE_STRINGS) out.push({ label: `items[0].${field} hostile`, body: withFirst(set(first, field, s)) });
    out.push({ label: `items[0].${field} missing`, body: withFirst(without(first, field)) });
  }
  out.push({ label: 'item extra field', body: withFirst({ ...first, extra: 1, __proto__x: 1 }) });
  out.push({ label: '1e4 items', body: { ...base, items: Array.from({ length: 10_000 }, (_, i) => ({ text: `t${i}`, displayOrder: i + 1 })) } });
  out.push({ label: '1e4 empty items', body: { ...base, items: Array.from({ length: 10_000 }, () => ({})) } });
  out.push({ label: 'duplicate item ids', body: { ...base, items: [first, first] } });
  out.push({ label: 'displayOrder collisions', body: { ...base, items: items.map((i) => ({ ...i, displayOrder: 1 })) } });
  return out;
}

/** Every hostile body for one endpoint. */
export function bodyProbes(e: BodyEndpoint): Probe[] {
  const p = (label: string, extra: Partial<Probe>): Probe => ({ method: e.method, path: e.path, token: e.token, label: `${e.name}: ${label}`, ...extra });
  const probes: Probe[] = [];
  for (const raw of MALFORMED_JSON) probes.push(p('malformed JSON', { rawBody: raw, check: statusIn(400) }));
  for (const raw of NON_OBJECT_JSON) probes.push(p('non-object JSON', { rawBody: raw, check: statusIn(400) }));
  probes.push(p('deep object', { rawBody: deepJson(20_000), check: clientError }));
  probes.push(p('deep array', { rawBody: deepJson(100_000, 'array'), check: clientError }));
  probes.push(p('empty body, JSON type', { rawBody: '', check: clientError }));
  probes.push(p('over 1 MB', { rawBody: JSON.stringify({ x: 'y'.repeat(1_100_000) }), check: statusIn(413) }));
  const json = JSON.stringify(e.base);
  // The contract (amended by issue 42): a body whose media type is not JSON is a 415, whatever it holds
  // (the one-click unsubscribe route alone takes a form, RFC 8058).
  const takesForm = e.path.startsWith('/api/user/email/unsubscribe/');
  const notJson = (type: string) => (takesForm && type === 'application/x-www-form-urlencoded' ? clientError : statusIn(415));
  for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/jsonx', '*/*']) {
    probes.push(p(`content-type ${type}`, { rawBody: json, headers: { 'content-type': type }, check: notJson(type) }));
  }
  // A structured …+json type is JSON, read like application/json: a JSON array is its 400, not a 415.
  const readAsJson = (res: ProbeResult) => (res.status === 400 ? null : `expected the 400 of a JSON body that is not an object`);
  probes.push(p('content-type application/merge-patch+json', { rawBody: '[]', headers: { 'content-type': 'application/merge-patch+json' }, check: readAsJson }));
  probes.push(p('UTF-16 body', { rawBody: Buffer.from(json, 'utf16le'), check: statusIn(400) }));
  probes.push(p('UTF-16 body, labelled', { rawBody: Buffer.from(json, 'utf16le'), headers: { 'content-type': 'application/json; charset=utf-16' }, check: clientError }));
  probes.push(p('form body', { rawBody: 'username=a&password=b&email=c', headers: { 'content-type': 'application/x-www-form-urlencoded' }, check: notJson('application/x-www-form-urlencoded') }));
  probes.push(p('10,000 keys', { rawBody: JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))), check: clientError }));
  probes.push(p('100,000 empty objects', { rawBody: JSON.stringify({ items: Array.from({ length: 100_000 }, () => ({})) }), check: clientError }));
  probes.push(p('500 x 1,000 nested arrays', { rawBody: JSON.stringify({ items: Array.from({ length: 500 }, () => new Array(1000).fill(0)) }), check: clientError }));
  if (e.malformedOnly) return probes;

  probes.push(p('empty object', { body: {} }));
  probes.push(p('extra field', { body: { ...e.base, isAdmin: true }, check: clientError }));
  probes.push(p('extra fields x1000', { body: Object.fromEntries([...Object.entries(e.base), ...Array.from({ length: 1000 }, (_, i) => [`f${i}`, i])]), check: clientError }));
  probes.push(p('prototype keys', { rawBody: json.replace(/^\{/, '{"__proto__":{"accountType":"admin"},'), check: clientError }));
  probes.push(p('constructor key', { body: { ...e.base, constructor: { prototype: { polluted: true } } }, check: clientError }));
  for (const [field, kind] of Object.entries(e.fields)) {
    probes.push(p(`${field} missing`, { body: without(e.base, field) }));
    if (kind === 'items') {
      for (const v of itemProbes(e.base)) probes.push(p(v.label, { body: v.body }));
      continue;
    }
    const typeKind = kind === 'array' ? 'array' : kind === 'boolean' ? 'boolean' : kind === 'int' ? 'int' : 'string';
    for (const v of wrongTypes(typeKind)) probes.push(p(`${field} wrong type`, { body: set(e.base, field, v) }));
    if (kind === 'string') for (const s of HOSTILE_STRINGS) probes.push(p(`${field} hostile`, { body: set(e.base, field, s) }));
    if (kind === 'array') {
      for (const s of HOSTILE_STRINGS) probes.push(p(`${field} hostile element`, { body: set(e.base, field, [s]) }));
      probes.push(p(`${field} 1e4 elements`, { body: set(e.base, field, Array.from({ length: 10_000 }, (_, i) => `r${i}@example.org`)), check: clientError }));
      probes.push(p(`${field} 1e4 duplicates`, { body: set(e.base, field, Array.from({ length: 10_000 }, () => 'same@example.org')) }));
      probes.push(p(`${field} one huge address`, { body: set(e.base, field, [`${'a'.repeat(BIG)}@example.org`]), check: clientError }));
    }
  }
  return probes;
}
