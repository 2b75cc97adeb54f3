import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { ANSWER_MESSAGES as A, FILE_LIMITS, FILE_MESSAGES as F, type ChecklistForEdit, type ChecklistSummary, type ItemInput } from '@ticklist/contracts';
import { fileUrlSignature } from '../../server/src/modules/files/file-url-signer';
import { freePort, spawnServer, waitHealthy, type ServerProcess } from '../kit';
import { registerVerifiedOwner } from './support/accounts';
import { Api, expectErrorBody } from './support/http';
import { accessTokenFromOutbox, guestEmail, guestRespond, guestView, shareChecklist } from './support/sharing';
import { SHARED_DATABASE_SECRET } from './support/test-server';
import { Receiver, WEBHOOK_ENV, addWebhook } from './support/webhooks';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A JPEG carrying EXIF with a GPS position, as a phone writes it. */
const jpegWithLocation = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'P1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .toBuffer();

/** A PNG whose header claims 100,000 × 100,000 pixels (a decompression bomb's shape), its CRC made right. */
async function pixelBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer();
  const ihdr = png.subarray(12, 29); // 'IHDR' + 13 bytes of data
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.writeUInt32BE(100_000, 8);
  png.writeUInt32BE(crc32(ihdr), 29);
  return png;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** Issue 46: a recipient's photos, files and signatures; read through short-lived signed URLs. */
