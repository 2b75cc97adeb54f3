import { DomainError } from '../common/domain-error';
import type { ProgressResetEvent } from '../modules/checklists/progress-reset.event';
import type { ResponseSavedEvent } from '../modules/responses/response-saved.event';
import type { RealtimeGateway } from './realtime.gateway';
import { RealtimeListener, toShareProgress } from './realtime.listener';
import { SocketAuthService } from './socket-auth.service';

const progress = {
  checklistId: 'c1',
  shareId: 's1',
  recipientEmail: 'guest@example.com',
  itemId: 'i1',
  completedItems: [{ itemId: 'i1', extra: 'x' } as { itemId: string }],
  totalItems: 3,
  updatedAt: '2025-01-01T00:00:00.000001Z',
  seq: 7,
  extra: 'not on the wire',
};
const saved = (key: ResponseSavedEvent['key']): ResponseSavedEvent => ({ ...progress, key, complete: true });
const reset: ProgressResetEvent = progress;
const onTheWire = (complete: boolean) => ({
  checklistId: 'c1',
  shareId: 's1',
  recipientEmail: 'guest@example.com',
  itemId: 'i1',
  complete,
  completedItems: [{ itemId: 'i1' }],
  totalItems: 3,
  updatedAt: '2025-01-01T00:00:00.000001Z',
  seq: 7,
});

describe('RealtimeListener', () => {
  const setup = () => {
    const broadcastProgress = jest.fn();
    const disconnectUser = jest.fn();
    const disconnectSessions = jest.fn();
    const disconnectShares = jest.fn();
    const gateway = { broadcastProgress, disconnectUser, disconnectSessions, disconnectShares } as unknown as RealtimeGateway;
    return { listener: new RealtimeListener(gateway), broadcastProgress, disconnectUser, disconnectSessions, disconnectShares };
  };

  it('pushes one share:progress with exactly the contract fields for a tick', () => {
    const { listener, broadcastProgress } = setup();
    listener.onResponseSaved(saved('complete'));
    expect(broadcastProgress).toHaveBeenCalledTimes(1);
    expect(broadcastProgress.mock.calls[0][0]).toStrictEqual(onTheWire(true));
  });

  it('pushes a progress reset as share:progress with the item not complete', () => {
    const { listener, broadcastProgress } = setup();
    listener.onProgressReset(reset);
    expect(broadcastProgress).toHaveBeenCalledTimes(1);
    expect(broadcastProgress.mock.calls[0][0]).toStrictEqual(onTheWire(false));
  });

  it('pushes nothing for notes', () => {
    const { listener, broadcastProgress } = setup();
    listener.onResponseSaved(saved('notes'));
    expect(broadcastProgress).not.toHaveBeenCalled();
  });

  it('disconnects the sockets of an account whose sessions were revoked', () => {
    const { listener, disconnectUser } = setup();
    listener.onSessionsRevoked({ userId: 'u1' });
    expect(disconnectUser).toHaveBeenCalledWith('u1');
  });

  it('disconnects only the named sessions’ sockets on a log out, and closed links’ guest sockets', () => {
    const { listener, disconnectUser, disconnectSessions, disconnectShares } = setup();
    listener.onSessionsRevoked({ userId: 'u1', sessionIds: ['s1', 's2'] });
    expect(disconnectSessions).toHaveBeenCalledWith(['s1', 's2']);
    expect(disconnectUser).not.toHaveBeenCalled();
    listener.onShareLinkClosed({ shareIds: ['a', 'b'] });
    expect(disconnectShares).toHaveBeenCalledWith(['a', 'b']);
    listener.onShareLinkClosed({ shareIds: 'a' } as never);
    expect(disconnectShares).toHaveBeenCalledTimes(1);
  });

  it('maps without the domain event extras', () => {
    expect(Object.keys(toShareProgress(saved('complete'), true)).sort()).toEqual(
      ['checklistId', 'complete', 'completedItems', 'itemId', 'recipientEmail', 'seq', 'shareId', 'totalItems', 'updatedAt'],
    );
  });
});

describe('RealtimeListener: presence', () => {
  it('pushes share:presence with exactly the contract fields', () => {
    const broadcastToOwners = jest.fn();
    const listener = new RealtimeListener({ broadcastToOwners } as unknown as RealtimeGateway);
    const event = { checklistId: 'c1', shareId: 's1', viewing: true, lastSeenAt: '2025-01-01T00:00:00.000Z', extra: 'not on the wire' };
    listener.onSharePresence(event);
    expect(broadcastToOwners).toHaveBeenCalledTimes(1);
    expect(broadcastToOwners.mock.calls[0][0]).toBe('share:presence');
    expect(broadcastToOwners.mock.calls[0][1]).toStrictEqual({ checklistId: 'c1', shareId: 's1', viewing: true, lastSeenAt: '2025-01-01T00:00:00.000Z' });
  });
});

describe('SocketAuthService', () => {
  const verify = jest.fn(async (t: string) => (t === 'good' ? { user: { id: 'u1' }, sessionId: 's9' } : null));
  const findByAccessToken = jest.fn(async (t: unknown) => (t === 'guest-token' ? { shareId: 's1', checklistId: 'c1', recipientId: 'r1' } : null));
  const authenticateSocket = jest.fn(async (t: string) => {
    if (t === 'tl_pat_forbidden') throw new DomainError('forbidden', 'no');
    return t === 'tl_pat_good' ? { token: { id: 't7', userId: 'u1', scope: 'read' }, user: { id: 'u1' } } : null;
  });
  const service = new SocketAuthService({ verify } as never, { authenticateSocket } as never, { findByAccessToken } as never);

  it.each([undefined, null, 'token', 42, [], {}, { token: 5 }, { token: 'bad' }, { token: 'tl_pat_bad' }, { token: 'tl_pat_forbidden' }, { accessToken: 'nope' }, { token: 'bad', accessToken: 'guest-token' }])(
    'refuses %p',
    async (auth) => {
      expect(await service.identify(auth)).toBeNull();
    },
  );

  it('accepts an owner token and a guest access token', async () => {
    expect(await service.identify({ token: 'good' })).toEqual({ kind: 'owner', userId: 'u1', sessionId: 's9' });
    expect(await service.identify({ accessToken: 'guest-token' })).toEqual({ kind: 'guest', shareId: 's1', checklistId: 'c1' });
  });

  it('accepts a personal access token as its owner, through the token', async () => {
    expect(await service.identify({ token: 'tl_pat_good' })).toEqual({ kind: 'owner', userId: 'u1', tokenId: 't7' });
    expect(verify).not.toHaveBeenCalledWith('tl_pat_good');
  });
});
