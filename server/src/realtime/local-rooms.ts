/**
 * Whether a socket of this process is in any of `rooms`, given its adapter's room map. Socket.IO
 * encodes an event before it looks at the rooms, so an emit no local socket can get is skipped
 * (RealtimeGateway without Redis, BatchingRedisAdapter with it): under a stream of saves nobody
 * watched, that encoding was 2.5 % of the HTTP thread (bench/RESULTS.md).
 */
export function localSocketIn(adapterRooms: ReadonlyMap<string, ReadonlySet<string>> | undefined, rooms: Iterable<string>): boolean {
  for (const room of rooms) if ((adapterRooms?.get(room)?.size ?? 0) > 0) return true;
  return false;
}
