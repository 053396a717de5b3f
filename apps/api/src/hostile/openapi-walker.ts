/**
 * The operations of the app's OpenAPI document (issue 21, hostile-input suite): for each, what a request can
 * carry (path params, query params, a JSON body) as plain JSON Schema, so the suite can make a valid request
 * and then spoil one field at a time.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI form: /api/trips/{id}/pay */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | null;
  /** The body is (also) a multipart form. */
  multipart: boolean;
  /** The document says a bearer token is expected. */
  auth: boolean;
  /** The statuses the document lists for this operation. */
  statuses: number[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema => {
    if (!schema?.$ref) return schema ?? {};
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve(doc.components?.schemas?.[name]);
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      const of = (where: string): Parameter[] =>
        params.filter((p) => p.in === where).map((p) => ({ name: p.name, required: Boolean(p.required), schema: resolve(p.schema) }));
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: of('path'),
        query: of('query'),
        body: content['application/json'] ? resolve(content['application/json'].schema) : null,
        multipart: Boolean(content['multipart/form-data']),
        auth: Boolean(op.security?.length),
        statuses: Object.keys(op.responses ?? {}).map(Number),
      });
    }
  }
  return ops;
}

/** A field of a body: its path from the root (["inclusions", "meals"]) and its schema. */
export interface BodyField {
  path: string[];
  schema: JsonSchema;
}

/** Every property of an object schema and of the objects inside it (array items count as index 0), two levels deep. */
export function bodyFields(schema: JsonSchema, prefix: string[] = [], depth = 0): BodyField[] {
  const s = mainBranch(schema);
  const fields: BodyField[] = [];
  for (const [name, inner] of Object.entries(s.properties ?? {})) {
    const path = [...prefix, name];
    fields.push({ path, schema: inner });
    if (depth >= 2) continue;
    const branch = mainBranch(inner);
    if (branch.properties) fields.push(...bodyFields(branch, path, depth + 1));
    else if (branch.items && mainBranch(branch.items).properties) fields.push(...bodyFields(branch.items, [...path, '0'], depth + 1));
  }
  return fields;
}

/** The branch a valid value is made from: the first non-null one of a union. */
export function mainBranch(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return mainBranch(options.find((o) => o.type !== 'null') ?? options[0]!);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map(mainBranch)) as JsonSchema;
  return schema;
}

/** The JSON type a schema wants (the first non-null one). */
export function typeOf(schema: JsonSchema): string | undefined {
  const s = mainBranch(schema);
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.enum?.length) return typeof s.enum[0] === 'number' ? 'number' : typeof s.enum[0];
  if (s.properties) return 'object';
  return undefined;
}
