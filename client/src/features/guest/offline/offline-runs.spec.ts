import { RUN_MESSAGES, type GuestShareResponse, type RespondResponse } from '@ticklist/contracts';
import { ApiError } from '@/lib/api-client';
import { guestShareFixture } from '../guest-share.fixture';
import { runOf } from '../runs/run-of';
import { OfflineQueue } from './offline-queue';
import { findNoteConflicts, overlay, type QueuedChange } from './queue-model';

/** A recurring checklist's share showing run `runId`, item i1 with `notes`. */
const inRun = (runId: string | null, notes: string | null = null): GuestShareResponse => {
  const data = guestShareFixture([{ id: 'i1', text: 'Lock the door', description: null, displayOrder: 1, response: notes === null ? null : { complete: false, notes } }]);
  const run = runId ? { id: runId, occurrenceId: 'o1', startsAt: '2026-03-03T17:30:00.000Z', dueAt: null, status: 'open' as const, completedLate: false } : null;
  return { ...data, share: { ...data.share, run, pastRuns: [] } };
};

describe('offline changes of a recurring checklist (issue 45)', () => {
  it('a save carries the run the page shows; a checklist without a schedule sends no runId', () => {
    expect(runOf(inRun('r1'))).toEqual({ runId: 'r1' });
    expect(runOf(inRun(null))).toEqual({});
  });

  it('a change made in an earlier run neither ticks the current run nor meets its notes', () => {
    const earlier: QueuedChange[] = [
      { id: 'a', item: 'i1', key: 'complete', value: true, runId: 'r1' },
      { id: 'b', item: 'i1', key: 'notes', value: 'mine', base: null, runId: 'r1' },
    ];
    expect(overlay(inRun('r2'), earlier)!.share.checklist.items[0]!.response).toBeNull();
    expect(overlay(inRun('r1'), earlier)!.share.checklist.items[0]!.response).toEqual({ complete: true, notes: 'mine' });
    expect(findNoteConflicts(earlier, inRun('r2', 'theirs'))).toEqual([]);
    // Queued by an earlier version (no runId): the current run, as before.
    expect(overlay(inRun('r2'), [{ id: 'c', item: 'i1', key: 'complete', value: true }])!.share.checklist.items[0]!.response?.complete).toBe(true);
  });

  it('sends each change with its run; one refused because its run closed is dropped with the server’s message, the rest go on', async () => {
    let stored: QueuedChange[] = [];
    const sent: Array<{ id: string; runId?: string }> = [];
    let n = 0;
    const queue = new OfflineQueue({
      store: { load: async () => stored, save: async (changes) => void (stored = changes) },
      fetchShare: async () => inRun('r2'),
      send: async (change): Promise<RespondResponse> => {
        if (change.runId === 'r1') throw new ApiError(409, RUN_MESSAGES.runNotOpen);
        sent.push({ id: change.id, runId: change.runId });
        return { response: { item: change.item, complete: true, notes: null, updatedAt: '' } };
      },
      newId: () => `id-${++n}`,
      onSaved: () => undefined,
      onShare: () => undefined,
      onGiveUp: () => undefined,
      onState: () => undefined,
    });
    await queue.init();
    await queue.add({ item: 'i1', key: 'complete', value: true, runId: 'r1' });
    await queue.add({ item: 'i1', key: 'complete', value: true, runId: 'r2' });
    await queue.flush();
    expect(sent).toEqual([{ id: 'id-2', runId: 'r2' }]);
    expect(stored).toEqual([]);
    expect(queue.snapshot.notice).toBe(RUN_MESSAGES.runNotOpen);
  });
});
