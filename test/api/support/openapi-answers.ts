import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { escapeRegExp } from '../../kit';

/**
 * Every answer an e2e suite gets is checked against the server's own OpenAPI document
 * (GET /api/openapi.json): its status must be documented for that route, and its JSON body must
 * match the documented schema, with no field the document does not name. An answer the
 * document does not describe fails the test that got it.
 */
type Json = any;

interface Operation {
  method: string;
  pattern: RegExp;
  template: string;
  responses: Record<string, Json>;
}

interface DocumentIndex {
  operations: Operation[];
  /** The `webhooks` section: each delivery type's POST. */
  webhooks: Record<string, Json>;
  components: Json;
  validators: Map<string, ValidateFunction>;
}

const documents = new Map<string, Promise<DocumentIndex>>();
const ajv = new Ajv2020({ strict: false, allErrors: true });
let compiled = 0;
addFormats(ajv);


const templateToRegExp = (template: string): RegExp =>
  new RegExp(`^${template.split(/\{[^}]+\}/).map(escapeRegExp).join('[^/]+')}$`);

/** Objects that list their properties get `additionalProperties: false`: an undocumented field fails. */
export function closed(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(closed);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'properties' ? mapValues(value, closed) : closed(value);
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

const mapValues = (object: Json, fn: (v: Json) => Json) =>
  Object.fromEntries(Object.entries(object as Record<string, Json>).map(([k, v]) => [k, fn(v)]));

async function loadDocument(baseUrl: string): Promise<DocumentIndex> {
  const res = await fetch(`${baseUrl}/api/openapi.json`);
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  const doc = await res.json();
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch']) {
      if (item[method]) operations.push({ method, template, pattern: templateToRegExp(template), responses: item[method].responses });
    }
  }
  // Literal routes before templated ones (/api/checklist/create before /api/checklist/{id}/…).
  operations.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  return { operations, webhooks: doc.webhooks ?? {}, components: closed(doc.components ?? {}), validators: new Map() };
}

function validatorFor(index: DocumentIndex, key: string, schema: Json): ValidateFunction {
  let validate = index.validators.get(key);
  if (!validate) {
    validate = ajv.compile({ $id: `urn:answer:${++compiled}`, ...closed(schema), components: index.components });
    index.validators.set(key, validate);
  }
  return validate;
}

/**
 * Headers the server sends only on some answers: each one present must be declared on the
 * documented answer (a client reads the document to know where to look for them).
 */
const DECLARED_WHEN_SENT = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'Idempotency-Replayed', 'ETag'];

export async function expectDocumentedAnswer(
  baseUrl: string,
  method: string,
  url: string,
  status: number,
  contentType: string | null,
  body: unknown,
  headers?: Headers,
): Promise<void> {
  const path = new URL(url, baseUrl).pathname;
  if (!path.startsWith('/api/') || path === '/api/openapi.json') return;
  if (!documents.has(baseUrl)) documents.set(baseUrl, loadDocument(baseUrl));
  const index = await documents.get(baseUrl)!;
  const verb = method.toLowerCase();
  const operation = index.operations.find((op) => op.method === verb && op.pattern.test(path));
  const where = `${method} ${path} → ${status}`;
  if (!operation) {
    // No such route: the contract's 404 (or 405-like 404 for another verb), with the error body.
    if (status >= 400 && status < 500) return checkBody(index, 'ErrorBody', { $ref: '#/components/schemas/ErrorBody' }, body, where);
    throw new Error(`${where}: no route in the OpenAPI document matches this request`);
  }
  const response = operation.responses[String(status)] ?? operation.responses.default;
  if (!response) throw new Error(`${where}: status ${status} is not documented for ${verb.toUpperCase()} ${operation.template}`);
  if (headers) {
    const declared = new Set(Object.keys(response.headers ?? {}).map((h) => h.toLowerCase()));
    const undeclared = DECLARED_WHEN_SENT.filter((h) => headers.has(h) && !declared.has(h.toLowerCase()));
    if (undeclared.length > 0) throw new Error(`${where}: sent ${undeclared.join(', ')}, which the document does not declare on this answer`);
  }
  const mediaType = contentType?.split(';')[0]!.trim().toLowerCase();
  if (response.content && mediaType && body !== undefined && body !== '' && !(mediaType in response.content)) {
    throw new Error(`${where}: answered ${mediaType}, documented as ${Object.keys(response.content).join(', ')}`);
  }
  const media = response.content?.['application/json'];
  if (!media?.schema) return;
  if (!contentType?.includes('application/json')) throw new Error(`${where}: documented as JSON, answered ${contentType}`);
  checkBody(index, `${verb} ${operation.template} ${status}`, media.schema, body, where);
}

/** A received webhook body must match its type's request body in the document's `webhooks`. */
export async function expectDocumentedWebhook(baseUrl: string, payload: { type: string }): Promise<void> {
  if (!documents.has(baseUrl)) documents.set(baseUrl, loadDocument(baseUrl));
  const index = await documents.get(baseUrl)!;
  const schema = index.webhooks[payload.type]?.post?.requestBody?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`webhook ${payload.type}: not in the OpenAPI document's webhooks`);
  checkBody(index, `webhook ${payload.type}`, schema, payload, `webhook ${payload.type}`);
}

function checkBody(index: DocumentIndex, key: string, schema: Json, body: unknown, where: string): void {
  const validate = validatorFor(index, key, schema);
  if (validate(body)) return;
  const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` '${(e.params as { additionalProperty: string }).additionalProperty}'` : ''}`);
  throw new Error(`${where}: the answer does not match the OpenAPI document:\n  ${problems.join('\n  ')}\n  body: ${JSON.stringify(body).slice(0, 500)}`);
}
