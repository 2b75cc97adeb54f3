import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { HEARTBEAT, SOCKET_PATH } from '@ticklist/contracts';
import { createRedisClient } from '../common/redis/redis.module';
import { batchingRedisAdapter } from './batching-redis-adapter';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.token';

/**
 * Socket.IO on the HTTP server's port at /socket.io. With REDIS_URL, the Redis adapter fans
 * events out across processes; without it rooms are in-process.
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly logger = new Logger('Realtime');
  private clients: Redis[] = [];

  constructor(
    private readonly appContext: INestApplicationContext,
    private readonly redisUrl?: string,
  ) {
    super(appContext);
  }

  /** Channels under REDIS_KEY_PREFIX, so deployments (or test runs) sharing a Redis stay apart. */
  private channelKey(): string {
    let prefix = 'ticklist:';
    try {
      prefix = this.appContext.get<AppConfig>(APP_CONFIG, { strict: false }).redisKeyPrefix ?? prefix;
    } catch {
      /* no config in this context: keep the default */
    }
    return `${prefix}socket.io`;
  }

  /** CORS_ORIGINS: browser origins whose pages may open a socket over polling (bearer tokens only, no cookies). */
  private corsOrigins(): ServerOptions['cors'] {
    let origins: string[] = [];
    try {
      origins = this.appContext.get<AppConfig>(APP_CONFIG, { strict: false }).corsOrigins ?? [];
    } catch {
      /* no config in this context: no cross-origin page */
    }
    return origins.length > 0 ? { origin: origins, credentials: false, methods: ['GET', 'POST'] } : undefined;
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...options,
      path: SOCKET_PATH,
      cors: this.corsOrigins(),
      transports: ['polling', 'websocket'],
      maxHttpBufferSize: 64 * 1024,
      // A socket that died without a close frame is found within 15 s rather than Engine.IO's 45 s.
      pingInterval: HEARTBEAT.PING_INTERVAL_MS,
      pingTimeout: HEARTBEAT.PING_TIMEOUT_MS,
      connectionStateRecovery: undefined,
    });
    if (this.redisUrl) {
      // Auto-pipelining: what is published in one tick (the batches of broadcasts, the requests
      // between processes) leaves in one write to Redis instead of a write system call each.
      const pub = createRedisClient(this.redisUrl, 'socket.io-pub', { enableAutoPipelining: true });
      // The adapter does not handle publish failures: while Redis is down an event simply does not
      // cross processes (local sockets still get it) instead of becoming an unhandled rejection.
      swallowRejections(pub, ['publish']);
      // Subscriptions are queued until connected and restored by ioredis after a reconnect; one
      // still queued when the server closes must not become an unhandled rejection either.
      const sub = createRedisClient(this.redisUrl, 'socket.io-sub', { enableOfflineQueue: true });
      swallowRejections(sub, ['psubscribe', 'subscribe', 'punsubscribe', 'unsubscribe']);
      this.clients = [pub, sub];
      server.adapter(batchingRedisAdapter(pub, sub, this.channelKey()));
      this.logger.log('Socket.IO fan-out through Redis');
    }
    return server;
  }

  /**
   * Closes the sockets (clients see a transport close and reconnect, to another replica if this
   * one is gone) but not the HTTP server: Socket.IO's close() would call its plain close(), which
   * waits for every keep-alive connection while they go on being served. Fastify closes it next.
   */
  override async close(server: Server): Promise<void> {
    (server as { httpServer?: unknown }).httpServer = undefined;
    await server.close();
    for (const c of this.clients) c.disconnect();
  }
}

/** The adapter fires these commands without handling their failure: make a failure a no-op. */
function swallowRejections(client: Redis, methods: string[]): void {
  const target = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of methods) {
    const original = target[name]!.bind(client);
    target[name] = (...args: unknown[]) => original(...args).catch(() => undefined);
  }
}
