import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChecklistSummary } from '@ticklist/contracts';
import { registerVerifiedOwner, type Owner } from './support/accounts';
import { HostileClient, INJECTION_STRINGS, UNICODE_STRINGS, UNSTORABLE_STRINGS, statusIn } from './support/hostile';
import { Api } from './support/http';
import { accessTokenFromOutbox, guestEmail } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Injection-looking text and unicode edge cases, where they are valid input (titles,
 * descriptions, item texts, notes, recipient addresses), are stored and returned verbatim on every
 * read path: create/update answers, the edit view, the list, the guest view, respond, the export.
 * NUL and lone surrogates cannot be stored as given: they come back cleaned, never as a 5xx.
 */
describe('hostile text is stored and returned verbatim', () => {
  jest.setTimeout(120_000);
  let server: TestServer;
  let api: Api;
  let client: HostileClient;
  let owner: Owner;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
    client = new HostileClient(server.url);
    owner = await registerVerifiedOwner(api, server);
  });
  // Every answer of a test is checked against the contract (no 5xx, error bodies in shape).
  let since = 0;
  beforeEach(() => {
    since = client.failures.length;
  });
  afterEach(() => client.assertClean(since));
  afterAll(async () => {
    console.log(`hostile-verbatim: ${client?.count ?? 0} requests`);
    await server?.stop();
  });

  const VERBATIM = [...INJECTION_STRINGS, ...UNICODE_STRINGS, `Bobby'); DELETE FROM item_responses;--`, `x\r\nBcc: victim@example.com`];

  /** Every string value anywhere in `value`. */
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

  it.each(VERBATIM.map((s) => [JSON.stringify(s), s]))('%s round-trips through every checklist, guest and export path', async (_label, text) => {
    const create = await client.send({
      method: 'POST',
      path: '/api/checklist/create',
      token: owner.token,
      body: { title: text, description: text, items: [{ text, description: text, displayOrder: 1 }, { text: `2 ${text}`, description: null, displayOrder: 2 }] },
      check: statusIn(201),
    });
    const created = create.body as ChecklistSummary;
    expect([created.title, created.description, created.items[0]!.text, created.items[0]!.description]).toEqual([text, text, text, text]);
    expect(created.items[1]!.text).toBe(`2 ${text}`);

    const edit = await client.send({ method: 'GET', path: `/api/checklist/${created.id}/edit`, token: owner.token, check: statusIn(200) });
    expect([edit.body.title, edit.body.description, edit.body.items[0].text, edit.body.items[0].description]).toEqual([text, text, text, text]);

    const list = await client.send({ method: 'GET', path: '/api/checklist', token: owner.token, check: statusIn(200) });
    const listed = (list.body.items as ChecklistSummary[]).find((c) => c.id === created.id)!;
    expect([listed.title, listed.description, listed.items[0]!.text]).toEqual([text, text, text]);

    // Updated with the text appended: still verbatim.
    const updated = await client.send({
      method: 'PUT',
      path: `/api/checklist/${created.id}/update`,
      token: owner.token,
      body: { title: `${text}!`, description: text, items: created.items.map((i) => ({ ...i, text: `${i.text}!` })) },
      check: statusIn(200),
    });
    expect([updated.body.title, updated.body.items[0].text]).toEqual([`${text}!`, `${text}!`]);

    // Shared: the guest sees the same text, and its notes come back verbatim too.
    const guest = guestEmail();
    await client.send({ method: 'POST', path: `/api/checklist/${created.id}/share`, token: owner.token, body: { emails: [guest] }, check: statusIn(200) });
    const accessToken = await accessTokenFromOutbox(server, guest);
    const view = await client.send({ method: 'GET', path: `/api/guest/shared/${accessToken}`, check: statusIn(200) });
    const shared = view.body.share.checklist;
    expect([shared.title, shared.description, shared.items[0].text, shared.items[0].description]).toEqual([`${text}!`, text, `${text}!`, text]);
    const itemId = shared.items[0].id;
    const respond = await client.send({
      method: 'POST',
      path: `/api/guest/shared/${accessToken}/respond`,
      body: { item: itemId, key: 'notes', value: text },
      check: statusIn(200),
    });
    expect(respond.body.response.notes).toBe(text);
    const again = await client.send({ method: 'GET', path: `/api/guest/shared/${accessToken}`, check: statusIn(200) });
    expect(again.body.share.checklist.items[0].response.notes).toBe(text);
    const ownerView = await client.send({ method: 'GET', path: `/api/checklist/${created.id}/edit`, token: owner.token, check: statusIn(200) });
    // A recipient's notes are theirs alone (issue 18): the owner's view has the response, never the note.
    expect(ownerView.body.items[0].responses[0]).not.toHaveProperty('notes');

    // The export carries the owner's text verbatim.
    const exported = await client.send({ method: 'GET', path: '/api/user/export-data', token: owner.token, check: statusIn(200) });
    expect(strings(exported.body)).toEqual(expect.arrayContaining([`${text}!`, text]));
  });

  it('recipient addresses that look like injections are stored and shown as given (lower-cased), or refused when they are not one address', async () => {
    const { id } = (await client.send({ method: 'POST', path: '/api/checklist/create', token: owner.token, body: { title: 'Addresses', items: [{ text: 'x' }] } })).body;
    // Angle brackets inside a local part and a quoted local part are not one plain address (the
    // address rules of issue 51): refused whole, keyed by their index, nothing stored.
    const refused = await client.send({
      method: 'POST',
      path: `/api/checklist/${id}/share`,
      token: owner.token,
      body: { emails: [`o'brien+<script>@example.com`, `"quoted;drop"@example.com`, `{{7*7}}@example.com`] },
      check: statusIn(422),
    });
    expect(Object.keys(refused.body.errors).sort()).toEqual(['emails[0]', 'emails[1]']);
    const emails = [`{{7*7}}@example.com`, '${x}@example.com', `a'--@example.org`, `O'Brien+Script@example.com`];
    const shared = await client.send({ method: 'POST', path: `/api/checklist/${id}/share`, token: owner.token, body: { emails }, check: statusIn(200) });
    expect(shared.body.email_warnings ?? []).toEqual([]);
    const edit = await client.send({ method: 'GET', path: '/api/checklist', token: owner.token, check: statusIn(200) });
    const listed = (edit.body.items as ChecklistSummary[]).find((c) => c.id === id)!;
    expect(listed.shares.map((s) => s.recipientUser.email).sort()).toEqual(emails.map((e) => e.toLowerCase()).sort());
  });

  it('mails carry hostile titles escaped in HTML and on one subject line (no header injection)', async () => {
    const title = `<script>alert(1)</script>\r\nBcc: victim@example.com\r\nSet-Cookie: x=1`;
    const { id } = (await client.send({ method: 'POST', path: '/api/checklist/create', token: owner.token, body: { title, items: [{ text: 'x' }] }, check: statusIn(201) })).body;
    const guest = guestEmail('mailinject');
    await client.send({ method: 'POST', path: `/api/checklist/${id}/share`, token: owner.token, body: { emails: [guest] }, check: statusIn(200) });
    await accessTokenFromOutbox(server, guest);
    const dir = join(server.dataDir, 'outbox');
    const file = readdirSync(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .find((raw) => raw.includes(guest))!;
    const headers = file.split(/\r?\n\r?\n/, 1)[0]!;
    expect(headers).not.toMatch(/^(Bcc|Set-Cookie):/im);
    // The HTML part escapes the title (the plain-text part shows it as text, which is harmless).
    const html = file
      .split(/Content-Type: text\/html[^\n]*\n/)[1]!
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    expect(html).not.toMatch(/<script>alert/);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it.each(UNSTORABLE_STRINGS.map((s) => [JSON.stringify(s), s]))('%s is cleaned (NUL dropped, lone surrogates replaced), never a 5xx', async (_label, text) => {
    const cleaned = text.replaceAll('\u0000', '').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
    const res = await client.send({
      method: 'POST',
      path: '/api/checklist/create',
      token: owner.token,
      body: { title: `t ${text}`, items: [{ text: `i ${text}` }] },
      check: statusIn(201, 422),
    });
    if (res.status === 201) {
      expect([res.body.title, res.body.items[0].text]).toEqual([`t ${cleaned}`.trim(), `i ${cleaned}`.trim()]);
      const edit = await client.send({ method: 'GET', path: `/api/checklist/${res.body.id}/edit`, token: owner.token, check: statusIn(200) });
      expect(edit.body.title).toBe(`t ${cleaned}`.trim());
    }
  });

  it('after all of it the tables are intact: sign-in, list and guest links still work', async () => {
    const login = await client.send({ method: 'POST', path: '/api/login_check', body: { username: owner.email, password: owner.password }, check: statusIn(200) });
    const list = await client.send({ method: 'GET', path: '/api/checklist', token: login.body.token, check: statusIn(200) });
    expect(list.body.pagination.total).toBeGreaterThanOrEqual(VERBATIM.length);
  });
});
