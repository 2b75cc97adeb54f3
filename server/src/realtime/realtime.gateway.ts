import { Logger } from '@nestjs/common';
import { OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server } from 'socket.io';
import { REALTIME_MESSAGES } from '@ticklist/contracts';

/** Socket.IO gateway: handshake auth in middleware, rooms joined by the server. */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit {
  private readonly logger = new Logger('Realtime');
  @WebSocketServer() server: Server;

  afterInit(server: Server): void {
    server.use((_socket, next) => next(new Error(REALTIME_MESSAGES.authenticationRequired)));
    this.logger.log('gateway ready');
  }
}
