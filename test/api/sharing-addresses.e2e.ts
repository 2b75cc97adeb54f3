import { SHARING_MESSAGES } from '@ticklist/contracts';
import { expectErrorBody } from './support/http';
import { guestEmail, ownerWithChecklist as verifiedOwnerWithChecklist, shareMailsTo } from './support/sharing';
import { useTestServer } from './support/test-server';

/** Issue 51 item 1: one mailbox is one recipient, however the address was written (contract: "Addresses (field faults)"). */
describe('sharing: decorated addresses', () => {
  const suite = useTestServer();

  const recipientsOf = async (checklistId: string) =>
    ((await suite.db.query(`SELECT u.email FROM shares s JOIN users u ON u.id = s.recipient_id WHERE s.checklist_id = $1 ORDER BY s.created_at, u.email`, [checklistId])) as { email: string }[]).map(
      (r) => r.email,
    );
  const linksIn = (email: string) => new Set(shareMailsTo(suite.server, email).flatMap((m) => m.links.filter((l) => l.includes('/shared/'))));

  async function ownerWithChecklist() {
    const { owner, checklist } = await verifiedOwnerWithChecklist(suite);
    const share = (emails: unknown) => suite.api.post(`/api/checklist/${checklist.id}/share`, { emails }, owner.token);
    return { owner, checklist, share };
  }

  it('`yara@…;` then `yara@…` is one recipient with one link', async () => {
    const { checklist, share } = await ownerWithChecklist();
    const yara = guestEmail('yara');
    const first = await share([`${yara};`]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: SHARING_MESSAGES.shared(1), shares: [{ id: expect.any(String), email: yara, status: 'created' }] });
    const again = await share([yara]);
    expect(again.status).toBe(200);
    expect(again.body.shares).toEqual([{ id: first.body.shares[0].id, email: yara, status: 'existing' }]);
    expect(await recipientsOf(checklist.id)).toEqual([yara]);
    expect(linksIn(yara).size).toBe(1);
  });

  it('reduces angle brackets, mailto: and a display name to the bare address, one recipient and one mail per call', async () => {
    const { checklist, share } = await ownerWithChecklist();
    const ngozi = guestEmail('ngozi');
    const per = guestEmail('per');
    const res = await share([`"Okafor, Ngozi" <${ngozi}>`, `<${per}>`, `mailto:${ngozi.toUpperCase()}`, ` ${per}, `]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: SHARING_MESSAGES.shared(2) });
    // One outcome per entry given: the second spelling of a mailbox is that mailbox's duplicate.
    expect(res.body.shares.map((s: { email: string; status: string; reason?: string }) => [s.email, s.status, s.reason])).toEqual([
      [ngozi, 'created', undefined],
      [per, 'created', undefined],
      [ngozi, 'skipped', 'duplicate'],
      [per, 'skipped', 'duplicate'],
    ]);
    expect(await recipientsOf(checklist.id)).toEqual([ngozi, per]);
    expect(shareMailsTo(suite.server, ngozi)).toHaveLength(1);
    expect(shareMailsTo(suite.server, per)).toHaveLength(1);
  });

  it('stores an internationalised domain in Unicode form; its punycode form is the same recipient', async () => {
    const { checklist, share } = await ownerWithChecklist();
    const local = guestEmail('jörg').split('@')[0]!;
    expect((await share([`${local}@bücher.example`])).status).toBe(200);
    expect((await share([`${local}@xn--bcher-kva.example`])).status).toBe(200);
    expect(await recipientsOf(checklist.id)).toEqual([`${local}@bücher.example`]);
  });

  it('refuses what is not one address with 422 keyed emails[i], and shares with nobody', async () => {
    const { owner, checklist, share } = await ownerWithChecklist();
    const good = guestEmail();
    const res = await share([good, `a@example.com, b@example.com`, 'Yara yara@example.com', '"Okafor', 'Team: a@example.com;', `"Me" <${owner.email}>`]);
    expect(res.status).toBe(422);
    expectErrorBody(res.body);
    expect(res.body.errors).toEqual({
      'emails[1]': [SHARING_MESSAGES.emailInvalid],
      'emails[2]': [SHARING_MESSAGES.emailInvalid],
      'emails[3]': [SHARING_MESSAGES.emailInvalid],
      'emails[4]': [SHARING_MESSAGES.emailInvalid],
      'emails[5]': [SHARING_MESSAGES.cannotShareWithSelf],
    });
    expect(await recipientsOf(checklist.id)).toEqual([]);
  });
});
