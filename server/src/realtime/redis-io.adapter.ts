import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { SOCKET_PATH } from '@ticklist/contracts';
import { createRedisClient } from '../common/redis/redis.module';

/**
 * Socket.IO on the HTTP server's port at /socket.io. With REDIS_URL, the Redis adapter fans
 * events out across processes; without it rooms are in-process.
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly logger = new Logger('Realtime');
  private clients: Redis[] = [];

  constructor(app: INestApplicationContext, private readonly redisUrl?: string) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...options,
      path: SOCKET_PATH,
      cors: undefined,
      transports: ['polling', 'websocket'],
      maxHttpBufferSize: 64 * 1024,
      connectionStateRecovery: undefined,
    });
    if (this.redisUrl) {
      const pub = createRedisClient(this.redisUrl, 'socket.io-pub');
      const sub = pub.duplicate();
      sub.on('error', () => undefined);
      this.clients = [pub, sub];
      server.adapter(createAdapter(pub, sub));
      this.logger.log('Socket.IO fan-out through Redis');
    }
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    for (const c of this.clients) c.disconnect();
  }
}
