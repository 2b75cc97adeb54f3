import { type ChecklistProgress, type ChecklistSnapshotEvent, type ShareProgressEvent } from '@ticklist/contracts';
import { registerVerifiedOwner, type Owner } from './support/accounts';
import { createChecklist } from './support/checklists';
import { connect, emitAck, eventsBefore, progressLike, recordProgress, socketFor, waitForEvents } from './support/realtime';
import { SUBSCRIBE_REFUSED, useRealtimeSuite } from './support/realtime-suite';
import { guestRespond } from './support/sharing';

/** What a page that connects late is given, so that a save made before it listened is not missed. */
describe('realtime catch-up: progress as it stands', () => {
  const { suite, sharedChecklist, ownerWatching, tick } = useRealtimeSuite();

  /** A checklist's counts and first page of recipients, read over HTTP. */
  async function progressOverHttp(owner: Owner, checklistId: string): Promise<ChecklistProgress> {
    const detail = await suite.api.get(`/api/checklist/${checklistId}`, owner.token);
    const page = await suite.api.get(`/api/checklist/${checklistId}/shares`, owner.token);
    expect([detail.status, page.status]).toEqual([200, 200]);
    return { counts: detail.body.checklist.counts, ...page.body };
  }

  describe('checklist:subscribe with progress: true', () => {
    /** The checklist's shares by recipient, read as the owner's page reads them. */
    async function sharesOf(owner: Owner, checklistId: string, emails: string[]): Promise<string[]> {
      const res = await suite.api.get(`/api/checklist/${checklistId}/edit`, owner.token);
      expect(res.status).toBe(200);
      return emails.map((email) => res.body.shares.find((s: { recipientUser: { email: string } }) => s.recipientUser.email === email).id);
    }

    it('answers every share\'s progress as it stands, so a tick saved before the subscribe is not missed', async () => {
      const { owner, checklist, emails, tokens } = await sharedChecklist(2);
      const [first, second, third] = checklist.items;
      const [ann, bob] = await sharesOf(owner, checklist.id, emails);
      // Saved after the owner's page read its list and before its socket joined the room: no event reaches it.
      await tick(tokens[0]!, third!.id, true);
      await tick(tokens[0]!, first!.id, true);
      await guestRespond(suite.api, tokens[0]!, second!.id, 'notes', 'my own words');
      const last = await tick(tokens[0]!, second!.id, false);

      const socket = await connect(suite.server.url, { token: owner.token });
      const events = recordProgress(socket);
      const ack = await emitAck(socket, 'checklist:subscribe', { checklistId: checklist.id, progress: true });
      // Shares in the order they were made: shared in one call, so any order of the two.
      const byShare = (a: { shareId: string }, b: { shareId: string }) => a.shareId.localeCompare(b.shareId);
      expect(ack.ok && [...(ack.progress ?? [])].sort(byShare)).toEqual(
        [
          // The owner's item order, whatever order the ticks came in; the last save's time (a tick here) and seq (its 4th save) as the version.
          { shareId: ann, completedItems: [{ itemId: first!.id }, { itemId: third!.id }], totalItems: 3, updatedAt: last.updatedAt, seq: 4 },
          { shareId: bob, completedItems: [], totalItems: 3, updatedAt: null, seq: 0 },
        ].sort(byShare),
      );
      // And the checklist's counts and first page of recipients, as the light HTTP reads answer them.
      expect(Object.keys(ack)).toEqual(['ok', 'progress', 'counts', 'shares', 'nextCursor', 'total']);
      expect(ack).toMatchObject(await progressOverHttp(owner, checklist.id));
      expect(JSON.stringify(ack)).not.toContain('my own words');

      // And the next tick comes as its event, once.
      const next = await tick(tokens[1]!, first!.id, true);
      await waitForEvents(events, 1);
      expect(events).toEqual([expect.objectContaining({ shareId: bob, itemId: first!.id, updatedAt: next.updatedAt, completedItems: [{ itemId: first!.id }] })]);
    });

    it('is refused like any subscribe for someone else\'s checklist or a guest socket; without it the answer stays { ok: true }', async () => {
      const { owner, checklist, tokens } = await sharedChecklist();
      const stranger = await registerVerifiedOwner(suite.api, suite.server);
      const strangerSocket = await connect(suite.server.url, { token: stranger.token });
      expect(await emitAck(strangerSocket, 'checklist:subscribe', { checklistId: checklist.id, progress: true })).toEqual(SUBSCRIBE_REFUSED);
      const guest = await connect(suite.server.url, { accessToken: tokens[0]! });
      expect(await emitAck(guest, 'checklist:subscribe', { checklistId: checklist.id, progress: true })).toEqual(SUBSCRIBE_REFUSED);

      await tick(tokens[0]!, checklist.items[0]!.id, true);
      const socket = await connect(suite.server.url, { token: owner.token });
      for (const progress of [undefined, false, 'yes', 1]) {
        expect(await emitAck(socket, 'checklist:subscribe', { checklistId: checklist.id, progress })).toEqual({ ok: true });
      }
    });
  });

  describe('a guest handshake with progress: true', () => {
    /** A guest socket with its events recorded from before it connects. */
    async function guestWatching(accessToken: string, auth: Record<string, unknown>): Promise<ShareProgressEvent[]> {
      const socket = socketFor(suite.server.url, { accessToken, ...auth });
      const events = recordProgress(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
        socket.connect();
      });
      return events;
    }

    it('is sent its share as it stands, once, so a tick from another device before it connected is not missed', async () => {
      const { owner, checklist, tokens } = await sharedChecklist();
      const [first, second, third] = checklist.items;
      const { events: watched } = await ownerWatching(owner, checklist.id);
      await tick(tokens[0]!, third!.id, true);
      const last = await tick(tokens[0]!, first!.id, true);
      await waitForEvents(watched, 2);

      const events = await guestWatching(tokens[0]!, { progress: true });
      await waitForEvents(events, 1);
      // Exactly the event the last tick pushed (the owner heard it): its item, state, progress and time.
      expect(events[0]).toEqual(watched[1]);
      expect(events[0]).toMatchObject({ itemId: first!.id, updatedAt: last.updatedAt, totalItems: 3 });
      expect(events[0]!.completedItems.map((c) => c.itemId).sort()).toEqual([first!.id, third!.id].sort());
      // A later tick is its own event, and nothing else came before it.
      await tick(tokens[0]!, second!.id, true);
      expect(await eventsBefore(events, progressLike({ itemId: second!.id }))).toHaveLength(1);
    });

    it('sends nothing for a share with nothing saved, nor to a guest that did not ask', async () => {
      const { checklist, tokens } = await sharedChecklist(2);
      const fresh = await guestWatching(tokens[0]!, { progress: true });
      await tick(tokens[1]!, checklist.items[0]!.id, true); // someone else's share
      const plain = await guestWatching(tokens[1]!, {});
      const nothingAsked = await guestWatching(tokens[1]!, { progress: 'yes' });

      await tick(tokens[0]!, checklist.items[1]!.id, true);
      await tick(tokens[1]!, checklist.items[1]!.id, true);
      expect(await eventsBefore(fresh, progressLike({ itemId: checklist.items[1]!.id }))).toEqual([]);
      expect(await eventsBefore(plain, progressLike({ itemId: checklist.items[1]!.id }))).toEqual([]);
      expect(await eventsBefore(nothingAsked, progressLike({ itemId: checklist.items[1]!.id }))).toEqual([]);
    });
  });

  describe('an owner handshake naming checklists', () => {
    /** An owner socket with its snapshots and share:progress events recorded from before it connects. */
    async function ownerConnecting(auth: Record<string, unknown>) {
      const socket = socketFor(suite.server.url, auth);
      const snapshots: ChecklistSnapshotEvent[] = [];
      socket.on('checklist:snapshot', (event) => snapshots.push(event));
      const events = recordProgress(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
        socket.connect();
      });
      return { socket, snapshots, events };
    }

    it('joins each checklist the owner may see and, with progress: true, sends one checklist:snapshot per checklist joined', async () => {
      const { owner, checklist, tokens } = await sharedChecklist(2);
      const second = await createChecklist(suite.api, owner.token);
      const theirs = await sharedChecklist();
      await tick(tokens[0]!, checklist.items[0]!.id, true);
      const named = [checklist.id, theirs.checklist.id, 'not-an-id', second.id, checklist.id.toUpperCase()];
      const { snapshots, events } = await ownerConnecting({ token: owner.token, subscribe: named, progress: true });
      await waitForEvents(snapshots, 2);
      expect(snapshots).toEqual([
        { checklistId: checklist.id, progress: await progressOverHttp(owner, checklist.id) },
        { checklistId: second.id, progress: await progressOverHttp(owner, second.id) },
      ]);
      expect(snapshots[0]!.progress.counts).toMatchObject({ recipients: 2, inProgress: 1 });

      // In the rooms without a subscribe; not in someone else's.
      await tick(theirs.tokens[0]!, theirs.checklist.items[0]!.id, true);
      await tick(tokens[1]!, checklist.items[1]!.id, true);
      expect(await eventsBefore(events, progressLike({ itemId: checklist.items[1]!.id }))).toEqual([]);
      expect(snapshots).toHaveLength(2);
    });

    it('without progress: true joins the rooms and sends no snapshot; a guest’s subscribe list is passed over', async () => {
      const { owner, checklist, tokens } = await sharedChecklist();
      const { snapshots, events } = await ownerConnecting({ token: owner.token, subscribe: [checklist.id] });
      const guest = await ownerConnecting({ accessToken: tokens[0]!, subscribe: [checklist.id], progress: true });
      await tick(tokens[0]!, checklist.items[0]!.id, true);
      expect(await eventsBefore(events, progressLike({ itemId: checklist.items[0]!.id }))).toEqual([]);
      expect(await eventsBefore(guest.events, progressLike({ itemId: checklist.items[0]!.id }))).toEqual([]);
      expect([snapshots, guest.snapshots]).toEqual([[], []]);
    });
  });
});
