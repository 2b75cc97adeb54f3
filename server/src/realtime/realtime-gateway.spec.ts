import type { AppConfig } from '../config/app-config';
import { checklistRoom, shareRoom } from './realtime.rooms';
import { RealtimeGateway } from './realtime.gateway';

const event = {
  checklistId: 'c1',
  shareId: 's1',
  recipientEmail: 'guest@example.com',
  itemId: 'i1',
  complete: true,
  completedItems: [{ itemId: 'i1' }],
  totalItems: 3,
  updatedAt: '2025-01-01T00:00:00.000000Z',
  seq: 1,
};

/** The gateway on a stand-in Socket.IO server whose rooms hold the given sockets. */
function gatewayWith(rooms: Record<string, string[]>, config: Partial<AppConfig> = {}) {
  const emit = jest.fn();
  const to = jest.fn(() => ({ emit }));
  const gateway = new RealtimeGateway(null as never, null as never, null as never, null as never, null as never, null as never, config as AppConfig);
  gateway.server = { to, sockets: { adapter: { rooms: new Map(Object.entries(rooms).map(([room, ids]) => [room, new Set(ids)])) } } } as never;
  return { gateway, to, emit };
}

describe('RealtimeGateway: who a push can reach', () => {
  it('sends share:progress when a socket of this process is in the checklist or the share room', () => {
    for (const room of [checklistRoom('c1'), shareRoom('s1')]) {
      const { gateway, to, emit } = gatewayWith({ [room]: ['socket-1'] });
      gateway.broadcastProgress(event);
      expect(to).toHaveBeenCalledWith([checklistRoom('c1'), shareRoom('s1')]);
      expect(emit).toHaveBeenCalledWith('share:progress', event);
    }
  });

  it('encodes nothing when no socket of this process could hear it', () => {
    const { gateway, to } = gatewayWith({ [checklistRoom('other')]: ['socket-1'], [shareRoom('s1')]: [] });
    gateway.broadcastProgress(event);
    gateway.broadcastToOwners('share:presence', { checklistId: 'c1', shareId: 's1', viewing: true, lastSeenAt: null });
    expect(to).not.toHaveBeenCalled();
  });

  it('always sends through Redis, where other processes may hold the sockets', () => {
    const { gateway, to, emit } = gatewayWith({}, { redisUrl: 'redis://localhost:6379' });
    gateway.broadcastProgress(event);
    gateway.broadcastToOwners('share:presence', { checklistId: 'c1', shareId: 's1', viewing: true, lastSeenAt: null });
    expect(to).toHaveBeenCalledTimes(2);
    expect(emit).toHaveBeenCalledTimes(2);
  });
});
