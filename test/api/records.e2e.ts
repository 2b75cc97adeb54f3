import { createPublicKey, verify } from 'node:crypto';
import canonicalize from 'canonicalize';
import { RECORD_MESSAGES, type CompletionRecordList, type CompletionRecordResponse, type RecordVerification, type SigningKeySet } from '@ticklist/contracts';
import { SigningKeysService } from '../../server/src/modules/records/signing-keys.service';
import { waitFor } from '../kit';
import { completeAll, ownerShare, sharedChecklist, type Recipient, type SharedChecklist } from './support/follow-up';
import { useTestServer } from './support/test-server';

/** Completion records (issue 48): issued when the owner accepts, signed, verifiable by anyone holding the code. */
describe('completion records', () => {
  const suite = useTestServer();

  /** A recipient's run, finished and accepted by the owner: its record's code. */
  async function acceptedRun(): Promise<{ s: SharedChecklist; r: Recipient; code: string }> {
    const s = await sharedChecklist(suite.api, suite.server, 1, { review: true });
    const [r] = s.recipients as [Recipient];
    await completeAll(suite.api, s.checklist, r);
    await waitFor(async () => (await ownerShare(suite.api, s.owner, s.checklist.id, r.shareId)).review?.state === 'submitted');
    expect((await suite.api.post(`/api/checklist/${s.checklist.id}/shares/${r.shareId}/review`, { acceptAll: true }, s.owner.token)).status).toBe(200);
    const listed = await suite.api.get<CompletionRecordList>(`/api/checklist/${s.checklist.id}/shares/${r.shareId}/records`, s.owner.token);
    expect(listed.status).toBe(200);
    expect(listed.body.records).toEqual([{ id: expect.any(String), code: expect.any(String), issuedAt: expect.any(String), supersededBy: null, pdfUrl: null }]);
    return { s, r, code: listed.body.records[0]!.code };
  }
  const verifyCode = async (code: string) => (await suite.api.get<RecordVerification>(`/api/verify/${code}`)).body;

  it('an accepted run leaves one signed record: both sides list it, anyone with the code reads it and checks it with the published key', async () => {
    const { s, r, code } = await acceptedRun();
    expect(code.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits of base64url
    const guest = await suite.api.get<CompletionRecordList>(`/api/guest/shared/${r.accessToken}/records`);
    expect(guest.body.records.map((x) => x.code)).toEqual([code]);

    const { record, jws } = (await suite.api.get<CompletionRecordResponse>(`/api/records/${code}`)).body;
    expect(record).toMatchObject({
      kind: 'A record of completion',
      checklist: { id: s.checklist.id, title: s.checklist.title, fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) },
      recipient: { email: r.email.toLowerCase(), emailHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      owner: { email: s.owner.email.toLowerCase() },
      messages: 0,
    });
    expect((record.items as { id: string; complete: boolean; answeredAt: string }[]).map((i) => [i.id, i.complete])).toEqual(s.checklist.items.map((i) => [i.id, true]));

    // A third party's check: the JWS is EdDSA over the record's RFC 8785 form, by a key in the JWKS.
    const [header, payload, signature] = jws.split('.') as [string, string, string];
    const { alg, kid } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string; kid: string };
    expect(alg).toBe('EdDSA');
    expect(Buffer.from(payload, 'base64url').toString()).toBe(canonicalize(record));
    const keys = (await suite.api.get<SigningKeySet>('/api/signing-keys')).body.keys;
    const jwk = keys.find((k) => k.kid === kid)!;
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(verify(null, Buffer.from(`${header}.${payload}`), createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' }), Buffer.from(signature, 'base64url'))).toBe(true);

    expect(await verifyCode(code)).toEqual({ valid: true, signedBy: kid, issuedAt: expect.any(String), superseded: false, redacted: false, problems: [] });
    expect((await suite.api.get(`/api/verify/${'x'.repeat(32)}`)).status).toBe(404);
    expect((await suite.api.get(`/api/records/${'x'.repeat(32)}`)).status).toBe(404);
  });

  it('says so when one byte of the stored record or of a stored answer changed', async () => {
    const first = await acceptedRun();
    await suite.db.query(`UPDATE completion_records SET record = jsonb_set(record, '{messages}', '1') WHERE share_id = $1`, [first.r.shareId]);
    expect(await verifyCode(first.code)).toMatchObject({ valid: false, problems: [RECORD_MESSAGES.storedChanged] });

    const second = await acceptedRun();
    const item = second.s.checklist.items[0]!.id;
    await suite.db.query(`UPDATE item_responses SET complete = false WHERE share_id = $1 AND item_id = $2`, [second.r.shareId, item]);
    expect(await verifyCode(second.code)).toMatchObject({ valid: false, problems: [RECORD_MESSAGES.answersChanged] });
  });

  it('after a key rotation, records signed with the old key still verify and the JWKS lists both, current first', async () => {
    const before = await acceptedRun();
    const oldKid = (await verifyCode(before.code)).signedBy;
    const rotated = await suite.server.server.app.get(SigningKeysService).rotate();
    const keys = (await suite.api.get<SigningKeySet>('/api/signing-keys')).body.keys.map((k) => k.kid);
    expect(keys[0]).toBe(rotated.kid);
    expect(keys).toContain(oldKid);
    expect(await verifyCode(before.code)).toMatchObject({ valid: true, signedBy: oldKid });
    const after = await acceptedRun();
    expect(await verifyCode(after.code)).toMatchObject({ valid: true, signedBy: rotated.kid });
  });
});
