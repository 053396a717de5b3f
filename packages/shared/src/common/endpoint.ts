import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The failures an endpoint may answer, each with `{ message, errors? }` (DESIGN.md section 4). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 428 | 429 | 500 | 502 | 503;

type Schema = z.ZodType;

/**
 * One call of the API, described once: the server registers its route from it (validation, response
 * serialization, OpenAPI) and the web app calls it through one typed function whose result type comes
 * from `responses`. Paths are under /api and name their parameters as `:name`.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  /** A bearer token is expected (the OpenAPI security entry); which roles pass is the server's rule. */
  readonly auth: boolean;
  readonly params?: Schema;
  readonly query?: Schema;
  /** A JSON body. */
  readonly body?: Schema;
  /** A multipart form (files and fields) is accepted; read by the handler, not by a schema. */
  readonly multipart?: boolean;
  /**
   * The success status and its body (`null` for 204 No Content), and any other status that answers a
   * body of its own rather than `{ message }` (readiness answers 503 with its status).
   */
  readonly responses: { readonly [status: number]: Schema | null };
  /** A non-JSON success body (e.g. 'text/calendar'): the web app reads it as text. */
  readonly produces?: string;
  /**
   * Exactly the failures the route itself may answer: its hooks (role check 401/403, rate limit 429), its
   * params, query and body schemas (400) and what its handler throws (404, 409, 502...). Failures any
   * route may meet are not listed: 500, 503 when the database does not answer, 413/415 for a body
   * refused before the route reads it, and 400 for a NUL character in any input (added to the docs). A route lists 503 or 413/415 only when it answers them itself.
   * API tests fail on an answer whose status is neither here nor in `responses`.
   */
  readonly errors: readonly ErrorStatus[];
}

/**
 * The endpoints of one area share their OpenAPI tag: `const endpoint = endpointsOf('trips')`, then
 * `export const pay = endpoint({ ... })`. The literal types of method, path and schemas are kept, so
 * both sides infer from them.
 */
export const endpointsOf =
  (tag: string) =>
  <const E extends Omit<Endpoint, 'tags' | 'auth'> & { auth?: boolean }>(endpoint: E): E & { tags: readonly string[]; auth: boolean } => ({
    ...endpoint,
    tags: [tag],
    auth: endpoint.auth ?? false,
  });

type SuccessStatus<E extends Endpoint> = Extract<keyof E['responses'], number>;
type SuccessSchema<E extends Endpoint> = E['responses'][SuccessStatus<E>];

/** What a successful call answers, as the web app receives it (204: nothing; text for `produces`). */
export type EndpointResult<E extends Endpoint> = E extends { produces: string }
  ? string
  : SuccessSchema<E> extends Schema
    ? z.output<SuccessSchema<E>>
    : undefined;

export type EndpointParams<E extends Endpoint> = E['params'] extends Schema ? z.output<E['params']> : never;
export type EndpointBody<E extends Endpoint> =
  | (E['body'] extends Schema ? z.input<E['body']> : never)
  | (E['multipart'] extends true ? FormData : never);
/** Query values as a browser sends them: any of the schema's keys, as text or a value that prints as one. */
export type EndpointQuery<E extends Endpoint> = E['query'] extends Schema
  ? { [K in keyof z.input<E['query']>]?: string | number | boolean | null | undefined }
  : never;

/** The URL path of a call: `/trips/:id/pay` with `{ id: 7 }` is `/trips/7/pay`. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
