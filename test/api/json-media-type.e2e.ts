import { GENERIC_MESSAGES, type ChecklistSummary } from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { expectErrorBody } from './support/http';
import { expectDocumentedAnswer } from './support/openapi-answers';
import { useTestServer } from './support/test-server';

/**
 * Issue 42: a body whose Content-Type is not JSON (`application/json` or `…+json`) on a JSON route
 * is the documented 415 `{ message }` (it was a 400). Malformed JSON stays a 400.
 */
describe('JSON routes: the body media type', () => {
  const suite = useTestServer();
  const body = JSON.stringify({ title: 'Media types', items: [{ text: 'One', displayOrder: 1 }] });

  const create = (token: string, headers: Record<string, string>, rawBody: string = body) =>
    suite.api.request<ChecklistSummary>('POST', '/api/checklist/create', { rawBody, headers, token });

  it('text, forms, XML, multipart and look-alikes are a 415 with the contract body, and nothing is made', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', 'application/jsonx', 'application/json-seq', '*/*']) {
      const res = await create(owner.token, { 'content-type': type });
      expect([type, res.status]).toEqual([type, 415]);
      expect(res.body).toEqual({ message: GENERIC_MESSAGES.notJsonMediaType });
    }
    const login = await suite.api.request('POST', '/api/login_check', { rawBody: JSON.stringify({ username: owner.email, password: 'x' }), headers: { 'content-type': 'text/plain' } });
    expect(login.status).toBe(415);
    const list = await suite.api.get<{ pagination: { total: number } }>('/api/checklist', owner.token);
    expect(list.body.pagination.total).toBe(0);
  });

  it('a body without any Content-Type is a 415 too', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const res = await fetch(`${suite.server.url}/api/checklist/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: new TextEncoder().encode(body),
    });
    const answer = await res.json();
    await expectDocumentedAnswer(suite.server.url, 'POST', '/api/checklist/create', res.status, res.headers.get('content-type'), answer);
    expect(res.status).toBe(415);
    expect(answer).toEqual({ message: GENERIC_MESSAGES.notJsonMediaType });
  });

  it('application/json with parameters and structured …+json types are read as JSON; malformed JSON stays a 400', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    for (const type of ['application/json; charset=utf-8', 'APPLICATION/JSON', 'application/merge-patch+json', 'application/vnd.ticklist+json; charset=utf-8']) {
      const res = await create(owner.token, { 'content-type': type });
      expect([type, res.status]).toEqual([type, 201]);
      expect(res.body.title).toBe('Media types');
    }
    const malformed = await create(owner.token, { 'content-type': 'application/json' }, '{"title": ');
    expect(malformed.status).toBe(400);
    expectErrorBody(malformed.body);
    const poisoned = await create(owner.token, { 'content-type': 'application/merge-patch+json' }, '{"__proto__": {"x": 1}, "title": "p", "items": []}');
    expect(poisoned.status).toBe(400);
    expectErrorBody(poisoned.body);
  });
});
