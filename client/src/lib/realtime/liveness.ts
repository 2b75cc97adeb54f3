import { HEARTBEAT } from '@ticklist/contracts';

/**
 * What a page may say about its live connection: "Live" only while its socket is connected and it
 * heard from the server (a ping, an event, an answer) within the server's heartbeat window. A
 * socket that died without a close frame (a laptop asleep, a network switch) still looks connected
 * to Socket.IO until its own timer runs out; the page does not wait for that timer.
 */
export function isLive(connected: boolean, lastHeardAt: number, now: number): boolean {
  return connected && now - lastHeardAt <= HEARTBEAT.HEARTBEAT_WINDOW_MS;
}

/** Wake-ups closer together than this (focus and visibilitychange come as a pair) are one. */
export const PAGE_BACK_COALESCE_MS = 2_000;

/**
 * Calls `callback` when the page comes back: the network returns (`online`), the tab becomes
 * visible again, or the window gets the focus. Several of these within PAGE_BACK_COALESCE_MS are
 * one call. Returns how to stop.
 */
export function onPageBack(callback: () => void): () => void {
  let last = -Infinity;
  const back = () => {
    const now = Date.now();
    if (now - last < PAGE_BACK_COALESCE_MS) return;
    last = now;
    callback();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') back();
  };
  window.addEventListener('online', back);
  window.addEventListener('focus', back);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('online', back);
    window.removeEventListener('focus', back);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
