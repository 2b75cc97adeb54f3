import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GuestShareResponse } from '@ticklist/contracts';
import { StaleEventGuard } from '@/lib/realtime/stale-event-guard';
import type { AppSocket } from '@/lib/realtime/socket';
import { useRealtimeSocket } from '@/lib/realtime/use-realtime-socket';
import { guestMessagesKey } from '../api/guest-messages';
import { guestShareKey } from '../api/guest-share';
import { applyProgressToGuestShare } from './progress-cache';

/**
 * Guest page: a socket joined to this share's room, telling the server whether the page is visible, so the same link open on two devices stays
 * in step (its handshake asks for the share as it stands, so nothing falls between the page's read
 * and the connection). Events update the guest share's cache (ticks only; notes are untouched); stale
 * events are dropped; after a reconnect, when the page comes back (woken, online, focused), or when
 * the server closes the socket (the link stopped working), the share is re-fetched.
 */
export function useLiveGuestShare(accessToken: string): { connected: boolean } {
  const queryClient = useQueryClient();
  const guard = useRef(new StaleEventGuard()).current;
  const key = guestShareKey(accessToken);

  // `progress`: the socket is first sent the share as it stands (a tick saved on another device
  // between this page's read and the connection), through onProgress like any event.
  const { connected, socketRef } = useRealtimeSocket(accessToken ? { accessToken, progress: true } : null, {
    onConnect(socket, reconnected) {
      tellVisibility(socket);
      if (reconnected) void queryClient.invalidateQueries({ queryKey: key });
    },
    // Back from sleep or a network switch: ticks from another device and a revocation are fetched.
    onPageBack() {
      void queryClient.invalidateQueries({ queryKey: key });
    },
    // A revoked or replaced link: the page asks again and shows the 410's message.
    onServerDisconnect() {
      void queryClient.invalidateQueries({ queryKey: key });
    },
    // A message from the owner (or this link on another device): the thread is fetched again.
    onMessage() {
      void queryClient.invalidateQueries({ queryKey: guestMessagesKey(accessToken) });
    },
    // The owner reviewed (issue 48): the page reads the share again (its review and the items sent back).
    onReview() {
      void queryClient.invalidateQueries({ queryKey: key });
    },
    // The next run started (issue 45): the page reads the share again and shows the new run.
    onRunStarted() {
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onProgress(event) {
      if (!guard.accept(event)) return;
      // While this device is saving, only the event's own item moves, so no optimistic tick flickers.
      const saving = queryClient.isMutating() > 0;
      queryClient.setQueryData<GuestShareResponse>(key, (data) => applyProgressToGuestShare(data, event, saving));
    },
  });

  // "Viewing now" for the owner only while this page is visible (a new socket starts as not visible).
  useEffect(() => {
    const onChange = () => {
      if (socketRef.current?.connected) tellVisibility(socketRef.current);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [socketRef]);

  return { connected };
}

function tellVisibility(socket: AppSocket): void {
  socket.emit('guest:visibility', { visible: document.visibilityState === 'visible' });
}
