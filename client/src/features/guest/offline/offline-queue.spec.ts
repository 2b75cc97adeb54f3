import { OFFLINE_MESSAGES as O, type GuestShareResponse, type RespondResponse } from '@ticklist/contracts';
import { ApiError, NetworkError } from '@/lib/api-client';
import { guestShareFixture } from '../guest-share.fixture';
import { OfflineQueue, type OfflineQueueState } from './offline-queue';
import { findNoteConflicts, overlay, resolveConflict, type QueuedChange } from './queue-model';

const share = (notes: Record<string, string | null> = {}, done: string[] = []): GuestShareResponse =>
  guestShareFixture(
    ['i1', 'i2', 'i3'].map((id, n) => ({
      id,
      text: `item ${id}`,
      description: null,
      displayOrder: n + 1,
      response: id in notes || done.includes(id) ? { complete: done.includes(id), notes: notes[id] ?? null } : null,
    })),
  );

function harness(server: GuestShareResponse = share(), stored: QueuedChange[] = []) {
  let saved = [...stored];
  let n = 0;
  const sent: QueuedChange[] = [];
  const landed = new Set<string>();
  const states: OfflineQueueState[] = [];
  const failures: Array<(change: QueuedChange) => Error | undefined> = [];
  const h = {
    sent,
    states,
    failures,
    server,
    stored: () => saved,
    gaveUp: 0,
    queue: new OfflineQueue({
      store: { load: async () => saved, save: async (changes) => void (saved = changes) },
      fetchShare: async () => h.server,
      send: async (change): Promise<RespondResponse> => {
        const failure = failures.shift()?.(change);
        if (failure) throw failure;
        sent.push(change);
        // The server applies an Idempotency-Key once: counted here the same way.
        landed.add(change.id);
        return { response: { item: change.item, complete: change.value === true, notes: typeof change.value === 'string' ? change.value : null, updatedAt: '' } };
      },
      newId: () => `id-${++n}`,
      onSaved: () => undefined,
      onShare: () => undefined,
      onGiveUp: () => void h.gaveUp++,
      onState: (s) => void states.push(s),
    }),
  };
  return h;
}

describe('offline queue model', () => {
  it('shows the waiting changes over the server answer, in order', () => {
    const changes: QueuedChange[] = [
      { id: 'a', item: 'i1', key: 'complete', value: true },
      { id: 'b', item: 'i1', key: 'complete', value: false },
      { id: 'c', item: 'i2', key: 'notes', value: 'mine', base: null },
    ];
    const items = overlay(share(), changes)!.share.checklist.items;
    expect(items.map((i) => i.response)).toEqual([{ complete: false, notes: null }, { complete: false, notes: 'mine' }, null]);
  });

  it('a note is in conflict only when the server’s changed from what the device saw, to something else', () => {
    const change = (value: string, base: string | null): QueuedChange => ({ id: value, item: 'i1', key: 'notes', value, base });
    expect(findNoteConflicts([change('mine', 'old')], share({ i1: 'old' }))).toEqual([]);
    expect(findNoteConflicts([change('mine', 'old')], share({ i1: 'mine' }))).toEqual([]);
    expect(findNoteConflicts([change('mine', null)], share({ i1: '' }))).toEqual([]);
    expect(findNoteConflicts([change('mine', 'old')], share({ i1: 'theirs' }))).toEqual([{ item: 'i1', itemText: 'item i1', mine: 'mine', theirs: 'theirs' }]);
  });

  it('keeping mine sends one change based on their note; keeping theirs drops mine', () => {
    const changes: QueuedChange[] = [
      { id: 'a', item: 'i1', key: 'notes', value: 'mi', base: 'old' },
      { id: 'b', item: 'i2', key: 'complete', value: true },
      { id: 'c', item: 'i1', key: 'notes', value: 'mine', base: 'old' },
    ];
    const conflict = { item: 'i1', itemText: 'x', mine: 'mine', theirs: 'theirs' };
    expect(resolveConflict(changes, conflict, 'theirs', 'n')).toEqual([changes[1]]);
    expect(resolveConflict(changes, conflict, 'mine', 'n')).toEqual([changes[1], { id: 'n', item: 'i1', key: 'notes', value: 'mine', base: 'theirs' }]);
  });
});

describe('OfflineQueue', () => {
  it('keeps changes in the store and sends them in order, each once, then says when it synced', async () => {
    const h = harness();
    await h.queue.init();
    await h.queue.add({ item: 'i1', key: 'complete', value: true });
    await h.queue.add({ item: 'i2', key: 'complete', value: true });
    expect(h.stored().map((c) => c.id)).toEqual(['id-1', 'id-2']);
    await h.queue.flush();
    await h.queue.flush();
    expect(h.sent.map((c) => c.id)).toEqual(['id-1', 'id-2']);
    expect(h.stored()).toEqual([]);
    expect(h.queue.snapshot.syncedAt).toBeInstanceOf(Date);
  });

  it('a queue stored by an earlier page is loaded and sent', async () => {
    const h = harness(share(), [{ id: 'old-1', item: 'i3', key: 'complete', value: true }]);
    await h.queue.init();
    expect(h.queue.snapshot.changes).toHaveLength(1);
    await h.queue.flush();
    expect(h.sent.map((c) => c.id)).toEqual(['old-1']);
  });

  it('stops at a network failure and goes on from the same change next time', async () => {
    const h = harness();
    await h.queue.init();
    await h.queue.add({ item: 'i1', key: 'complete', value: true });
    await h.queue.add({ item: 'i2', key: 'complete', value: true });
    h.failures.push(() => undefined, () => new NetworkError('offline'));
    await h.queue.flush();
    expect(h.sent.map((c) => c.id)).toEqual(['id-1']);
    expect(h.stored().map((c) => c.id)).toEqual(['id-2']);
    await h.queue.flush();
    expect(h.sent.map((c) => c.id)).toEqual(['id-1', 'id-2']);
  });

  it.each([
    [410, O.linkGone(2)],
    [404, O.linkGone(2)],
    [409, O.checklistClosed(2)],
  ])('a %i ends the queue with its message instead of retrying', async (status, message) => {
    const h = harness();
    await h.queue.init();
    await h.queue.add({ item: 'i1', key: 'complete', value: true });
    await h.queue.add({ item: 'i2', key: 'complete', value: true });
    h.failures.push(() => new ApiError(status, 'nope'));
    await h.queue.flush();
    expect(h.queue.snapshot.changes).toEqual([]);
    expect(h.stored()).toEqual([]);
    expect(h.queue.snapshot.notice).toBe(message);
    expect(h.gaveUp).toBe(1);
  });

  it('holds a note changed elsewhere until the guest chooses, and sends the rest', async () => {
    const h = harness(share({ i1: 'old' }));
    await h.queue.init();
    await h.queue.add({ item: 'i1', key: 'notes', value: 'mine', base: 'old' });
    await h.queue.add({ item: 'i2', key: 'complete', value: true });
    h.server = share({ i1: 'theirs' });
    await h.queue.flush();
    expect(h.sent.map((c) => c.item)).toEqual(['i2']);
    expect(h.queue.snapshot.conflicts).toEqual([{ item: 'i1', itemText: 'item i1', mine: 'mine', theirs: 'theirs' }]);
    h.server = share({ i1: 'theirs' }); // unchanged since the choice was offered
    await h.queue.resolve(h.queue.snapshot.conflicts[0]!, 'mine');
    expect(h.sent.map((c) => c.value)).toEqual([true, 'mine']);
    expect(h.queue.snapshot.changes).toEqual([]);
  });
});
