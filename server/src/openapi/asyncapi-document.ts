import {
  CLIENT_EVENT_DOCS,
  REALTIME_MESSAGES,
  REALTIME_SCHEMAS,
  SERVER_EVENT_DOCS,
  SOCKET_PATH,
  type JsonSchema,
  type RealtimeSchemaName,
} from '@ticklist/contracts';

type Json = Record<string, unknown>;

/** The OpenAPI components the socket payloads share with the HTTP answers (a share, the counts). */
const SHARED_FROM_OPENAPI = ['OwnerShare', 'ChecklistCounts'];

const DESCRIPTION = `Live progress over [Socket.IO](https://socket.io/docs/v4/) (protocol 5, the default
namespace, path \`${SOCKET_PATH}\`, long-polling and websocket transports) on the same port as the
HTTP API. Every message below is one Socket.IO event: its name, then one JSON argument; a
client→server event takes an acknowledgement callback, answered \`{ ok: true, ... }\` or
\`{ ok: false, message }\`.

**Connecting.** Credentials go in the handshake's \`auth\` object, never in the URL:
- an owner: \`{ token }\`, a session token or a personal access token (\`tl_pat_…\`; read scope is
  enough), checked as the HTTP API checks it; optionally \`subscribe: [checklistId, …]\` and
  \`progress: true\` (see \`checklist:snapshot\`), so a client resumes after a reconnect without extra
  code (Socket.IO's connection state recovery is not available behind several replicas);
- a recipient (guest): \`{ accessToken }\` from their personal link, optionally \`progress: true\`.

A missing, bad, expired or revoked credential is refused with \`connect_error\` message
"${REALTIME_MESSAGES.authenticationRequired}". When a session ends, a personal access token is
revoked or a link stops working, the sockets opened with it are disconnected within a second, on
every server. Reconnecting sockets must subscribe again (or name their checklists at the handshake).

**Ordering.** \`share:progress\` carries the save's \`updatedAt\`: an event older than the last one seen
for its share is stale and can be dropped.`;

const key = (event: string): string => event.replace(/:(\w)/g, (_m, c: string) => c.toUpperCase());
const schemaRef = (name: RealtimeSchemaName | string): Json => ({ $ref: `#/components/schemas/${name}` });
const messageRef = (name: string): Json => ({ $ref: `#/channels/socket/messages/${name}` });

/** `names` and every schema they reference, from OpenAPI `components.schemas`. */
function withReferenced(schemas: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  const visit = (name: string) => {
    if (name in picked) return;
    const schema = schemas[name];
    if (schema === undefined) throw new Error(`OpenAPI schema ${name} is missing: the AsyncAPI document shares it`);
    picked[name] = schema;
    for (const [, referenced] of JSON.stringify(schema).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) visit(referenced!);
  };
  names.forEach(visit);
  return picked;
}

/**
 * The AsyncAPI 3.0 document of the socket protocol, built from the event tables and payload
 * schemas in libs/contracts (realtime/schemas.ts) and the OpenAPI document's shared schemas: it
 * cannot drift from the types the gateway and the client are compiled against.
 */
export function buildAsyncApiDocument(openApi: { components?: { schemas?: Record<string, unknown> } }, version: string, appUrl: string): Json {
  const messages: Record<string, Json> = {};
  const operations: Record<string, Json> = {};
  for (const [event, doc] of Object.entries(SERVER_EVENT_DOCS)) {
    messages[key(event)] = { $ref: `#/components/messages/${key(event)}` };
    operations[`send${key(event)[0]!.toUpperCase()}${key(event).slice(1)}`] = {
      action: 'send',
      channel: { $ref: '#/channels/socket' },
      summary: doc.summary,
      description: `Heard by: ${doc.audience === 'owners' ? 'owner sockets subscribed to the checklist' : 'owner sockets subscribed to the checklist and the share\'s guest sockets'}.`,
      messages: [messageRef(key(event))],
    };
  }
  for (const [event, doc] of Object.entries(CLIENT_EVENT_DOCS)) {
    const ackKey = `${key(event)}Ack`;
    messages[key(event)] = { $ref: `#/components/messages/${key(event)}` };
    messages[ackKey] = { $ref: `#/components/messages/${ackKey}` };
    operations[`receive${key(event)[0]!.toUpperCase()}${key(event).slice(1)}`] = {
      action: 'receive',
      channel: { $ref: '#/channels/socket' },
      summary: doc.summary,
      messages: [messageRef(key(event))],
      reply: { channel: { $ref: '#/channels/socket' }, messages: [messageRef(ackKey)] },
    };
  }
  messages.connectError = { $ref: '#/components/messages/connectError' };
  operations.sendConnectError = {
    action: 'send',
    channel: { $ref: '#/channels/socket' },
    summary: 'The handshake was refused (Socket.IO `connect_error`).',
    messages: [messageRef('connectError')],
  };

  const componentMessages: Record<string, Json> = {};
  for (const [event, doc] of Object.entries(SERVER_EVENT_DOCS)) {
    componentMessages[key(event)] = { name: event, title: event, summary: doc.summary, payload: schemaRef(doc.payload) };
  }
  for (const [event, doc] of Object.entries(CLIENT_EVENT_DOCS)) {
    componentMessages[key(event)] = { name: event, title: event, summary: doc.summary, payload: schemaRef(doc.payload) };
    componentMessages[`${key(event)}Ack`] = { name: `${event} (ack)`, title: `${event} answer`, payload: schemaRef(doc.ack) };
  }
  componentMessages.connectError = { name: 'connect_error', title: 'connect_error', payload: schemaRef('ConnectError') };

  const url = new URL(appUrl);
  const schemas: Record<string, JsonSchema | unknown> = { ...REALTIME_SCHEMAS, ...withReferenced(openApi.components?.schemas ?? {}, SHARED_FROM_OPENAPI) };
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Ticklist realtime',
      version,
      description: DESCRIPTION,
      externalDocs: { description: 'The HTTP API (OpenAPI 3.1)', url: new URL('/api/openapi.json', url).href },
    },
    defaultContentType: 'application/json',
    servers: {
      thisServer: {
        host: url.host,
        protocol: url.protocol === 'https:' ? 'wss' : 'ws',
        pathname: SOCKET_PATH,
        description: 'Socket.IO on the same origin as the app (APP_URL).',
        security: [{ $ref: '#/components/securitySchemes/owner' }, { $ref: '#/components/securitySchemes/guest' }],
      },
    },
    channels: {
      socket: { address: '/', title: 'The default namespace', description: 'Every event travels on the default namespace.', messages },
    },
    operations,
    components: {
      schemas,
      messages: componentMessages,
      securitySchemes: {
        // Socket.IO sends `auth` in its CONNECT packet, neither header nor query: the closest scheme
        // AsyncAPI has is a key the user supplies, with the description saying where it goes.
        owner: {
          type: 'apiKey',
          in: 'user',
          description: 'Handshake `auth: { token, subscribe?, progress? }` (schema `OwnerAuth`): a session token or a personal access token.',
        },
        guest: {
          type: 'apiKey',
          in: 'user',
          description: 'Handshake `auth: { accessToken, progress? }` (schema `GuestAuth`): the access token of a recipient\'s personal link.',
        },
      },
    },
  };
}
