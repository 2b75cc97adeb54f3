export { createTicklistClient, type TicklistClient, type TicklistClientOptions } from './client';
export { connectRealtime, RealtimeError, type Realtime, type RealtimeOptions, type TicklistSocket } from './realtime';
export type { components, operations, paths, webhooks } from './generated/openapi';
export type { ServerToClientEvents, ShareProgressEvent, ShareProgressSnapshot, WebhookPayload } from '@ticklist/contracts';
