import {
  CHECKLIST_MESSAGES,
  FOLLOW_UP_MESSAGES,
  type ChecklistPage,
  type ChecklistSummary,
  type ShareActivityEvent,
  type ShareActivityPage,
} from '@ticklist/contracts';
import { registerVerifiedOwner } from './support/accounts';
import { ownerShare, sharedChecklist } from './support/follow-up';
import { expectCursorError, expectErrorBody } from './support/http';
import { closeAllSockets, connect, watchChecklist, type TestSocket } from './support/realtime';
import { guestRespond, guestSeen, guestView } from './support/sharing';
import { useTestServer } from './support/test-server';
import { waitFor } from '../kit';

/** A recipient's activity record and timeline (issue 18). */
describe('recipients: activity timeline', () => {
  const suite = useTestServer();
  afterEach(() => closeAllSockets());

  const activityPath = (checklistId: string, shareId: string) => `/api/checklist/${checklistId}/shares/${shareId}/activity`;
  const page = (token: string, checklistId: string, shareId: string, cursor?: string) =>
    suite.api.get<ShareActivityPage>(`${activityPath(checklistId, shareId)}${cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`}`, token);

  /** An owner socket subscribed to the checklist, recording every event it hears. */
  async function watcher(token: string, checklistId: string): Promise<{ socket: TestSocket; events: Array<{ name: string; payload: unknown }> }> {
    const events: Array<{ name: string; payload: unknown }> = [];
    const socket = await watchChecklist(suite.server.url, token, checklistId, (s) => s.onAny((name: string, payload: unknown) => events.push({ name, payload })));
    return { socket, events };
  }

  it('records a scripted guest session, newest first, live, and never a note\'s text', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
    const [r] = recipients as [(typeof recipients)[0]];
    const [a, b] = [checklist.items[0]!, checklist.items[1]!];
    const note = `PRIVATE-NOTE-${r.shareId.slice(0, 8)}`;
    const watch = await watcher(owner.token, checklist.id);
    expect((await ownerShare(suite.api, owner, checklist.id, r.shareId)).firstOpenedAt).toBeNull();

    expect((await guestView(suite.api, r.accessToken)).status).toBe(200); // reading the page: not an opening
    expect((await ownerShare(suite.api, owner, checklist.id, r.shareId)).firstOpenedAt).toBeNull();
    expect((await guestSeen(suite.api, r.accessToken)).status).toBe(204);
    const opened = (await ownerShare(suite.api, owner, checklist.id, r.shareId)).firstOpenedAt;
    expect(opened).toEqual(expect.any(String));
    expect((await guestRespond(suite.api, r.accessToken, a.id, 'complete', true)).status).toBe(200);
    expect((await guestRespond(suite.api, r.accessToken, a.id, 'complete', true)).status).toBe(200); // no change: nothing recorded
    expect((await guestRespond(suite.api, r.accessToken, a.id, 'complete', false)).status).toBe(200);
    expect((await guestRespond(suite.api, r.accessToken, b.id, 'notes', note)).status).toBe(200);
    expect((await guestSeen(suite.api, r.accessToken)).status).toBe(204); // the same day: no second "opened"

    const res = await page(owner.token, checklist.id, r.shareId);
    expect(res.status).toBe(200);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.entries.map((e) => [e.kind, e.item?.id])).toEqual([
      ['note_saved', b.id],
      ['item_unticked', a.id],
      ['item_ticked', a.id],
      ['opened', undefined],
    ]);
    expect(res.body.entries[0]!.item).toEqual({ id: b.id, text: b.text });
    expect(res.body.entries[3]!.at).toBe(opened);
    const times = res.body.entries.map((e) => Date.parse(e.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect((await ownerShare(suite.api, owner, checklist.id, r.shareId)).firstOpenedAt).toBe(opened);

    // The same entries reached the owner's room, as they were recorded.
    await waitFor(() => watch.events.filter((e) => e.name === 'share:activity').length >= 4, { describe: () => JSON.stringify(watch.events) });
    const pushed = watch.events.filter((e) => e.name === 'share:activity').map((e) => e.payload as ShareActivityEvent);
    expect(pushed.map((e) => ({ ...e }))).toEqual(
      [...res.body.entries].reverse().map((entry) => ({ checklistId: checklist.id, shareId: r.shareId, entry })),
    );

    // The note's text is nowhere the owner looks: timeline, edit, list, events, export.
    const edit = await suite.api.get<ChecklistSummary>(`/api/checklist/${checklist.id}/edit`, owner.token);
    const list = await suite.api.get<ChecklistPage>('/api/checklist', owner.token);
    const exported = await suite.api.get('/api/user/export-data', owner.token);
    expect(exported.status).toBe(200);
    for (const body of [res.body, edit.body, list.body, exported.body, watch.events]) expect(JSON.stringify(body)).not.toContain(note);
    // The export carries the record itself, oldest first.
    const exportedShare = (exported.body as any).checklists.find((c: any) => c.id === checklist.id).shares[0];
    expect(exportedShare.activity).toEqual(
      [...res.body.entries].reverse().map((e) => ({ kind: e.kind, itemId: e.item?.id ?? null, at: e.at })),
    );
  });

  it('records one opening per day of use, and the link revoked and renewed', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
    const [r] = recipients as [(typeof recipients)[0]];
    expect((await guestSeen(suite.api, r.accessToken)).status).toBe(204);
    const first = (await ownerShare(suite.api, owner, checklist.id, r.shareId)).firstOpenedAt;
    // As if the first opening was yesterday's: today's opens a new day of use.
    await suite.db.query(`UPDATE shares SET opened_on = opened_on - 1 WHERE id = $1`, [r.shareId]);
    await Promise.all([guestSeen(suite.api, r.accessToken), guestSeen(suite.api, r.accessToken), guestSeen(suite.api, r.accessToken)]);

    const base = `/api/checklist/${checklist.id}/shares/${r.shareId}`;
    expect((await suite.api.post(`${base}/revoke`, undefined, owner.token)).status).toBe(200);
    expect((await suite.api.post(`${base}/revoke`, undefined, owner.token)).status).toBe(200); // already revoked: nothing new
    expect((await suite.api.post(`${base}/renew`, undefined, owner.token)).status).toBe(200);

    const res = await page(owner.token, checklist.id, r.shareId);
    expect(res.body.entries.map((e) => e.kind)).toEqual(['link_renewed', 'link_revoked', 'opened', 'opened']);
    expect(res.body.entries.every((e) => e.item === undefined)).toBe(true);
    expect((await ownerShare(suite.api, owner, checklist.id, r.shareId)).firstOpenedAt).toBe(first);
  });

  it('pages 20 at a time with an opaque cursor, oldest last; a bad cursor is the one cursor error', async () => {
    const { owner, checklist, recipients } = await sharedChecklist(suite.api, suite.server, 1);
    const [r] = recipients as [(typeof recipients)[0]];
    const item = checklist.items[0]!.id;
    for (let i = 0; i < 45; i++) expect((await guestRespond(suite.api, r.accessToken, item, 'complete', i % 2 === 0)).status).toBe(200);

    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const res = await page(owner.token, checklist.id, r.shareId, cursor);
      expect(res.status).toBe(200);
      sizes.push(res.body.entries.length);
      seen.push(...res.body.entries.map((e) => e.id));
      cursor = res.body.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(new Set(seen).size).toBe(45);
    const kinds = (await suite.db.query(`SELECT id::text, kind FROM share_activity WHERE share_id = $1 ORDER BY at DESC, id DESC`, [r.shareId])) as {
      id: string;
    }[];
    expect(seen).toEqual(kinds.map((k) => k.id));

    // The one cursor error of every cursor list (issue 42); an empty cursor is the first page, as on every list.
    for (const bad of ['nonsense', 'MTIz', 'x'.repeat(200)]) expectCursorError(await page(owner.token, checklist.id, r.shareId, bad));
    expect((await page(owner.token, checklist.id, r.shareId, '')).body.entries).toHaveLength(20);
  });

  it('another owner\'s checklist or share is a 404 with the contract\'s body', async () => {
    const mine = await sharedChecklist(suite.api, suite.server, 1);
    const other = await sharedChecklist(suite.api, suite.server, 1);
    const stranger = await registerVerifiedOwner(suite.api, suite.server);
    const share = mine.recipients[0]!.shareId;

    const cases: Array<[string, string, string]> = [
      [stranger.token, activityPath(mine.checklist.id, share), CHECKLIST_MESSAGES.notFound],
      [mine.owner.token, activityPath(mine.checklist.id, other.recipients[0]!.shareId), FOLLOW_UP_MESSAGES.shareNotFound],
      [mine.owner.token, activityPath(other.checklist.id, other.recipients[0]!.shareId), CHECKLIST_MESSAGES.notFound],
      [mine.owner.token, activityPath(mine.checklist.id, '00000000-0000-4000-8000-000000000000'), FOLLOW_UP_MESSAGES.shareNotFound],
      [mine.owner.token, activityPath(mine.checklist.id, 'not-a-uuid'), FOLLOW_UP_MESSAGES.shareNotFound],
    ];
    for (const [token, path, message] of cases) {
      const res = await suite.api.get(path, token);
      expect(res.status).toBe(404);
      expectErrorBody(res.body);
      expect(res.body).toMatchObject({ message });
    }
    expect((await suite.api.get(activityPath(mine.checklist.id, share))).status).toBe(401);
  });

  it('a guest socket hears nothing of the activity', async () => {
    const { checklist, recipients } = await sharedChecklist(suite.api, suite.server, 2);
    const [r1, r2] = recipients as [(typeof recipients)[0], (typeof recipients)[0]];
    const guest = await connect(suite.server.url, { accessToken: r1.accessToken });
    const heard: string[] = [];
    guest.onAny((name: string) => heard.push(name));
    expect((await guestRespond(suite.api, r2.accessToken, checklist.items[0]!.id, 'complete', true)).status).toBe(200);
    expect((await guestRespond(suite.api, r1.accessToken, checklist.items[0]!.id, 'complete', true)).status).toBe(200);
    // Its own tick's progress comes through; activity and delivery never do.
    await waitFor(() => heard.includes('share:progress'), { describe: () => heard.join() });
    expect(heard.filter((n) => n !== 'share:progress')).toEqual([]);
  });
});