describe('answers: files on the server', () => {
  // The built server in its own process, as deployed: Node loads the ES-module-only file-type there
  // (the in-process test servers run under Jest's module loader, which cannot). It takes S3_URL from
  // the environment (the PostgreSQL lane's scripts/ci-services.sh sets it): the same tests then run on
  // the S3 store. A small quota, so the owner's storage fills within a test.
  const secret = process.env.DATABASE_URL ? SHARED_DATABASE_SECRET : randomBytes(32).toString('hex');
  const suite = {} as { api: Api; server: { dataDir: string; inviteCode: string; url: string }; proc: ServerProcess };
  beforeAll(async () => {
    const port = String(await freePort());
    const dataDir = mkdtempSync(join(tmpdir(), 'ticklist-files-'));
    suite.server = { dataDir, inviteCode: `files-${randomBytes(4).toString('hex')}`, url: `http://127.0.0.1:${port}` };
    suite.proc = spawnServer({
      PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, INVITE_CODES: suite.server.inviteCode, JWT_SECRET: secret, APP_URL: suite.server.url,
      STORAGE_QUOTA_MB: '1', LOG_LEVEL: 'warn', REDIS_KEY_PREFIX: `files-${randomBytes(4).toString('hex')}:`,
      ...WEBHOOK_ENV,
    });
    await waitHealthy(suite.server.url, { proc: suite.proc });
    suite.api = new Api(suite.server.url);
  });
  afterAll(async () => {
    await suite.proc?.stop();
    if (suite.server) rmSync(suite.server.dataDir, { recursive: true, force: true });
  });

  const ITEMS: ItemInput[] = [
    { text: 'Photo of the meter', displayOrder: 1, kind: 'photo', settings: { maxCount: 2 } },
    { text: 'Certificate', displayOrder: 2, kind: 'file', settings: { types: ['pdf'] } },
    { text: 'Site lead', displayOrder: 3, kind: 'signature' },
    { text: 'Keys handed over', displayOrder: 4 },
  ];

  async function world() {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const made = await suite.api.post<ChecklistSummary>('/api/checklist/create', { title: 'Meter reading', items: ITEMS }, owner.token);
    const email = guestEmail();
    await shareChecklist(suite.api, owner.token, made.body.id, [email]);
    const token = await accessTokenFromOutbox(suite.server, email);
    const id = (text: string) => made.body.items.find((i) => i.text === text)!.id;
    return { owner, checklist: made.body, token, id };
  }

  let keys = 0;
  const upload = (token: string, itemId: string, bytes: Buffer, name: string, headers: Record<string, string> = {}) =>
    suite.api.request('POST', `/api/guest/shared/${token}/items/${itemId}/files`, {
      rawBody: bytes,
      headers: { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`, 'idempotency-key': `k-${++keys}`, ...headers },
    });
  const read = (url: string) => fetch(url);

  it('a photo is stored without its location, joins the answer at once, and the recipient and the owner read it through a signed URL', async () => {
    const { owner, checklist, token, id } = await world();
    const sent = await jpegWithLocation();
    expect((await sharp(sent).metadata()).exif).toBeDefined();

    const up = await upload(token, id('Photo of the meter'), sent, 'météo/../meter.jpg', { 'content-type': 'application/pdf' });
    expect(up.status).toBe(201);
    const file = up.body.file;
    expect(file).toEqual({ id: expect.any(String), name: 'meter.jpg', type: 'image/jpeg', size: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const view = await guestView(suite.api, token);
    const item = view.body.share.checklist.items.find((i) => i.id === id('Photo of the meter'))!;
    expect(item.response).toMatchObject({ complete: true, answer: [file.id], files: [{ ...file, url: expect.any(String) }] });

    const got = await read(item.response!.files![0]!.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(got.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    const stored = Buffer.from(await got.arrayBuffer());
    expect({ size: stored.length, sha256: sha256(stored) }).toEqual({ size: file.size, sha256: file.sha256 });
    const meta = await sharp(stored).metadata();
    expect({ exif: meta.exif, width: meta.width }).toEqual({ exif: undefined, width: 64 });

    const edit = await suite.api.get<ChecklistForEdit>(`/api/checklist/${checklist.id}/edit`, owner.token);
    const responses = edit.body.items.find((i) => i.id === id('Photo of the meter'))!.responses;
    expect(responses).toEqual([expect.objectContaining({ answer: [file.id], files: [{ ...file, url: expect.any(String) }] })]);
    expect((await read(responses[0]!.files![0]!.url)).status).toBe(200);

    const other = await registerVerifiedOwner(suite.api, suite.server);
    expect((await suite.api.get(`/api/checklist/${checklist.id}/edit`, other.token)).status).toBe(404);
  });

  it('webhooks: a file added or removed sends item.answered with the files\' metadata (never bytes or a signed URL)', async () => {
    const { owner, checklist, token, id } = await world();
    const rx = await new Receiver().listen();
    try {
      await addWebhook(suite.api, owner.token, rx.url, ['item.answered']);
      const photo = id('Photo of the meter');
      const up = await upload(token, photo, await jpegWithLocation(), 'meter.jpg');
      expect(up.status).toBe(201);
      expect((await suite.api.request('DELETE', `/api/guest/shared/${token}/items/${photo}/files/${up.body.file.id}`)).status).toBe(204);
      const got = await rx.waitFor((r) => r.length >= 2);
      const item = { id: photo, text: 'Photo of the meter', kind: 'photo' };
      expect(got.map((r) => r.payload.data)).toEqual([
        expect.objectContaining({ checklist: { id: checklist.id, title: 'Meter reading' }, item, answer: [up.body.file.id], flagged: false, files: [up.body.file] }),
        expect.objectContaining({ item, answer: null, flagged: false, files: [] }),
      ]);
      expect(JSON.stringify(got.map((r) => r.payload))).not.toMatch(/sig=|exp=/);
    } finally {
      await rx.stop();
    }
  });

  it('signed URLs: altered or expired → 403; once the checklist is deleted its files are gone (404)', async () => {
    const { owner, checklist, token, id } = await world();
    const up = await upload(token, id('Certificate'), PDF, 'cert.pdf');
    expect(up.status).toBe(201);
    const url = new URL((await guestView(suite.api, token)).body.share.checklist.items.find((i) => i.id === id('Certificate'))!.response!.files![0]!.url);
    const pdf = await read(url.href);
    expect({ status: pdf.status, disposition: pdf.headers.get('content-disposition') }).toEqual({ status: 200, disposition: expect.stringMatching(/^attachment;/) });

    const altered = new URL(url);
    altered.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    const expiredAt = Math.floor(Date.now() / 1000) - 1;
    const expired = new URL(url);
    expired.searchParams.set('exp', String(expiredAt));
    expired.searchParams.set('sig', fileUrlSignature(secret, up.body.file.id, expiredAt));
    for (const bad of [altered, expired]) {
      const answer = await suite.api.request('GET', bad.pathname + bad.search);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: F.linkExpired });
    }
    expect((await suite.api.request('DELETE', `/api/checklist/${checklist.id}`, { token: owner.token })).status).toBe(204);
    const gone = await suite.api.request('GET', url.pathname + url.search);
    expect(gone.status).toBe(404);
  });

  it('hostile files: the real type decides, SVG, empty, a pixel bomb and one over 20 MB are refused; a missing key or name too', async () => {
    const { token, id } = await world();
    const photo = id('Photo of the meter');
    const cases: [Buffer, string, string][] = [
      [PDF, 'meter.jpg', F.typeRefused],
      [SVG, 'meter.svg', F.typeRefused],
      [Buffer.alloc(0), 'empty.jpg', F.empty],
      [await pixelBomb(), 'bomb.png', F.tooManyPixels],
    ];
    for (const [bytes, name, message] of cases) {
      const answer = await upload(token, photo, bytes, name, { 'content-type': 'image/jpeg' });
      expect({ name, status: answer.status, errors: answer.body.errors }).toEqual({ name, status: 422, errors: { file: [message] } });
      expectErrorBody(answer.body);
    }
    const jpeg = await jpegWithLocation();
    expect((await upload(token, id('Certificate'), jpeg, 'cert.pdf')).body.errors).toEqual({ file: [F.typeRefused] });
    expect((await upload(token, id('Keys handed over'), PDF, 'keys.pdf')).body.errors).toEqual({ file: [F.noFiles] });
    expect((await upload(token, photo, jpeg, 'a.jpg', { 'idempotency-key': '' })).status).toBe(400);
    expect((await upload(token, photo, jpeg, 'a.jpg', { 'content-disposition': 'attachment' })).body.errors).toEqual({ file: [F.nameRequired] });

    const huge = await upload(token, photo, Buffer.alloc(FILE_LIMITS.maxBytes + 1, 1), 'huge.jpg');
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: F.tooLarge });
    expect((await guestView(suite.api, token)).body.share.checklist.items.find((i) => i.id === photo)!.response).toBeNull();
  });

  it('limits: an item\'s maxCount and the owner\'s quota (422 keyed file); a retried upload makes one file', async () => {
    const { token, id } = await world();
    const photo = id('Photo of the meter');
    const jpeg = await jpegWithLocation();
    const first = await upload(token, photo, jpeg, 'a.jpg', { 'idempotency-key': 'same' });
    const again = await upload(token, photo, jpeg, 'a.jpg', { 'idempotency-key': 'same' });
    expect(again.body.file).toEqual(first.body.file);
    expect((await upload(token, photo, jpeg, 'b.jpg')).status).toBe(201);
    expect((await upload(token, photo, jpeg, 'c.jpg')).body.errors).toEqual({ file: [F.tooMany(2)] });

    // 1 MB quota: two files of 0.6 MB do not fit.
    const big = Buffer.concat([PDF, Buffer.alloc(600 * 1024, 0x20)]);
    expect((await upload(token, id('Certificate'), big, 'big.pdf')).status).toBe(201);
    expect((await upload(token, id('Certificate'), big, 'big2.pdf')).body.errors).toEqual({ file: [F.quotaFull] });
  });

  it('a signature: the drawn PNG joins the signer\'s name; removing a file leaves the answer; a closed checklist takes none (409)', async () => {
    const { owner, checklist, token, id } = await world();
    const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: '#0000' } }).png().toBuffer();
    const drawn = await upload(token, id('Site lead'), png, 'signature.png');
    expect(drawn.status).toBe(201);
    const signed = await guestRespond(suite.api, token, id('Site lead'), 'answer', { name: 'Ada', fileId: drawn.body.file.id });
    expect(signed.body.response).toMatchObject({ answer: { name: 'Ada', fileId: drawn.body.file.id }, complete: true });
    expect((await guestRespond(suite.api, token, id('Site lead'), 'answer', { name: 'Ada', fileId: checklist.id })).body.errors).toEqual({ value: [A.signatureInvalid] });

    const photo = await upload(token, id('Photo of the meter'), await jpegWithLocation(), 'a.jpg');
    const removed = await suite.api.request('DELETE', `/api/guest/shared/${token}/items/${id('Photo of the meter')}/files/${photo.body.file.id}`);
    expect(removed.status).toBe(204);
    expect((await suite.api.request('DELETE', `/api/guest/shared/${token}/items/${id('Site lead')}/files/${drawn.body.file.id}`)).status).toBe(204);
    const items = (await guestView(suite.api, token)).body.share.checklist.items;
    expect(items.find((i) => i.id === id('Photo of the meter'))!.response).toMatchObject({ answer: null, complete: false, files: [] });
    expect(items.find((i) => i.id === id('Site lead'))!.response).toMatchObject({ answer: { name: 'Ada' }, complete: true, files: [] });

    expect((await suite.api.post(`/api/checklist/${checklist.id}/close`, {}, owner.token)).status).toBe(200);
    expect((await upload(token, id('Photo of the meter'), await jpegWithLocation(), 'late.jpg')).status).toBe(409);
  });
});
