import { LatestWriter, type WriteResult } from './latest-writer';

/** A send whose calls stay pending until the test settles them, in order. */
function controlledSend() {
  const calls: { value: string; settle: (ok: boolean) => void }[] = [];
  const send = (value: string) =>
    new Promise<void>((resolve, reject) => calls.push({ value, settle: (ok) => (ok ? resolve() : reject(new Error('offline'))) }));
  return { calls, send };
}

const flush = () => new Promise((r) => setImmediate(r));

/** A writer over a controlled send, recording every onIdle call. */
function setup() {
  const { calls, send } = controlledSend();
  const idle: [WriteResult, string][] = [];
  const writer = new LatestWriter(send, (result, value) => idle.push([result, value]));
  return { calls, idle, writer };
}

describe('LatestWriter (guest saves)', () => {
  it('sends at once when idle and reports the outcome with the value', async () => {
    const { calls, idle, writer } = setup();
    writer.write('a');
    expect(calls.map((c) => c.value)).toEqual(['a']);
    expect(writer.busy).toBe(true);
    calls[0]!.settle(true);
    await flush();
    expect(idle).toEqual([[{ ok: true }, 'a']]);
    expect(writer.busy).toBe(false);
  });

  it('while a save is in flight, only the latest value waits and is sent after it, never dropped', async () => {
    const { calls, idle, writer } = setup();
    writer.write('n');
    writer.write('no');
    writer.write('note');
    expect(calls.map((c) => c.value)).toEqual(['n']);
    calls[0]!.settle(true);
    await flush();
    expect(calls.map((c) => c.value)).toEqual(['n', 'note']);
    expect(idle).toEqual([]); // not idle until the last value is saved
    calls[1]!.settle(true);
    await flush();
    expect(idle).toEqual([[{ ok: true }, 'note']]);
  });

  it('a failed save still lets the waiting value go; the final outcome is the last save’s', async () => {
    const { calls, idle, writer } = setup();
    writer.write('first');
    writer.write('second');
    calls[0]!.settle(false);
    await flush();
    expect(calls.map((c) => c.value)).toEqual(['first', 'second']);
    calls[1]!.settle(false);
    await flush();
    expect(idle).toHaveLength(1);
    expect(idle[0]![0].ok).toBe(false);
    expect(idle[0]![1]).toBe('second');
  });

  it('takeWaiting hands over the value behind the save in flight (the page is closing)', async () => {
    const { calls, writer } = setup();
    writer.write('a');
    writer.write('b');
    expect(writer.takeWaiting()).toBe('b');
    expect(writer.takeWaiting()).toBeUndefined();
    calls[0]!.settle(true);
    await flush();
    expect(calls.map((c) => c.value)).toEqual(['a']);
  });
});
