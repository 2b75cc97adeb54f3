import type { ResponseSavedEvent } from '../modules/responses/response-saved.event';
import { ProgressListener, toShareProgress } from './progress.listener';
import type { RealtimeGateway } from './realtime.gateway';
import { SocketAuthService } from './socket-auth.service';

const saved = (key: ResponseSavedEvent['key']): ResponseSavedEvent & { extra?: string } => ({
  checklistId: 'c1',
  shareId: 's1',
  recipientEmail: 'guest@example.com',
  itemId: 'i1',
  key,
  complete: true,
  completedItems: [{ itemId: 'i1', extra: 'x' } as { itemId: string }],
  totalItems: 3,
  updatedAt: '2025-01-01T00:00:00.000Z',
  extra: 'not on the wire',
});

describe('ProgressListener', () => {
  const setup = () => {
    const broadcastProgress = jest.fn();
    return { listener: new ProgressListener({ broadcastProgress } as unknown as RealtimeGateway), broadcastProgress };
  };

  it.each(['complete', 'reset'] as const)('pushes one share:progress with exactly the contract fields for %s', (key) => {
    const { listener, broadcastProgress } = setup();
    listener.onResponseSaved(saved(key));
    expect(broadcastProgress).toHaveBeenCalledTimes(1);
    expect(broadcastProgress.mock.calls[0][0]).toStrictEqual({
      checklistId: 'c1',
      shareId: 's1',
      recipientEmail: 'guest@example.com',
      itemId: 'i1',
      complete: true,
      completedItems: [{ itemId: 'i1' }],
      totalItems: 3,
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
  });

  it('pushes nothing for notes', () => {
    const { listener, broadcastProgress } = setup();
    listener.onResponseSaved(saved('notes'));
    expect(broadcastProgress).not.toHaveBeenCalled();
  });

  it('maps without the domain event extras', () => {
    expect(Object.keys(toShareProgress(saved('complete'))).sort()).toEqual(
      ['checklistId', 'complete', 'completedItems', 'itemId', 'recipientEmail', 'shareId', 'totalItems', 'updatedAt'],
    );
  });
});

describe('SocketAuthService', () => {
  const verify = jest.fn(async (t: string) => (t === 'good' ? { id: 'u1' } : null));
  const findByAccessToken = jest.fn(async (t: unknown) => (t === 'guest-token' ? { shareId: 's1', checklistId: 'c1', recipientId: 'r1' } : null));
  const service = new SocketAuthService({ verify } as never, { findByAccessToken } as never);

  it.each([undefined, null, 'token', 42, [], {}, { token: 5 }, { token: 'bad' }, { accessToken: 'nope' }, { token: 'bad', accessToken: 'guest-token' }])(
    'refuses %p',
    async (auth) => {
      expect(await service.identify(auth)).toBeNull();
    },
  );

  it('accepts an owner token and a guest access token', async () => {
    expect(await service.identify({ token: 'good' })).toEqual({ kind: 'owner', userId: 'u1' });
    expect(await service.identify({ accessToken: 'guest-token' })).toEqual({ kind: 'guest', shareId: 's1', checklistId: 'c1' });
  });
});
