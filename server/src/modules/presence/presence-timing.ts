/**
 * Presence leases. A process renews its rows every HEARTBEAT_MS; a row not renewed for LEASE_MS
 * (its process died) stops counting at once in every read, and the sweep (every SWEEP_MS, run by
 * one replica per moment, noticed at a scheduler tick ≤ 30 s later) tells the owner. So a dead
 * replica leaves nobody "viewing" for more than LEASE + 30 s + SWEEP ≈ 60 s.
 */
export const PRESENCE_HEARTBEAT_MS = 6_000;
export const PRESENCE_LEASE_MS = 20_000;
export const PRESENCE_SWEEP_MS = 10_000;
