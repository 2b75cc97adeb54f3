/**
 * Nest's swagger module writes OpenAPI 3.0 schemas (`nullable: true`, `example`). OpenAPI 3.1
 * schemas are JSON Schema 2020-12: a value that may be null lists "null" among its types, and
 * examples are an array. This turns the generated document into a valid 3.1 one, so any 3.1
 * tool (ajv, openapi-typescript, linters) reads it as the server means it.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Schema-valued keywords whose values are themselves schemas (or maps/lists of schemas). */
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs'] as const;
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const SCHEMA_SINGLES = ['items', 'additionalProperties', 'not', 'contains'] as const;

export function toJsonSchema2020(schema: JsonObject): JsonObject {
  const out: JsonObject = { ...schema };
  for (const key of SCHEMA_MAPS) {
    const map = out[key];
    if (isObject(map)) out[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, isObject(v) ? toJsonSchema2020(v) : v]));
  }
  for (const key of SCHEMA_LISTS) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((v) => (isObject(v) ? toJsonSchema2020(v) : v));
  }
  for (const key of SCHEMA_SINGLES) {
    const single = out[key];
    if (isObject(single)) out[key] = toJsonSchema2020(single);
  }
  if ('example' in out) {
    if (!('examples' in out)) out.examples = [out.example];
    delete out.example;
  }
  if (out.nullable === true) return allowNull(withoutNullable(out));
  if ('nullable' in out) return withoutNullable(out);
  return out;
}

function withoutNullable(schema: JsonObject): JsonObject {
  const { nullable: _nullable, ...rest } = schema;
  return rest;
}

function allowNull(schema: JsonObject): JsonObject {
  const type = schema.type;
  const composed = '$ref' in schema || 'allOf' in schema || 'oneOf' in schema || 'anyOf' in schema;
  if (typeof type === 'string' && !composed) {
    const allowed: JsonObject = { ...schema, type: [type, 'null'] };
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) allowed.enum = [...schema.enum, null];
    return allowed;
  }
  if (Array.isArray(type) && !composed) return type.includes('null') ? schema : { ...schema, type: [...type, 'null'] };
  // A $ref or composition: null is one more alternative.
  const { description, type: _type, ...rest } = schema;
  const alternatives = Object.keys(rest).length === 1 && Array.isArray(rest.allOf) && rest.allOf.length === 1 ? rest.allOf[0] : rest;
  return { ...(description === undefined ? {} : { description }), anyOf: [alternatives, { type: 'null' }] };
}

/** Every schema in the document: components, parameters, bodies and answers. */
export function toOpenApi31<T extends object>(document: T): T {
  const walk = (node: Json, inSchemaSlot: boolean): Json => {
    if (Array.isArray(node)) return node.map((v) => walk(v, false));
    if (!isObject(node)) return node;
    if (inSchemaSlot) return toJsonSchema2020(node);
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) out[key] = walk(value, key === 'schema');
    return out;
  };
  const converted = walk(document as unknown as Json, false) as JsonObject;
  const components = converted.components;
  if (isObject(components) && isObject(components.schemas)) {
    components.schemas = Object.fromEntries(
      Object.entries(components.schemas).map(([name, s]) => [name, isObject(s) ? toJsonSchema2020(s) : s]),
    );
  }
  return { ...converted, openapi: '3.1.0' } as unknown as T;
}
