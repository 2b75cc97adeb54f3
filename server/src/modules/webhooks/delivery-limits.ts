/**
 * How many webhook deliveries run at once (issue 41: one owner's endpoints that never answer must
 * not hold up anyone else's). One endpoint gets one attempt at a time, in the order its events
 * were written; different endpoints are sent to concurrently, within both limits below.
 */

/** Deliveries in flight in one process at most (each holds a socket for up to DELIVERY_TIMEOUT_MS). */
export const WEBHOOK_DELIVERIES_PER_PROCESS = 16;

/** Deliveries in flight for one owner at most, across every replica (counted by the claim, which replicas take in turn). */
export const WEBHOOK_DELIVERIES_PER_OWNER = 4;
