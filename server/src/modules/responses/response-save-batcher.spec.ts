import { DatabaseError } from 'pg';
import type { BatchedSave, ItemResponsesRepository, SavedResponseRow } from './item-responses.repository';
import { ResponseSaveBatcher } from './response-save-batcher';

type Key = 'complete' | 'notes';

/**
 * A stand-in for the repository that records the statements the batcher sends and lets the test
 * finish each one: the batching rules are about order and grouping, which a real database would
 * make timing-dependent. (The e2e suite respond-batching runs the real statements.)
 */
class FakeStatements {
  readonly statements: { key: Key; saves: BatchedSave[]; finish: (fail?: boolean | Error) => void }[] = [];
  failItem: string | null = null;

  private row(save: BatchedSave, key: Key): SavedResponseRow | null {
    if (save.itemId === 'unknown') return null;
    return {
      share_id: save.tokenHash, item_id: save.itemId, run_id: save.runId ?? null, complete: key === 'complete' && save.value === true,
      notes: key === 'notes' ? (save.value as string) : null, updated_at: new Date(), seq: '1', updated_iso: '2026-01-01T00:00:00.000001Z', checklist_id: 'c', email: 'e', under_review: false, total: 1, completed: [],
    };
  }

  private statement<T>(key: Key, saves: BatchedSave[], result: () => T): Promise<T> {
    return new Promise((resolve, reject) => {
      this.statements.push({
        key,
        saves,
        finish: (fail = saves.some((s) => s.itemId === this.failItem)) => (fail ? reject(fail instanceof Error ? fail : refused()) : resolve(result())),
      });
    });
  }

  readonly repository = {
    saveMany: (key: Key, saves: BatchedSave[]) => this.statement(key, saves, () => saves.map((s) => this.row(s, key))),
    save: (tokenHash: string, itemId: string, key: Key, value: boolean | string, runId: string | null) =>
      this.statement(key, [{ tokenHash, itemId, value, runId }], () => this.row({ tokenHash, itemId, value, runId }, key)),
  } as unknown as ItemResponsesRepository;

  /** Finishes the oldest unfinished statement and lets the batcher react. */
  async finishNext(fail?: boolean | Error): Promise<void> {
    const next = this.statements.find((s) => !(s as { done?: boolean }).done)!;
    (next as { done?: boolean }).done = true;
    next.finish(fail);
    await new Promise((r) => setImmediate(r));
  }
}

/** An error PostgreSQL answers with (pg's DatabaseError, with its SQLSTATE). */
function refused(): DatabaseError {
  return Object.assign(new DatabaseError('insert or update on table "item_responses" violates foreign key constraint', 0, 'error'), { code: '23503' });
}

const ids = (saves: BatchedSave[]) => saves.map((s) => `${s.tokenHash}/${s.itemId}`);

