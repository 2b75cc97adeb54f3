import { createPublicKey, verify } from 'node:crypto';
import canonicalize from 'canonicalize';
import { PDFParse } from 'pdf-parse';
import { RECORD_MESSAGES, RECORD_PDF, REVIEW_MESSAGES, type AccountExport, type CompletionRecordList, type PostReviewResponse, type CompletionRecordResponse, type RecordVerification, type SigningKeySet } from '@ticklist/contracts';
import { SigningKeysService } from '../../server/src/modules/records/signing-keys.service';
import { waitFor } from '../kit';
import { completeAll, ownerShare, sharedChecklist, type Recipient, type SharedChecklist } from './support/follow-up';
import { guestRespond } from './support/sharing';
import { readOutbox, useTestServer } from './support/test-server';

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
    expect(listed.body.records).toEqual([{ id: expect.any(String), code: expect.any(String), issuedAt: expect.any(String), supersededBy: null, pdfUrl: expect.stringMatching(/\/api\/records\/[\w-]+\/pdf$/) }]);
    return { s, r, code: listed.body.records[0]!.code };
  }
  const verifyCode = async (code: string) => (await suite.api.get<RecordVerification>(`/api/verify/${code}`)).body;

  it('an accepted run leaves one signed record: both sides list it, anyone with the code reads it and checks it with the published key', async () => {
    const { s, r, code } = await acceptedRun();
    expect(code.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits of base64url
    // The recipient is mailed the verification link and the PDF.
    const mail = await waitFor(() => readOutbox(suite.server.dataDir).find((m) => m.to.toLowerCase().includes(r.email.toLowerCase()) && m.text.includes(`${suite.server.url}/verify/${code}`)));
    expect(mail.text).toContain(`${suite.server.url}/api/records/${code}/pdf`);
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

  it('the record as a PDF, for anyone holding the code: the checklist, the recipient, every item with its answer and time, and where to verify it', async () => {
    const { s, r, code } = await acceptedRun();
    const [listed] = (await suite.api.get<CompletionRecordList>(`/api/guest/shared/${r.accessToken}/records`)).body.records as [{ pdfUrl: string }];
    expect(listed.pdfUrl).toBe(`${suite.server.url}/api/records/${code}/pdf`);
    const res = await fetch(listed.pdfUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = (await new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) }).getText()).text;
    for (const expected of [RECORD_PDF.heading, s.checklist.title, r.email.toLowerCase(), s.owner.email.toLowerCase(), `${suite.server.url}/verify/${code}`, ...s.checklist.items.map((i, n) => `${n + 1}. ${i.text}`)]) {
      expect(text).toContain(expected);
    }
    expect(text.match(new RegExp(`${RECORD_PDF.done} · ${RECORD_PDF.answeredAt('\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}')}`, 'g'))).toHaveLength(s.checklist.items.length);
    expect((await fetch(`${suite.server.url}/api/records/${'x'.repeat(32)}/pdf`)).status).toBe(404);
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

  it('holds the SHA-256 of every evidence file, and verification says so when a file changed', async () => {
    const s = await sharedChecklist(suite.api, suite.server, 1, { review: true });
    const [r] = s.recipients as [Recipient];
    const item = s.checklist.items[0]!.id;
    // A photo as the upload stores it (the upload route itself runs in answer-files.e2e.ts).
    const sha = 'ab'.repeat(32);
    const [file] = await suite.db.query(`INSERT INTO item_files (share_id, item_id, name, type, size, sha256, store) VALUES ($1, $2, 'meter.jpg', 'image/jpeg', 3, $3, 'database') RETURNING id`, [r.shareId, item, sha]);
    await completeAll(suite.api, s.checklist, r);
    await waitFor(async () => (await ownerShare(suite.api, s.owner, s.checklist.id, r.shareId)).review?.state === 'submitted');
    await suite.api.post(`/api/checklist/${s.checklist.id}/shares/${r.shareId}/review`, { acceptAll: true }, s.owner.token);
    const [{ code }] = (await suite.api.get<CompletionRecordList>(`/api/guest/shared/${r.accessToken}/records`)).body.records as [{ code: string }];
    expect((await suite.api.get<CompletionRecordResponse>(`/api/records/${code}`)).body.record.evidence).toEqual([{ itemId: item, fileId: file.id, name: 'meter.jpg', sha256: sha }]);
    expect(await verifyCode(code)).toMatchObject({ valid: true, problems: [] });
    await suite.db.query(`UPDATE item_files SET sha256 = $2 WHERE id = $1`, [file.id, 'cd'.repeat(32)]);
    expect(await verifyCode(code)).toMatchObject({ valid: false, problems: [RECORD_MESSAGES.evidenceChanged] });
  });

  it('with records on and no review, closing the checklist issues a record for each complete recipient only', async () => {
    const s = await sharedChecklist(suite.api, suite.server, 2, { records: true });
    const [done, unfinished] = s.recipients as [Recipient, Recipient];
    await completeAll(suite.api, s.checklist, done);
    const list = (r: Recipient) => suite.api.get<CompletionRecordList>(`/api/checklist/${s.checklist.id}/shares/${r.shareId}/records`, s.owner.token);
    expect((await list(done)).body.records).toEqual([]); // complete, but the run has not closed yet
    expect((await suite.api.post(`/api/checklist/${s.checklist.id}/close`, {}, s.owner.token)).status).toBe(200);
    await waitFor(async () => (await list(done)).body.records.length === 1);
    const { code } = (await list(done)).body.records[0]!;
    const { record } = (await suite.api.get<CompletionRecordResponse>(`/api/records/${code}`)).body;
    expect(record).toMatchObject({ kind: 'A record of completion', acceptedAt: null, closedAt: expect.any(String), recipient: { email: done.email.toLowerCase() } });
    expect(await verifyCode(code)).toMatchObject({ valid: true });
    expect((await list(unfinished)).body.records).toEqual([]);
  });

  it('the owner reopens an accepted run: the recipient changes it, the next accept supersedes the old record, which still verifies', async () => {
    const { s, r, code: old } = await acceptedRun();
    const reopen = () => suite.api.post<PostReviewResponse>(`/api/checklist/${s.checklist.id}/shares/${r.shareId}/review/reopen`, {}, s.owner.token);
    const item = s.checklist.items[0]!.id;
    expect((await guestRespond(suite.api, r.accessToken, item, 'complete', false)).status).toBe(409); // accepted: read-only
    const reopened = await reopen();
    expect(reopened.status).toBe(200);
    expect(reopened.body.review).toEqual({ state: 'in_progress', rounds: 0, items: [] });
    const again = await reopen();
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: REVIEW_MESSAGES.notAccepted });

    expect((await guestRespond(suite.api, r.accessToken, item, 'complete', false)).status).toBe(200);
    expect((await guestRespond(suite.api, r.accessToken, item, 'complete', true)).status).toBe(200);
    await waitFor(async () => (await ownerShare(suite.api, s.owner, s.checklist.id, r.shareId)).review?.state === 'submitted');
    await suite.api.post(`/api/checklist/${s.checklist.id}/shares/${r.shareId}/review`, { acceptAll: true }, s.owner.token);
    const records = (await suite.api.get<CompletionRecordList>(`/api/guest/shared/${r.accessToken}/records`)).body.records;
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ code: old, supersededBy: records[1]!.id });
    expect(records[1]).toMatchObject({ supersededBy: null });
    expect(await verifyCode(old)).toMatchObject({ valid: true, superseded: true, problems: [] });
    expect(await verifyCode(records[1]!.code)).toMatchObject({ valid: true, superseded: false });

    // Both records are in the owner's account export, with the signed record itself.
    const exported = (await suite.api.get<AccountExport>('/api/user/export-data', s.owner.token)).body;
    const share = exported.checklists.find((c) => c.id === s.checklist.id)!.shares.find((x) => x.id === r.shareId)!;
    expect(share.records?.map((x) => [x.code, x.supersededBy])).toEqual([[old, records[1]!.id], [records[1]!.code, null]]);
    expect(share.records?.[1]?.jws.split('.')[1]).toBe(Buffer.from(canonicalize(share.records?.[1]?.record) as string).toString('base64url'));
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
