import { Logger } from '@nestjs/common';
import { RedisAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import type { Namespace } from 'socket.io';
import { localSocketIn } from './local-rooms';

/** What the Redis adapter passes to broadcast(): the packet and where it goes. */
export type Packet = { nsp?: string; data?: unknown } & Record<string, unknown>;
interface BroadcastOptions {
  rooms: Set<string>;
  except?: Set<string>;
  flags?: Record<string, unknown>;
}
/** A broadcast as it travels through Redis (the adapter's own form: Sets as arrays). */
type Travelling = [Packet, { rooms: string[]; except: string[]; flags?: Record<string, unknown> }];

/**
 * The Socket.IO Redis adapter, with the broadcasts of one turn of the event loop published to
 * Redis together: one message on `<key>-batch#<nsp>#<uid>#` instead of one per broadcast.
 *
 * A batch of guests' saves is answered in one turn, each save with its share:progress and
 * share:activity, so the adapter published two messages a save, and every process, this one
 * included, decoded each of them (a broadcast to two rooms goes on the channel every process
 * reads): under a stream of saves on PostgreSQL with Redis, a fifth of the HTTP thread. Now a
 * process skips its own batches by their channel, before decoding anything.
 *
 * Order is kept: broadcasts are published in the order they were made, and Redis delivers one
 * connection's messages in order. Local sockets get each broadcast at once, as before; other
 * processes get it when the turn ends. Requests between processes (fetchSockets,
 * disconnectSockets, acks) still go through the adapter's own channels, unbatched.
 */
export class BatchingRedisAdapter extends RedisAdapter {
  private readonly logger = new Logger('Realtime');
  private readonly batchChannel: string;
  private readonly ownChannel: string;
  private pending: Travelling[] = [];
  /** Told of every broadcast another process made (its packet), before this process delivers it. */
  onRemoteBroadcast?: (packet: Packet) => void;
  private readonly onBatch = (_pattern: Buffer, channel: Buffer, message: Buffer) => this.receive(channel.toString(), message);

  constructor(nsp: Namespace, pubClient: Redis, subClient: Redis, key: string) {
    super(nsp, pubClient, subClient, { key });
    this.batchChannel = `${key}-batch#${nsp.name}#`;
    this.ownChannel = `${this.batchChannel}${this.uid}#`;
    void subClient.psubscribe(`${this.batchChannel}*`);
    subClient.on('pmessageBuffer', this.onBatch);
  }

  override broadcast(packet: Packet, opts: BroadcastOptions): void {
    if (opts.flags?.local) return super.broadcast(packet, opts);
    packet.nsp = this.nsp.name;
    const travelling: Travelling = [packet, { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags }];
    if (this.pending.push(travelling) === 1) setImmediate(() => this.publishPending());
    if (this.reachesLocally(opts.rooms)) super.broadcast(packet, { ...opts, flags: { ...opts.flags, local: true } });
  }

  /** Whether a socket of this process is in any of the rooms (with none named: connected at all). */
  private reachesLocally(rooms: ReadonlySet<string>): boolean {
    return rooms.size === 0 ? this.sids.size > 0 : localSocketIn(this.rooms, rooms);
  }

  override close(): Promise<void> | void {
    (this.subClient as Redis).off('pmessageBuffer', this.onBatch);
    void (this.subClient as Redis).punsubscribe(`${this.batchChannel}*`);
    return super.close();
  }

  private publishPending(): void {
    const batch = this.pending;
    this.pending = [];
    try {
      void (this.pubClient as Redis).publish(this.ownChannel, this.encode(batch));
    } catch (error) {
      // Local sockets already have these events; other processes' clients catch up when they refetch.
      this.logger.warn(`${batch.length} events not sent to other processes: ${(error as Error)?.message ?? error}`);
    }
  }

  /**
   * A batch as JSON text, which V8 writes about twice as fast as the adapter's msgpack encoder
   * (notepack.io) and with a tenth of its garbage: a save's events are plain JSON (they reach the
   * browsers as JSON text too). A batch that holds binary data goes as msgpack, which keeps it.
   */
  private encode(batch: Travelling[]): string | Buffer {
    return holdsBinary(batch) ? (this.parser.encode(batch) as Buffer) : JSON.stringify(batch);
  }

  /** Told apart by the first byte: JSON text starts with `[`, a msgpack array never does. */
  private decode(message: Buffer): Travelling[] {
    return (message[0] === JSON_ARRAY_START ? JSON.parse(message.toString()) : this.parser.decode(message)) as Travelling[];
  }

  private receive(channel: string, message: Buffer): void {
    if (!channel.startsWith(this.batchChannel) || channel === this.ownChannel) return;
    for (const [packet, opts] of this.decode(message)) {
      this.onRemoteBroadcast?.(packet);
      const rooms = new Set(opts.rooms);
      if (this.reachesLocally(rooms)) super.broadcast(packet, { rooms, except: new Set(opts.except), flags: { ...opts.flags, local: true } });
    }
  }
}

const JSON_ARRAY_START = 0x5b;

/** Whether a value holds binary data anywhere (what JSON would not carry), as socket.io-parser checks before encoding. */
function holdsBinary(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return true;
  if (Array.isArray(value)) return value.some(holdsBinary);
  for (const key in value) if (holdsBinary((value as Record<string, unknown>)[key])) return true;
  return false;
}

/** The adapter for `server.adapter()`, which constructs it with `new` for each namespace. */
export function batchingRedisAdapter(pubClient: Redis, subClient: Redis, key: string) {
  return function adapterFor(nsp: Namespace): BatchingRedisAdapter {
    return new BatchingRedisAdapter(nsp, pubClient, subClient, key);
  };
}
