import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES } from '@ticklist/contracts';
import { registerOwner, registerVerifiedOwner, type Owner } from './support/accounts';
import { createChecklist, sampleChecklist } from './support/checklists';
import { Api, expectErrorBody } from './support/http';
import { accessTokenFromOutbox, guestEmail, shareMailsTo } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';

/** Idempotency-Key on create, share and respond: a retried write is done once. */
describe('Idempotency-Key', () => {
  let server: TestServer;
  let api: Api;
  let owner: Owner;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
    owner = await registerVerifiedOwner(api, server);
  });
  afterAll(() => server?.stop());

  const withKey = (key: string) => ({ authorization: `Bearer ${owner.token}`, 'idempotency-key': key });
  const countTitled = async (title: string) => {
    const list = await api.get('/api/checklist', owner.token);
    return list.body.items.filter((c: { title: string }) => c.title === title).length;
  };

  it('create: the same key and body answers the first answer again, and makes one checklist', async () => {
    const key = randomUUID();
    const body = sampleChecklist(2, { title: `Once ${key}` });
    const first = await api.request('POST', '/api/checklist/create', { body, headers: withKey(key) });
    const again = await api.request('POST', '/api/checklist/create', { body, headers: withKey(key) });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await countTitled(`Once ${key}`)).toBe(1);
  });

  it('a replay is the first answer byte for byte: same status, same JSON text (issue 42)', async () => {
    const key = randomUUID();
    const body = JSON.stringify(sampleChecklist(3, { title: `Bytes ${key}`, description: 'Kept as sent' }));
    const send = () => fetch(`${server.url}/api/checklist/create`, { method: 'POST', headers: { ...withKey(key), 'content-type': 'application/json' }, body });
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await again.text()).toBe(await first.text());
  });

  it('create: duplicates sent at once wait for the first and make one checklist', async () => {
    const key = randomUUID();
    const body = sampleChecklist(3, { title: `Concurrent ${key}` });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.request('POST', '/api/checklist/create', { body, headers: withKey(key) })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await countTitled(`Concurrent ${key}`)).toBe(1);
  });

  it('the same key with another body is a 422; keys are per caller; a bad key is a 400', async () => {
    const key = randomUUID();
    await api.request('POST', '/api/checklist/create', { body: sampleChecklist(1, { title: 'A' }), headers: withKey(key) });
    const other = await api.request('POST', '/api/checklist/create', { body: sampleChecklist(1, { title: 'B' }), headers: withKey(key) });
    expect(other.status).toBe(422);
    expectErrorBody(other.body);
    expect(other.body.errors).toEqual({ 'Idempotency-Key': [IDEMPOTENCY_MESSAGES.keyReused] });

    const someoneElse = await registerOwner(api, server);
    const theirs = await api.request('POST', '/api/checklist/create', {
      body: sampleChecklist(1, { title: 'Theirs' }),
      headers: { authorization: `Bearer ${someoneElse.token}`, 'idempotency-key': key },
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.title).toBe('Theirs');

    const bad = await api.request('POST', '/api/checklist/create', { body: sampleChecklist(1), headers: withKey('x'.repeat(256)) });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: IDEMPOTENCY_MESSAGES.keyInvalid });
  });

  it('a failed request does not hold its key: after a 422 the corrected retry is done', async () => {
    const key = randomUUID();
    const invalid = { ...sampleChecklist(1), title: '' };
    expect((await api.request('POST', '/api/checklist/create', { body: invalid, headers: withKey(key) })).status).toBe(422);
    const retry = await api.request('POST', '/api/checklist/create', { body: invalid, headers: withKey(key) });
    expect(retry.status).toBe(422);
    expect(retry.headers.get('idempotency-replayed')).toBeNull();
  });

  it('share: a retried share sends its invitation once', async () => {
    const checklist = await createChecklist(api, owner.token);
    const to = guestEmail('once');
    const key = randomUUID();
    const path = `/api/checklist/${checklist.id}/share`;
    const first = await api.request('POST', path, { body: { emails: [to] }, headers: withKey(key) });
    const again = await api.request('POST', path, { body: { emails: [to] }, headers: withKey(key) });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    await accessTokenFromOutbox(server, to);
    // A share without a key mails again: so the single mail above is the key's doing.
    const third = await api.request('POST', path, { body: { emails: [to] }, headers: withKey(randomUUID()) });
    expect(third.status).toBe(200);
    for (const deadline = Date.now() + 5_000; shareMailsTo(server, to).length < 2 && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(shareMailsTo(server, to)).toHaveLength(2);
  });

  it('respond: the guest\'s retried save answers the same updatedAt', async () => {
    const checklist = await createChecklist(api, owner.token);
    const to = guestEmail('respond');
    await api.post(`/api/checklist/${checklist.id}/share`, { emails: [to] }, owner.token);
    const accessToken = await accessTokenFromOutbox(server, to);
    const path = `/api/guest/shared/${accessToken}/respond`;
    const body = { item: checklist.items[0]!.id, key: 'complete', value: true };
    const key = randomUUID();
    const first = await api.request('POST', path, { body, headers: { 'idempotency-key': key } });
    const again = await api.request('POST', path, { body, headers: { 'idempotency-key': key } });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    const later = await api.request('POST', path, { body, headers: { 'idempotency-key': randomUUID() } });
    expect(later.body.response.updatedAt).not.toBe(first.body.response.updatedAt);
  });

  it('respond: an offline queue resent after a lost answer does not apply a change twice', async () => {
    const checklist = await createChecklist(api, owner.token);
    const to = guestEmail('queue');
    await api.post(`/api/checklist/${checklist.id}/share`, { emails: [to] }, owner.token);
    const accessToken = await accessTokenFromOutbox(server, to);
    const path = `/api/guest/shared/${accessToken}/respond`;
    const item = checklist.items[0]!.id;
    const tick = { key: randomUUID(), body: { item, key: 'complete', value: true } };
    const untick = { key: randomUUID(), body: { item, key: 'complete', value: false } };
    for (const change of [tick, untick]) {
      expect((await api.request('POST', path, { body: change.body, headers: { 'idempotency-key': change.key } })).status).toBe(200);
    }
    // The device never saw the answers and sends its queue again, in order.
    for (const change of [tick, untick]) {
      const again = await api.request('POST', path, { body: change.body, headers: { 'idempotency-key': change.key } });
      expect(again.headers.get('idempotency-replayed')).toBe('true');
    }
    // A replay of the tick alone (the untick's answer got through) leaves the item unticked.
    await api.request('POST', path, { body: tick.body, headers: { 'idempotency-key': tick.key } });
    const view = await api.request('GET', `/api/guest/shared/${accessToken}`);
    expect(view.body.share.checklist.items.find((i: { id: string }) => i.id === item).response.complete).toBe(false);
  });
});
