import { EventEmitter } from 'node:events';
import { RedisAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import { Server } from 'socket.io';
import { BatchingRedisAdapter, batchingRedisAdapter } from './batching-redis-adapter';

/** An in-memory stand-in for Redis pub/sub: what the adapters call on ioredis, delivered on the next turn. */
class Bus {
  readonly published: string[] = [];
  readonly messages: Buffer[] = [];
  private readonly subscribers = new Set<FakeRedis>();

  client(): FakeRedis {
    return new FakeRedis(this);
  }
  listen(client: FakeRedis): void {
    this.subscribers.add(client);
  }
  publish(channel: string, sent: Buffer | string): void {
    // As Redis does: a string goes as its UTF-8 bytes, and subscribers get bytes.
    const message = Buffer.isBuffer(sent) ? sent : Buffer.from(sent);
    this.published.push(channel);
    this.messages.push(message);
    setImmediate(() => {
      for (const client of this.subscribers) client.deliver(channel, message);
    });
  }
}

class FakeRedis extends EventEmitter {
  private readonly patterns = new Set<string>();
  constructor(private readonly bus: Bus) {
    super();
  }
  async psubscribe(pattern: string): Promise<void> {
    this.patterns.add(pattern);
    this.bus.listen(this);
  }
  async punsubscribe(pattern: string): Promise<void> {
    this.patterns.delete(pattern);
  }
  async subscribe(): Promise<void> {}
  async unsubscribe(): Promise<void> {}
  async publish(channel: string, message: Buffer | string): Promise<number> {
    this.bus.publish(channel, message);
    return 1;
  }
  deliver(channel: string, message: Buffer): void {
    for (const pattern of this.patterns) {
      if (channel.startsWith(pattern.slice(0, -1))) this.emit('pmessageBuffer', Buffer.from(pattern), Buffer.from(channel), message);
    }
  }
}

/** socket.io-adapter's broadcast: what reaches a process's own sockets. */
const localBroadcast = jest.spyOn(Object.getPrototypeOf(RedisAdapter.prototype) as { broadcast(...args: unknown[]): void }, 'broadcast');

/** A process: a Socket.IO server whose adapter talks through the bus. */
function processOn(bus: Bus): Server {
  const io = new Server();
  io.adapter(batchingRedisAdapter(bus.client() as unknown as Redis, bus.client() as unknown as Redis, 'test'));
  return io;
}

/** The events a process delivered to its own sockets, with the rooms they went to. */
function deliveredBy(io: Server): Array<{ event: unknown; rooms: string[] }> {
  const adapter = io.of('/').adapter;
  return localBroadcast.mock.calls
    .filter((_call, i) => localBroadcast.mock.contexts[i] === adapter)
    .map(([packet, opts]) => ({ event: (packet as { data: unknown }).data, rooms: [...(opts as { rooms: Set<string> }).rooms] }));
}

const nextTurns = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

describe('BatchingRedisAdapter', () => {
  let a: Server;
  let b: Server;
  let bus: Bus;
  beforeEach(() => {
    localBroadcast.mockClear();
    bus = new Bus();
    a = processOn(bus);
    b = processOn(bus);
    // A socket of each process in the rooms the tests use (the adapter only needs its id there).
    for (const io of [a, b]) void io.of('/').adapter.addAll(`socket-of-${a === io ? 'a' : 'b'}`, new Set(['checklist:c1', 'share:s1']));
  });
  afterEach(async () => {
    await a.of('/').adapter.close();
    await b.of('/').adapter.close();
  });

  it("publishes one turn's broadcasts as one message, which the other process delivers in order", async () => {
    a.to(['checklist:c1', 'share:s1']).emit('share:progress', { n: 1 });
    a.to('checklist:c1').emit('share:activity', { n: 2 });
    a.to(['checklist:c1', 'share:s1']).emit('share:progress', { n: 3 });
    // This process's sockets have them at once; the other process once the turn is over.
    expect(deliveredBy(a).map((d) => d.event)).toEqual([['share:progress', { n: 1 }], ['share:activity', { n: 2 }], ['share:progress', { n: 3 }]]);
    expect(deliveredBy(b)).toEqual([]);
    await nextTurns();

    expect(bus.published.filter((channel) => channel.startsWith('test-batch#/#'))).toHaveLength(1);
    expect(bus.published.filter((channel) => channel.startsWith('test#/#'))).toEqual([]);
    expect(deliveredBy(b)).toEqual([
      { event: ['share:progress', { n: 1 }], rooms: ['checklist:c1', 'share:s1'] },
      { event: ['share:activity', { n: 2 }], rooms: ['checklist:c1'] },
      { event: ['share:progress', { n: 3 }], rooms: ['checklist:c1', 'share:s1'] },
    ]);
    // A process skips its own batch: its sockets got each event once.
    expect(deliveredBy(a)).toHaveLength(3);
  });

  it('sends plain events as JSON text, and a batch holding binary data as msgpack, which keeps it', async () => {
    a.to('checklist:c1').emit('share:activity', { text: 'é ✓', at: null });
    await nextTurns();
    a.to('checklist:c1').emit('share:activity', { n: 1 });
    a.to('checklist:c1').emit('file', { bytes: Buffer.from([0, 1, 255]) });
    await nextTurns();

    const [plain, binary] = bus.messages;
    expect(JSON.parse(plain!.toString())).toEqual([[expect.objectContaining({ data: ['share:activity', { text: 'é ✓', at: null }] }), expect.anything()]]);
    expect(binary![0]).not.toBe('['.charCodeAt(0));
    expect(deliveredBy(b).map((d) => d.event)).toEqual([
      ['share:activity', { text: 'é ✓', at: null }],
      ['share:activity', { n: 1 }],
      ['file', { bytes: Buffer.from([0, 1, 255]) }],
    ]);
  });

  it('does not deliver in a process none of whose sockets is in the rooms, and still publishes for the others', async () => {
    a.to('checklist:nobody-here').emit('share:activity', { n: 1 });
    expect(deliveredBy(a)).toEqual([]);
    await nextTurns();
    expect(bus.published.filter((channel) => channel.startsWith('test-batch#/#'))).toHaveLength(1);
    expect(deliveredBy(b)).toEqual([]);

    void b.of('/').adapter.addAll('a-watcher', new Set(['checklist:nobody-here']));
    a.to('checklist:nobody-here').emit('share:activity', { n: 2 });
    await nextTurns();
    expect(deliveredBy(b).map((d) => d.event)).toEqual([['share:activity', { n: 2 }]]);
    expect(deliveredBy(a)).toEqual([]);
  });

  it("tells its listener of every broadcast another process made, in or out of its rooms, and never of its own", async () => {
    const heardByA: unknown[] = [];
    const heardByB: unknown[] = [];
    (a.of('/').adapter as BatchingRedisAdapter).onRemoteBroadcast = (packet) => heardByA.push(packet.data);
    (b.of('/').adapter as BatchingRedisAdapter).onRemoteBroadcast = (packet) => heardByB.push(packet.data);
    a.to(['checklist:c1', 'share:s1']).emit('share:progress', { n: 1 });
    a.to('checklist:nobody-here').emit('share:progress', { n: 2 });
    await nextTurns();
    expect(heardByB).toEqual([
      ['share:progress', { n: 1 }],
      ['share:progress', { n: 2 }],
    ]);
    expect(heardByA).toEqual([]);
  });

  it('keeps a local-only broadcast in its process', async () => {
    a.local.to('checklist:c1').emit('share:activity', { n: 1 });
    await nextTurns();
    expect(bus.published).toEqual([]);
    expect(deliveredBy(a)).toHaveLength(1);
    expect(deliveredBy(b)).toEqual([]);
  });
});