describe('ResponseSaveBatcher', () => {
  let fake: FakeStatements;
  const batcher = () => new ResponseSaveBatcher(fake.repository);
  beforeEach(() => (fake = new FakeStatements()));

  it('sends the next statement before the callers of the committed one are answered', async () => {
    const b = batcher();
    const statementsWhenAnswered: number[] = [];
    const first = b.save('t1', 'i1', 'complete', true).then(() => statementsWhenAnswered.push(fake.statements.length));
    const second = b.save('t2', 'i1', 'complete', true);
    expect(fake.statements).toHaveLength(1);
    await fake.finishNext();
    await first;
    // The waiting save was already on its way when the first caller heard back.
    expect(statementsWhenAnswered).toEqual([2]);
    await fake.finishNext();
    await second;
  });

  it('sends a lone save at once, and the saves that arrive meanwhile together in the next statement', async () => {
    const b = batcher();
    const first = b.save('t1', 'i1', 'complete', true);
    const rest = [b.save('t1', 'i2', 'complete', true), b.save('t2', 'i1', 'complete', false)];
    expect(fake.statements.map((s) => ids(s.saves))).toEqual([['t1/i1']]);
    await fake.finishNext();
    expect((await first)!.item_id).toBe('i1');
    expect(fake.statements.map((s) => ids(s.saves))).toEqual([['t1/i1'], ['t1/i2', 't2/i1']]);
    await fake.finishNext();
    expect((await Promise.all(rest)).map((r) => [r!.item_id, r!.complete])).toEqual([['i2', true], ['i1', false]]);
  });

  it('never puts two saves of one row in one statement; keys go separately; a row keeps its order', async () => {
    const b = batcher();
    const saves = [
      b.save('t1', 'i1', 'notes', 'a'), // starts alone
      b.save('t1', 'i1', 'notes', 'b'), // waits
      b.save('t1', 'i2', 'notes', 'c'), // waits
      b.save('t1', 'i3', 'complete', true), // waits
      b.save('t1', 'i1', 'notes', 'd'), // waits
    ];
    expect(fake.statements.map((s) => ids(s.saves))).toEqual([['t1/i1']]);
    await fake.finishNext();
    // 'b' and 'c' go together; 'd' waits for 'b', its row's earlier save; the tick for its key's turn.
    expect(fake.statements.slice(1).map((s) => [s.key, ids(s.saves)])).toEqual([['notes', ['t1/i1', 't1/i2']]]);
    await fake.finishNext();
    expect(fake.statements.slice(2).map((s) => [s.key, ids(s.saves)])).toEqual([['complete', ['t1/i3']]]);
    await fake.finishNext();
    expect(fake.statements.slice(3).map((s) => [s.key, ids(s.saves)])).toEqual([['notes', ['t1/i1']]]);
    await fake.finishNext();
    expect((await Promise.all(saves)).map((r) => r!.notes ?? r!.complete)).toEqual(['a', 'b', 'c', true, 'd']);
  });

  it('puts saves of one link asking for different runs in different statements, each with its run (issue 45)', async () => {
    const b = batcher();
    const saves = [
      b.save('t1', 'i0', 'complete', true), // starts alone
      b.save('t1', 'i1', 'complete', true, 'run-a'),
      b.save('t2', 'i1', 'complete', true, 'run-b'),
      b.save('t1', 'i2', 'complete', true), // the current run: waits, t1 asks for run-a in this batch
      b.save('t1', 'i3', 'complete', true, 'run-a'),
    ];
    await fake.finishNext();
    expect(fake.statements.slice(1).map((s) => s.saves.map((x) => `${ids([x])[0]}@${x.runId ?? 'current'}`))).toEqual([['t1/i1@run-a', 't2/i1@run-b', 't1/i3@run-a']]);
    await fake.finishNext();
    expect(fake.statements.slice(2).map((s) => s.saves.map((x) => `${ids([x])[0]}@${x.runId ?? 'current'}`))).toEqual([['t1/i2@current']]);
    await fake.finishNext();
    expect((await Promise.all(saves)).map((r) => r!.run_id)).toEqual([null, 'run-a', 'run-b', null, 'run-a']);
  });

  it('answers null for a save that wrote nothing, and when PostgreSQL refuses a statement runs each of its saves alone', async () => {
    const b = batcher();
    const first = b.save('t0', 'i0', 'complete', true);
    const batch = Promise.allSettled([b.save('t1', 'i1', 'complete', true), b.save('t1', 'unknown', 'complete', true), b.save('t2', 'gone', 'complete', true)]);
    fake.failItem = 'gone';
    await fake.finishNext();
    await first;
    await fake.finishNext(); // the statement of three fails: nothing written
    await fake.finishNext();
    await fake.finishNext();
    await fake.finishNext();
    expect(fake.statements.map((s) => ids(s.saves))).toEqual([['t0/i0'], ['t1/i1', 't1/unknown', 't2/gone'], ['t1/i1'], ['t1/unknown'], ['t2/gone']]);
    const [saved, nothing, failed] = await batch;
    expect(saved).toMatchObject({ status: 'fulfilled', value: { item_id: 'i1' } });
    expect(nothing).toEqual({ status: 'fulfilled', value: null });
    expect(failed).toMatchObject({ status: 'rejected', reason: { code: '23503' } });
  });

  it('fails every save of a statement PostgreSQL never answered, at once, and goes on with the next', async () => {
    const b = batcher();
    const first = b.save('t0', 'i0', 'complete', true);
    const batch = Promise.allSettled([b.save('t1', 'i1', 'complete', true), b.save('t2', 'i2', 'complete', true), b.save('t3', 'i3', 'complete', true)]);
    await fake.finishNext();
    await first;
    const later = b.save('t4', 'i4', 'complete', true);
    await fake.finishNext(new Error('Query read timeout')); // the statement of three: no answer
    const outcomes = await batch;
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(outcomes[0]).toMatchObject({ reason: new Error('Query read timeout') });
    // None of the three ran again alone; the save that queued meanwhile went next.
    expect(fake.statements.map((s) => ids(s.saves))).toEqual([['t0/i0'], ['t1/i1', 't2/i2', 't3/i3'], ['t4/i4']]);
    await fake.finishNext();
    await expect(later).resolves.toMatchObject({ item_id: 'i4' });
  });

  it('runs one statement at a time, of at most 100 saves', async () => {
    const b = batcher();
    const first = b.save('t0', 'i0', 'complete', true);
    const waiting = Array.from({ length: 150 }, (_, i) => b.save(`t${i % 10}`, `i${i}`, 'complete', true));
    expect(fake.statements).toHaveLength(1);
    await fake.finishNext();
    await first;
    expect(fake.statements.map((s) => s.saves.length)).toEqual([1, 100]);
    await fake.finishNext();
    expect(fake.statements.map((s) => s.saves.length)).toEqual([1, 100, 50]);
    await fake.finishNext();
    expect((await Promise.all(waiting)).map((r) => r!.item_id)).toEqual(Array.from({ length: 150 }, (_, i) => `i${i}`));
  });
});
