import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, type Endpoint, type ErrorStatus } from '@mt/shared';

type ErrorResponses<E extends Endpoint> = { [S in E['errors'][number]]: typeof errorResponseSchema };
type SuccessResponses<E extends Endpoint> = { [S in keyof E['responses']]: E['responses'][S] extends z.ZodType ? E['responses'][S] : z.ZodNull };

/** `{ message, errors? }` for each failure status an endpoint declares (one helper instead of a map per file). */
export function errorResponses<const S extends readonly ErrorStatus[]>(statuses: S): { [K in S[number]]: typeof errorResponseSchema } {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as { [K in S[number]]: typeof errorResponseSchema };
}

/** An endpoint that takes params, a query or a body: any of them may be refused for a NUL character (400). */
export const takesInput = (endpoint: Endpoint) => Boolean(endpoint.params || endpoint.query || endpoint.body || endpoint.multipart);

/** Liveness answers without the database; readiness says it in its own 503 body. */
const needsDatabase = (endpoint: Endpoint) => !endpoint.tags.includes('health') && !(503 in endpoint.responses);

/** The failures a route documents: its endpoint's, plus those any route of its kind may answer. */
function documentedErrors(endpoint: Endpoint): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(endpoint.errors);
  if (takesInput(endpoint)) statuses.add(400);
  if (needsDatabase(endpoint)) statuses.add(503);
  return [...statuses];
}

/** The endpoint each schema block was made from, so the route registry can tell which routes have one. */
const endpointOfSchema = new WeakMap<object, Endpoint>();

/** The shared endpoint a route was registered from, or null for a route without one. */
export const endpointOf = (schema: unknown): Endpoint | null =>
  schema !== null && typeof schema === 'object' ? (endpointOfSchema.get(schema) ?? null) : null;

/**
 * The method, URL and schema block of a route, from its shared endpoint: `app.route({ ...routeOf(e),
 * handler })`. Fastify validates params, query and a JSON body with the endpoint's schemas, serializes
 * the answer through its response schema, and @fastify/swagger documents it, so the three cannot drift.
 * A multipart endpoint has no body schema: its handler reads the form (and, for a route that takes
 * either, validates the JSON variant itself).
 */
export function routeOf<const E extends Endpoint>(endpoint: E) {
  const success = Object.fromEntries(Object.entries(endpoint.responses).map(([status, schema]) => [status, schema ?? z.null()]));
  const schema = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.auth ? { security: [{ bearerAuth: [] }] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
    ...(endpoint.multipart ? { consumes: endpoint.body ? ['multipart/form-data', 'application/json'] : ['multipart/form-data'] } : {}),
    ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
    // 400 is documented for every endpoint that takes input: plugins/no-nul-text.ts refuses a NUL in any of it;
    // 503 for every one that needs the database (plugins/errors.ts: unreachable for now, with Retry-After).
    response: { ...success, ...errorResponses(documentedErrors(endpoint)) },
  };
  endpointOfSchema.set(schema, endpoint);
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: schema as {
      params: E['params'];
      querystring: E['query'];
      body: E['multipart'] extends true ? undefined : E['body'];
      response: SuccessResponses<E> & ErrorResponses<E>;
    },
  };
}

/**
 * The serializer Fastify compiles for an endpoint's 200 answer (app.ts sets the same compiler): an answer kept as
 * text outside a reply (kept dashboards and insights) is byte for byte the route's fresh one.
 */
export function successSerializer(endpoint: Endpoint): (payload: unknown) => string {
  const schema = (endpoint.responses as Record<number, z.ZodType | undefined>)[200];
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} has no 200 answer`);
  return serializerCompiler({ schema, method: endpoint.method, url: endpoint.path });
}
