import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { closed } from './openapi-answers';

/**
 * Every socket event an e2e suite receives, and every acknowledgement, is checked against the
 * server's own AsyncAPI document (GET /api/asyncapi.json), as HTTP answers are against the OpenAPI
 * one: an event the document does not name, or a payload with a field it does not describe, fails
 * the test that received it (realtime.ts reports the problems after each test).
 */
type Json = any;

interface ProtocolIndex {
  /** Server→client event name → its payload's validator. */
  events: Map<string, ValidateFunction>;
  /** Client→server event name → its acknowledgement's validator. */
  acks: Map<string, ValidateFunction>;
}

const documents = new Map<string, Promise<ProtocolIndex>>();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
let compiled = 0;

const messageOf = (doc: Json, ref: { $ref: string }): Json => {
  // '#/channels/socket/messages/x' → the channel's message, itself a $ref into components.messages.
  const channelMessage = ref.$ref.split('/').slice(1).reduce((node: Json, part: string) => node?.[part], doc);
  return channelMessage?.$ref ? channelMessage.$ref.split('/').slice(1).reduce((node: Json, part: string) => node?.[part], doc) : channelMessage;
};

async function loadProtocol(baseUrl: string): Promise<ProtocolIndex> {
  const res = await fetch(`${baseUrl}/api/asyncapi.json`);
  if (res.status !== 200) throw new Error(`GET /api/asyncapi.json answered ${res.status}`);
  const doc = await res.json();
  const components = { schemas: closed(doc.components.schemas) };
  const compile = (payload: Json) => ajv.compile({ $id: `urn:socket-event:${++compiled}`, ...closed(payload), components });
  const index: ProtocolIndex = { events: new Map(), acks: new Map() };
  for (const operation of Object.values(doc.operations as Record<string, Json>)) {
    const message = messageOf(doc, operation.messages[0]);
    if (operation.action === 'send') index.events.set(message.name, compile(message.payload));
    else if (operation.reply) index.acks.set(message.name, compile(messageOf(doc, operation.reply.messages[0]).payload));
  }
  return index;
}

function protocol(baseUrl: string): Promise<ProtocolIndex> {
  if (!documents.has(baseUrl)) documents.set(baseUrl, loadProtocol(baseUrl));
  return documents.get(baseUrl)!;
}

function check(validate: ValidateFunction | undefined, what: string, payload: unknown): void {
  if (!validate) throw new Error(`${what}: not in the AsyncAPI document`);
  if (validate(payload)) return;
  const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '(payload)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` '${(e.params as { additionalProperty: string }).additionalProperty}'` : ''}`);
  throw new Error(`${what} does not match the AsyncAPI document:\n  ${problems.join('\n  ')}\n  payload: ${JSON.stringify(payload).slice(0, 500)}`);
}

/** Rejects when a received server→client event (its one argument) is not as the document describes it. */
export async function expectDocumentedEvent(baseUrl: string, event: string, args: unknown[]): Promise<void> {
  if (args.length !== 1) throw new Error(`socket event ${event}: ${args.length} arguments, the document describes one`);
  check((await protocol(baseUrl)).events.get(event), `socket event ${event}`, args[0]);
}

/** Rejects when an acknowledgement is not as the document describes it for `event`. */
export async function expectDocumentedAck(baseUrl: string, event: string, ack: unknown): Promise<void> {
  check((await protocol(baseUrl)).acks.get(event), `the answer to ${event}`, ack);
}
