import { LIMITS, PASTE_RECIPIENTS_MAX, SHARING_MESSAGES, type ChecklistSummary } from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { Api } from './support/http';
import { guestEmail } from './support/sharing';
import { startTestServer, type TestServer } from './support/test-server';

/** A pasted list (issue 19): one share call takes as many addresses as the form lets an owner paste. */
describe('sharing a pasted list of recipients', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer();
    api = new Api(server.url);
  });
  afterAll(() => server?.stop());

  it(`takes ${PASTE_RECIPIENTS_MAX} addresses in one call; one more is a 422 that names the limit`, async () => {
    expect(LIMITS.shareRecipientsMax).toBe(PASTE_RECIPIENTS_MAX);
    expect(SHARING_MESSAGES.tooManyRecipients).toBe(`You can share with at most ${PASTE_RECIPIENTS_MAX} recipients at once`);
    const owner = await registerVerifiedOwner(api, server);
    const checklist = await createChecklist(api, owner.token);

    const tooMany = Array.from({ length: PASTE_RECIPIENTS_MAX + 1 }, () => guestEmail('paste'));
    const refused = await api.post(`/api/checklist/${checklist.id}/share`, { emails: tooMany }, owner.token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ emails: [SHARING_MESSAGES.tooManyRecipients] });

    const res = await api.post(`/api/checklist/${checklist.id}/share`, { emails: tooMany.slice(0, PASTE_RECIPIENTS_MAX) }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SHARING_MESSAGES.shared(PASTE_RECIPIENTS_MAX));
    const edit = await api.get<ChecklistSummary>(`/api/checklist/${checklist.id}/edit`, owner.token);
    expect(edit.body.shares).toHaveLength(PASTE_RECIPIENTS_MAX);
  }, 60_000);
});
