import { CHECKLIST_MESSAGES, RESULTS_TEXTS as T, type ChecklistSummary } from '@ticklist/contracts';
import { registerOwner, registerVerifiedOwner, type Owner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { parseCsv } from './support/csv';
import { accessTokenFromOutbox, guestEmail, guestRespond, shareChecklist } from './support/sharing';
import { useTestServer } from './support/test-server';

const MINUTE = /^\d{4}-\d\d-\d\d \d\d:\d\d$/;
/** An ISO moment as the CSV writes it in UTC: `YYYY-MM-DD HH:MM`. */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

/**
 * GET /api/checklist/{id}/results.csv (one long table: a row per recipient and item) and
 * results-summary.csv (a row per recipient), for the owner's records: never notes. Issue 44.
 */
describe('results export (CSV)', () => {
  const suite = useTestServer();
  let owner: Owner;

  beforeAll(async () => {
    owner = await registerVerifiedOwner(suite.api, suite.server);
  });

  /** Through the suite's client, so the answer is checked against the OpenAPI document. */
  const download = async (id: string, file = 'results.csv', query = '') => {
    const res = await suite.api.get(`/api/checklist/${id}/${file}${query}`, owner.token);
    expect(res.status).toBe(200);
    return parseCsv(res.body as string);
  };
  const shareIdOf = async (checklistId: string, email: string): Promise<string> => {
    const [row] = await suite.db.query(
      `SELECT s.id FROM shares s JOIN users u ON u.id = s.recipient_id WHERE s.checklist_id = $1 AND u.email = lower($2)`,
      [checklistId, email],
    );
    return row.id;
  };

  it('lists one row per recipient and item and nothing else, in UTF-8 with a BOM, notes left out', async () => {
    const items = [
      { text: 'Sign, then "date" the contract', description: null, displayOrder: 1 },
      { text: '=Return the badge', description: null, displayOrder: 2 },
      { text: 'Café meeting ☕', description: null, displayOrder: 3 },
    ];
    const checklist = await createChecklist(suite.api, owner.token, { title: 'Offboarding résumé', items });
    const [early, late] = [guestEmail('early'), guestEmail('late')];
    await shareChecklist(suite.api, owner.token, checklist.id, [early]);
    await shareChecklist(suite.api, owner.token, checklist.id, [late]);
    const earlyToken = await accessTokenFromOutbox(suite.server, early);
    const lateToken = await accessTokenFromOutbox(suite.server, late);
    const [first, second, third] = checklist.items;
    const ticked: string[] = [];
    for (const item of [first!, second!, third!]) {
      const res = await guestRespond(suite.api, earlyToken, item.id, 'complete', true);
      expect(res.status).toBe(200);
      ticked.push(res.body.response.updatedAt);
    }
    expect((await guestRespond(suite.api, earlyToken, first!.id, 'notes', 'PRIVATE-NOTE-early')).status).toBe(200);
    const lateTick = await guestRespond(suite.api, lateToken, second!.id, 'complete', true);
    expect((await guestRespond(suite.api, lateToken, third!.id, 'notes', 'PRIVATE-NOTE-late')).status).toBe(200);
    const lateShare = await shareIdOf(checklist.id, late);
    expect((await suite.api.put(`/api/checklist/${checklist.id}/shares/${lateShare}`, { dueAt: '2026-07-01T16:45:00.000Z' }, owner.token)).status).toBe(200);
    await suite.db.query(`UPDATE shares SET first_opened_at = '2026-01-15T23:10:00Z' WHERE id = $1`, [lateShare]);

    const raw = await fetch(`${suite.server.url}/api/checklist/${checklist.id}/results.csv`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(raw.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Offboarding résumé - results.csv')}`);
    const bytes = Buffer.from(await raw.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).not.toContain('PRIVATE-NOTE');

    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(['Recipient', 'Access', 'Item no.', 'Item', 'Done', 'Done at (UTC)', 'Opened at (UTC)', 'Due at (UTC)', 'Answer']);
    expect(rows.slice(1)).toEqual([
      [early, T.active, '1', 'Sign, then "date" the contract', T.yes, utcMinute(ticked[0]!), '', '', ''],
      [early, T.active, '2', "'=Return the badge", T.yes, utcMinute(ticked[1]!), '', '', ''],
      [early, T.active, '3', 'Café meeting ☕', T.yes, utcMinute(ticked[2]!), '', '', ''],
      [late, T.active, '1', 'Sign, then "date" the contract', T.no, '', '2026-01-15 23:10', '2026-07-01 16:45', ''],
      [late, T.active, '2', "'=Return the badge", T.yes, utcMinute(lateTick.body.response.updatedAt), '2026-01-15 23:10', '2026-07-01 16:45', ''],
      [late, T.active, '3', 'Café meeting ☕', T.no, '', '2026-01-15 23:10', '2026-07-01 16:45', ''],
    ]);
  });

  it('writes dates in the zone asked for (`?tz=`), named in each date header; an unknown zone is a 422 keyed tz', async () => {
    const checklist = await createChecklist(suite.api, owner.token, { title: 'Zones' });
    const guest = guestEmail('zoned');
    await shareChecklist(suite.api, owner.token, checklist.id, [guest]);
    // The checklist's due moment applies to a share without its own (set here: the API refuses past ones).
    await suite.db.query(`UPDATE checklists SET due_at = '2026-03-29T00:30:00Z' WHERE id = $1`, [checklist.id]);
    const shareId = await shareIdOf(checklist.id, guest);
    await suite.db.query(`UPDATE shares SET first_opened_at = '2026-01-15T23:10:00Z' WHERE id = $1`, [shareId]);
    await suite.db.query(
      `INSERT INTO item_responses (share_id, item_id, complete, completed_at) VALUES ($1, $2, true, '2026-10-25T00:59:00Z')`,
      [shareId, checklist.items[0]!.id],
    );

    const dated = (rows: string[][]) => rows.slice(1).map((r) => r.slice(4, 8));
    const utc = await download(checklist.id);
    expect(rows0(utc)).toEqual(T.csvHeader('UTC'));
    expect(dated(utc)[0]).toEqual([T.yes, '2026-10-25 00:59', '2026-01-15 23:10', '2026-03-29 00:30']);
    expect(await download(checklist.id, 'results.csv', '?tz=UTC')).toEqual(utc);

    // Paris: CET in January, CEST from 01:00 UTC on 29 March, CET again from 01:00 UTC on 25 October.
    const paris = await download(checklist.id, 'results.csv', '?tz=europe/paris');
    expect(rows0(paris)).toEqual(['Recipient', 'Access', 'Item no.', 'Item', 'Done', 'Done at (Europe/Paris)', 'Opened at (Europe/Paris)', 'Due at (Europe/Paris)', 'Answer']);
    expect(dated(paris)[0]).toEqual([T.yes, '2026-10-25 02:59', '2026-01-16 00:10', '2026-03-29 01:30']);
    const newYork = await download(checklist.id, 'results.csv', '?tz=America/New_York');
    expect(dated(newYork)[0]).toEqual([T.yes, '2026-10-24 20:59', '2026-01-15 18:10', '2026-03-28 20:30']);
    for (const row of dated(newYork)) for (const cell of row.slice(1)) if (cell) expect(cell).toMatch(MINUTE);

    const summary = await download(checklist.id, 'results-summary.csv', '?tz=Asia/Tokyo');
    expect(rows0(summary)).toEqual(T.summaryHeader('Asia/Tokyo'));
    expect(summary[1]!.slice(5)).toEqual(['2026-01-16 08:10', '2026-03-29 09:30']);

    for (const file of ['results.csv', 'results-summary.csv']) {
      for (const tz of ['Mars/Olympus_Mons', '+01:00', 'Europe/../Paris', 'x'.repeat(80), 'Paris%00']) {
        const res = await suite.api.get(`/api/checklist/${checklist.id}/${file}?tz=${encodeURIComponent(tz)}`, owner.token);
        expect({ tz, status: res.status, body: res.body }).toEqual({ tz, status: 422, body: { message: expect.any(String), errors: { tz: [T.timeZoneInvalid] } } });
      }
    }
  });

  it('results.csv: the Answer column writes each typed answer in words and files by name and sha256 (issue 46)', async () => {
    const made = await suite.api.post<ChecklistSummary>('/api/checklist/create', {
      title: 'Answered',
      items: [
        { text: 'Keys handed over', displayOrder: 1 },
        { text: 'Fire exit clear?', displayOrder: 2, kind: 'yesno', settings: { naAllowed: true } },
        { text: 'Fridge', displayOrder: 3, kind: 'number', settings: { unit: '°C', decimals: 1 } },
        { text: 'Rooms', displayOrder: 4, kind: 'choice', settings: { options: ['Kitchen', 'Hall'], multiple: true } },
        { text: 'Meter', displayOrder: 5, kind: 'photo' },
      ],
    }, owner.token);
    const id = (text: string) => made.body.items.find((i) => i.text === text)!.id;
    const guest = guestEmail('answered');
    await shareChecklist(suite.api, owner.token, made.body.id, [guest]);
    const token = await accessTokenFromOutbox(suite.server, guest);
    await guestRespond(suite.api, token, id('Keys handed over'), 'complete', true);
    await guestRespond(suite.api, token, id('Fire exit clear?'), 'answer', 'na');
    await guestRespond(suite.api, token, id('Fridge'), 'answer', 3.5);
    await guestRespond(suite.api, token, id('Rooms'), 'answer', ['Hall', 'Kitchen']);
    const sha = 'a'.repeat(64);
    await suite.db.query(
      `INSERT INTO item_files (share_id, item_id, name, type, size, sha256, store) VALUES ($1, $2, 'meter.jpg', 'image/jpeg', 3, $3, 'database')`,
      [await shareIdOf(made.body.id, guest), id('Meter'), sha],
    );
    const rows = await download(made.body.id);
    expect(rows.slice(1).map((r) => [r[3], r[8]])).toEqual([
      ['Keys handed over', ''], ['Fire exit clear?', 'N/A'], ['Fridge', '3.5 °C'], ['Rooms', 'Kitchen; Hall'], ['Meter', `meter.jpg (sha256 ${sha})`],
    ]);
  });

  it('results-summary.csv has one row per recipient: items done of all, when all were done, opened and due', async () => {
    const checklist = await createChecklist(suite.api, owner.token, { title: 'Summed up' });
    const [all, some, none] = [guestEmail('all'), guestEmail('some'), guestEmail('none')];
    await shareChecklist(suite.api, owner.token, checklist.id, [all, some, none]);
    const [allToken, someToken] = [await accessTokenFromOutbox(suite.server, all), await accessTokenFromOutbox(suite.server, some)];
    const ticks: string[] = [];
    for (const item of checklist.items) ticks.push((await guestRespond(suite.api, allToken, item.id, 'complete', true)).body.response.updatedAt);
    expect((await guestRespond(suite.api, someToken, checklist.items[0]!.id, 'complete', true)).status).toBe(200);
    expect((await guestRespond(suite.api, someToken, checklist.items[1]!.id, 'notes', 'PRIVATE-NOTE-summary')).status).toBe(200);

    const raw = await fetch(`${suite.server.url}/api/checklist/${checklist.id}/results-summary.csv`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(raw.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Summed up - results summary.csv')}`);
    const bytes = Buffer.from(await raw.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).not.toContain('PRIVATE-NOTE');

    const n = String(checklist.items.length);
    const rows = await download(checklist.id, 'results-summary.csv');
    expect(rows[0]).toEqual(T.summaryHeader('UTC'));
    const byRecipient = (a: string[], b: string[]) => a[0]!.localeCompare(b[0]!);
    expect(rows.slice(1).sort(byRecipient)).toEqual([
      [all.toLowerCase(), T.active, n, n, utcMinute([...ticks].sort().at(-1)!), '', ''],
      [some.toLowerCase(), T.active, '1', n, '', '', ''],
      [none.toLowerCase(), T.active, '0', n, '', '', ''],
    ].sort(byRecipient));
    // results.csv itself carries no summary row.
    expect((await download(checklist.id)).slice(1).every((r) => /^\d+$/.test(r[2]!))).toBe(true);
  });

  it('"done at" is when the item was completed: a note saved later does not move it, an untick clears it', async () => {
    const checklist = await createChecklist(suite.api, owner.token, { title: 'Done at stays put' });
    const guest = guestEmail('noted');
    await shareChecklist(suite.api, owner.token, checklist.id, [guest]);
    const token = await accessTokenFromOutbox(suite.server, guest);
    const [first, second] = checklist.items;
    expect((await guestRespond(suite.api, token, first!.id, 'complete', true)).status).toBe(200);
    const shareId = await shareIdOf(checklist.id, guest);
    // Moved to a known past minute, so a "done at" that followed the later saves would show it.
    await suite.db.query(`UPDATE item_responses SET completed_at = '2026-02-03T04:05:00Z' WHERE share_id = $1`, [shareId]);
    expect((await download(checklist.id))[1]!.slice(4, 6)).toEqual([T.yes, '2026-02-03 04:05']);

    expect((await guestRespond(suite.api, token, first!.id, 'notes', 'Saved later')).status).toBe(200);
    expect((await guestRespond(suite.api, token, first!.id, 'complete', true)).status).toBe(200);
    expect((await download(checklist.id))[1]!.slice(4, 6)).toEqual([T.yes, '2026-02-03 04:05']);

    // Unticked: no "done at" (and the note alone never sets one).
    expect((await guestRespond(suite.api, token, first!.id, 'complete', false)).status).toBe(200);
    expect((await guestRespond(suite.api, token, second!.id, 'notes', 'Only a note')).status).toBe(200);
    const unticked = (await download(checklist.id)).slice(1);
    expect(unticked.slice(0, 2).map((row) => [row[2], row[4], row[5]])).toEqual([['1', T.no, ''], ['2', T.no, '']]);
  });

  it('lists a recipient whose link was revoked, marked so', async () => {
    const checklist = await createChecklist(suite.api, owner.token, { title: 'With a revoked link' });
    const [kept, revoked] = [guestEmail('kept'), guestEmail('revoked')];
    await shareChecklist(suite.api, owner.token, checklist.id, [kept, revoked]);
    const shareId = await shareIdOf(checklist.id, revoked);
    expect((await suite.api.post(`/api/checklist/${checklist.id}/shares/${shareId}/revoke`, {}, owner.token)).status).toBe(200);
    for (const file of ['results.csv', 'results-summary.csv']) {
      const rows = (await download(checklist.id, file)).slice(1);
      const accessOf = (email: string) => [...new Set(rows.filter((r) => r[0] === email.toLowerCase()).map((r) => r[1]))];
      expect(accessOf(kept)).toEqual([T.active]);
      expect(accessOf(revoked)).toEqual([T.revoked]);
    }
  });

  it('streams a large audience page by page, in order, none lost or repeated, memory flat while it is read', async () => {
    const recipients = 3_000;
    const itemCount = 20;
    const checklist = await createChecklist(suite.api, owner.token, {
      title: 'Everyone',
      items: Array.from({ length: itemCount }, (_, i) => ({ text: `Step ${i + 1}`, description: null, displayOrder: i + 1 })),
    });
    const tag = checklist.id.slice(0, 8);
    // One statement: every share gets the same shared_at, so pages are told apart by id alone.
    await suite.db.query(
      `WITH g AS (INSERT INTO users (email, account_type)
                  SELECT 'bulk-' || lpad(n::text, 5, '0') || '-' || $2 || '@example.com', 'guest' FROM generate_series(1, $1::int) n RETURNING id)
       INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted)
       SELECT $3, g.id, md5(g.id::text || 'a') || md5(g.id::text || 'b'), 'fixture' FROM g`,
      [recipients, tag, checklist.id],
    );
    await suite.db.query(
      `INSERT INTO item_responses (share_id, item_id, complete, completed_at) SELECT s.id, $2, true, now() FROM shares s WHERE s.checklist_id = $1`,
      [checklist.id, checklist.items[0]!.id],
    );
    const order: Array<{ id: string; email: string }> = await suite.db.query(
      `SELECT s.id, u.email FROM shares s JOIN users u ON u.id = s.recipient_id WHERE s.checklist_id = $1 ORDER BY s.shared_at, s.id`,
      [checklist.id],
    );

    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const res = await fetch(`${suite.server.url}/api/checklist/${checklist.id}/results.csv`, { headers: { authorization: `Bearer ${owner.token}` } });
    const decoder = new TextDecoder();
    const seen: string[] = [];
    let pending = '';
    let lines = 0;
    let doneRows = 0;
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        pending += decoder.decode(chunk, { stream: true });
        const cut = pending.lastIndexOf('\r\n');
        if (cut < 0) continue;
        for (const line of pending.slice(0, cut).split('\r\n')) {
          if (lines++ === 0) continue;
          const [email, , position, , done] = line.split(',');
          if (position === '1') seen.push(email!);
          if (done === T.yes) doneRows++;
        }
        pending = pending.slice(cut + 2);
      }
    } finally {
      clearInterval(sampler);
    }
    expect(lines).toBe(1 + recipients * itemCount);
    expect(doneRows).toBe(recipients);
    expect(seen).toEqual(order.map((s) => s.email));
    const risenMb = (peak - before) / 2 ** 20;
    expect(risenMb).toBeLessThan(100);
  });

  it('a checklist nobody has it shared with gives the header alone', async () => {
    const checklist = await createChecklist(suite.api, owner.token);
    expect(await download(checklist.id)).toEqual([T.csvHeader('UTC')]);
    expect(await download(checklist.id, 'results-summary.csv')).toEqual([T.summaryHeader('UTC')]);
  });

  it('another owner\'s checklist, an unknown or malformed id is a 404; no credential a 401', async () => {
    const other = await registerOwner(suite.api, suite.server);
    const theirs = await createChecklist(suite.api, other.token);
    for (const file of ['results.csv', 'results-summary.csv']) {
      for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const res = await suite.api.get(`/api/checklist/${id}/${file}`, owner.token);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: CHECKLIST_MESSAGES.notFound });
      }
      expect((await suite.api.get(`/api/checklist/${theirs.id}/${file}`)).status).toBe(401);
    }
  });
});

const rows0 = (rows: string[][]) => rows[0];
