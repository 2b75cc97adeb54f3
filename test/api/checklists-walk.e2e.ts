import { CHECKLIST_MESSAGES, CHECKLIST_PAGE_SIZE, CURSOR_MESSAGES, type ChecklistPage, type ChecklistSummary } from '@ticklist/contracts';
import { registerVerifiedOwner, type Owner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { bodyFrom } from './support/checklist-update';
import { expectErrorBody } from './support/http';
import { guestRespond, shareChecklist, accessTokenFromOutbox, guestEmail } from './support/sharing';
import { useTestServer } from './support/test-server';

/** Keeping a copy in step (issue 42): `GET /api/checklist?cursor=&updatedSince=`, a walk in (updatedAt, id) order. */
describe('checklists: a walk by updatedAt', () => {
  const suite = useTestServer();

  const list = async (owner: Owner, query: string): Promise<ChecklistPage> => {
    const res = await suite.api.get<ChecklistPage>(`/api/checklist?${query}`, owner.token);
    expect(res.status).toBe(200);
    return res.body;
  };
  const rename = async (owner: Owner, checklist: ChecklistSummary, title: string) => {
    const res = await suite.api.put(`/api/checklist/${checklist.id}/update`, { ...bodyFrom(checklist), title }, owner.token);
    expect(res.status).toBe(200);
  };
  const ascending = (a: ChecklistSummary, b: ChecklistSummary) => a.updatedAt! < b.updatedAt! || (a.updatedAt === b.updatedAt && a.id < b.id);

  /** Every page from `query` on, following next_cursor, with `during(n)` run once page n is handed out (before page n + 1). */
  async function walk(owner: Owner, query: string, during: (n: number) => Promise<unknown> = async () => {}): Promise<ChecklistSummary[]> {
    const seen: ChecklistSummary[] = [];
    let next = query;
    for (let n = 1; n < 50; n++) {
      const page = await list(owner, next);
      await during(n);
      expect(page.pagination).toMatchObject({ per_page: CHECKLIST_PAGE_SIZE, next_page: null, has_next: page.pagination.next_cursor !== null });
      seen.push(...page.items);
      if (page.pagination.next_cursor === null) return seen;
      next = `cursor=${encodeURIComponent(page.pagination.next_cursor!)}`;
    }
    throw new Error('the walk did not end');
  }

  it('walks every checklist once in (updatedAt, id) order; one changed during the walk comes again later, none is lost', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const other = await registerVerifiedOwner(suite.api, suite.server);
    await createChecklist(suite.api, other.token, { title: 'Not yours' });
    const made: ChecklistSummary[] = [];
    for (let n = 1; n <= 2 * CHECKLIST_PAGE_SIZE + 5; n++) made.push(await createChecklist(suite.api, owner.token, { title: `List ${n}` }));
    const email = guestEmail();
    await shareChecklist(suite.api, owner.token, made[20]!.id, [email]);
    const accessToken = await accessTokenFromOutbox(suite.server, email);

    // After pages 1 and 2: one already handed out is renamed, one still to come is ticked by its recipient, one more is made.
    const changed = new Set([made[0]!.id, made[20]!.id]);
    let added: ChecklistSummary | undefined;
    const seen = await walk(owner, 'updatedSince=2000-01-01T00:00:00Z', async (n) => {
      if (n === 1) await rename(owner, made[0]!, 'List 1 renamed');
      if (n === 2) {
        const [, made26] = await Promise.all([
          guestRespond(suite.api, accessToken, made[20]!.items[0]!.id, 'complete', true),
          createChecklist(suite.api, owner.token, { title: 'Made during the walk' }),
        ]);
        added = made26;
      }
    });

    const ids = seen.map((c) => c.id);
    const all = [...made.map((c) => c.id), added!.id];
    expect(new Set(ids)).toEqual(new Set(all));
    for (const id of all) if (!changed.has(id)) expect(ids.filter((x) => x === id)).toHaveLength(1);
    // The renamed one came again later, renamed; the walk is in strictly ascending (updatedAt, id) order.
    expect(seen.filter((c) => c.id === made[0]!.id).map((c) => c.title)).toEqual(['List 1', 'List 1 renamed']);
    for (let i = 1; i < seen.length; i++) expect(ascending(seen[i - 1]!, seen[i]!)).toBe(true);
    for (const c of seen) expect(c.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    // Each one's last appearance is as it stands now (nothing changed after the walk's second page).
    const now = await list(owner, 'page=1&status=any');
    const lastSeen = new Map(seen.map((c) => [c.id, c.updatedAt]));
    for (const c of now.items) expect(lastSeen.get(c.id)).toBe(c.updatedAt);
  });

  it('updatedSince keeps what changed at or after it (checklist, items, shares, progress); q and status apply; page alone answers as before', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const quiet = await createChecklist(suite.api, owner.token, { title: 'Alpha quiet' });
    const renamed = await createChecklist(suite.api, owner.token, { title: 'Alpha renamed' });
    const shared = await createChecklist(suite.api, owner.token, { title: 'Alpha shared' });
    const ticked = await createChecklist(suite.api, owner.token, { title: 'Beta ticked' });
    const closed = await createChecklist(suite.api, owner.token, { title: 'Alpha closed' });
    const email = guestEmail();
    await shareChecklist(suite.api, owner.token, ticked.id, [email]);
    const accessToken = await accessTokenFromOutbox(suite.server, email);
    const lastBefore = await createChecklist(suite.api, owner.token, { title: 'Alpha last made' });
    const before = await list(owner, 'page=1');
    // Today's answer: no next_cursor; each summary gains updatedAt only.
    expect(before.pagination).toEqual({ page: 1, per_page: CHECKLIST_PAGE_SIZE, total: 6, has_next: false, next_page: null });
    const since = before.items.find((c) => c.id === lastBefore.id)!.updatedAt!;
    expect(before.items.map((c) => c.updatedAt!).sort().at(-1)).toBe(since);

    await rename(owner, renamed, 'Alpha renamed again');
    await shareChecklist(suite.api, owner.token, shared.id, [guestEmail()]);
    expect((await guestRespond(suite.api, accessToken, ticked.items[0]!.id, 'complete', true)).status).toBe(200);
    expect((await suite.api.post(`/api/checklist/${closed.id}/close`, undefined, owner.token)).status).toBe(200);

    const changed = await list(owner, `updatedSince=${encodeURIComponent(since)}&status=any`);
    // At or after: the last one changed before is there again, unchanged; the quiet one is not.
    expect(changed.items.map((c) => c.id)).toEqual([lastBefore.id, renamed.id, shared.id, ticked.id, closed.id]);
    expect(changed.items.map((c) => c.id)).not.toContain(quiet.id);
    expect(changed.pagination).toEqual({ page: 1, per_page: CHECKLIST_PAGE_SIZE, total: 5, has_next: false, next_page: null, next_cursor: null });
    const byId = new Map(changed.items.map((c) => [c.id, c]));
    for (const c of before.items) if (byId.has(c.id) && c.id !== lastBefore.id) expect(byId.get(c.id)!.updatedAt! > c.updatedAt!).toBe(true);

    // status=all leaves the closed one out; q applies; microseconds count (a moment after the last change: nothing).
    expect((await list(owner, `updatedSince=${encodeURIComponent(since)}&q=alpha`)).items.map((c) => c.title)).toEqual(
      changed.items.filter((c) => c.title.startsWith('Alpha') && c.id !== closed.id).map((c) => c.title),
    );
    const last = changed.items.at(-1)!.updatedAt!;
    const afterLast = `${last.slice(0, 20)}${String(Number(last.slice(20, 26)) + 1).padStart(6, '0')}Z`;
    expect((await list(owner, `updatedSince=${encodeURIComponent(afterLast)}&status=any`)).items).toEqual([]);
    expect((await list(owner, `updatedSince=${encodeURIComponent(last)}&status=any&shares=none`)).items.map((c) => c.id)).toEqual([closed.id]);
  });

  it('a page after a cursor brings again each checklist changed since: a recipient revoked, one removed, one ticking', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const [revoked, removed, ticked] = [await createChecklist(suite.api, owner.token, { title: 'Revoked' }), await createChecklist(suite.api, owner.token, { title: 'Removed' }), await createChecklist(suite.api, owner.token, { title: 'Ticked' })];
    const emails = [guestEmail(), guestEmail(), guestEmail()];
    for (const [n, c] of [revoked, removed, ticked].entries()) await shareChecklist(suite.api, owner.token, c.id, [emails[n]!]);
    const accessToken = await accessTokenFromOutbox(suite.server, emails[2]!);
    const shareOf = async (c: ChecklistSummary) => (await suite.api.get<{ shares: { id: string }[] }>(`/api/checklist/${c.id}/shares`, owner.token)).body.shares[0]!.id;
    const [revokedShare, removedShare] = [await shareOf(revoked), await shareOf(removed)];
    for (let n = 1; n <= CHECKLIST_PAGE_SIZE; n++) await createChecklist(suite.api, owner.token, { title: `List ${n}` });

    // The three are on the first page; each changes by a stamp of its own (shares, removed_shares, share_progress) after it.
    const seen = await walk(owner, 'updatedSince=2000-01-01T00:00:00Z', async (n) => {
      if (n !== 1) return;
      expect((await suite.api.post(`/api/checklist/${revoked.id}/shares/${revokedShare}/revoke`, undefined, owner.token)).status).toBe(200);
      expect((await suite.api.delete(`/api/checklist/${removed.id}/shares/${removedShare}`, owner.token)).status).toBe(204);
      expect((await guestRespond(suite.api, accessToken, ticked.items[0]!.id, 'complete', true)).status).toBe(200);
    });
    expect(seen.slice(CHECKLIST_PAGE_SIZE).map((c) => c.title)).toEqual(['List 8', 'List 9', 'List 10', 'Revoked', 'Removed', 'Ticked']);
  });

  // Two sessions at once: PostgreSQL only (the embedded PGlite is one session).
  (process.env.DATABASE_URL ? it : it.skip)('a change still being saved is not jumped over: later ones wait until it commits (PostgreSQL)', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    const held = await createChecklist(suite.api, owner.token, { title: 'Held' });
    const runner = suite.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      // Stamped now, committed only after a checklist made later has committed.
      await runner.query(`UPDATE checklists SET title = 'Held renamed' WHERE id = $1`, [held.id]);
      const later = await createChecklist(suite.api, owner.token, { title: 'Made later' });
      const first = await list(owner, `updatedSince=${encodeURIComponent(held.updatedAt!)}`);
      expect(first.items.map((c) => c.title)).toEqual(['Held']);
      expect(first.pagination.next_cursor).toEqual(expect.any(String));
      await runner.commitTransaction();
      const rest = await walk(owner, `cursor=${encodeURIComponent(first.pagination.next_cursor!)}`);
      expect(rest.map((c) => [c.id, c.title])).toEqual([[held.id, 'Held renamed'], [later.id, 'Made later']]);
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('refuses page with cursor, a cursor no page gave and a time that is not one, each a 422 keyed by its field', async () => {
    const owner = await registerVerifiedOwner(suite.api, suite.server);
    for (let n = 0; n <= CHECKLIST_PAGE_SIZE; n++) await createChecklist(suite.api, owner.token, { title: `List ${n}` });
    const cursor = (await list(owner, 'updatedSince=2000-01-01T00:00:00%2B02:00')).pagination.next_cursor!;
    expect(cursor).toEqual(expect.any(String));
    const cases: Array<[string, string, string]> = [
      [`page=2&cursor=${encodeURIComponent(cursor)}`, 'cursor', CHECKLIST_MESSAGES.cursorWithPage],
      ['cursor=bm90LWEtY3Vyc29y', 'cursor', CURSOR_MESSAGES.invalid],
      ['cursor=%25%25', 'cursor', CURSOR_MESSAGES.invalid],
      ['updatedSince=yesterday', 'updatedSince', CHECKLIST_MESSAGES.updatedSinceInvalid],
      ['updatedSince=2026-02-30T00:00:00Z', 'updatedSince', CHECKLIST_MESSAGES.updatedSinceInvalid],
      ['updatedSince=2026-01-01T00:00:00', 'updatedSince', CHECKLIST_MESSAGES.updatedSinceInvalid],
    ];
    for (const [query, field, message] of cases) {
      const res = await suite.api.get(`/api/checklist?${query}`, owner.token);
      expect({ query, status: res.status }).toEqual({ query, status: 422 });
      expectErrorBody(res.body);
      expect(res.body.errors).toEqual({ [field]: [message] });
    }
    const second = await list(owner, `cursor=${encodeURIComponent(cursor)}`);
    expect(second.items).toHaveLength(1);
    expect(second.pagination).toEqual({ page: 1, per_page: CHECKLIST_PAGE_SIZE, total: CHECKLIST_PAGE_SIZE + 1, has_next: false, next_page: null, next_cursor: null });
  });
});
