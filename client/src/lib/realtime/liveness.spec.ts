import { HEARTBEAT } from '@ticklist/contracts';
import { isLive } from './liveness';

describe('isLive', () => {
  const now = Date.parse('2026-12-15T12:00:00Z');

  it('is live only while connected and heard from within the heartbeat window', () => {
    expect(isLive(true, now - 1_000, now)).toBe(true);
    expect(isLive(true, now - HEARTBEAT.HEARTBEAT_WINDOW_MS, now)).toBe(true);
    expect(isLive(true, now - HEARTBEAT.HEARTBEAT_WINDOW_MS - 1, now)).toBe(false);
    expect(isLive(false, now, now)).toBe(false);
  });

  it('a page woken after a long sleep is not live, however connected its socket looks', () => {
    expect(isLive(true, now - 20 * 60_000, now)).toBe(false);
  });

  it('the window is the server heartbeat: its ping interval and timeout', () => {
    expect(HEARTBEAT.HEARTBEAT_WINDOW_MS).toBe(HEARTBEAT.PING_INTERVAL_MS + HEARTBEAT.PING_TIMEOUT_MS);
  });
});
