import { endpointPath, type Endpoint, type EndpointBody, type EndpointParams, type EndpointQuery, type EndpointResult } from '@mt/shared';
import { apiRequest } from './api-client';

type Optional<T> = undefined extends T ? true : false;

/** What a call of endpoint E takes: its path parameters, query and body as the contract types them. */
export type CallInput<E extends Endpoint> = (E['params'] extends object ? { params: EndpointParams<E> } : { params?: never }) &
  ([EndpointBody<E>] extends [never]
    ? { body?: never }
    : Optional<EndpointBody<E>> extends true
      ? { body?: EndpointBody<E> }
      : { body: EndpointBody<E> }) &
  (E['query'] extends object ? { query?: EndpointQuery<E> } : { query?: never }) & {
    /** Requires a token: fails locally with this message (or the common one) when there is none. */
    auth?: boolean | string;
    signal?: AbortSignal;
  };

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/**
 * The one way the web app calls the API: `callApi(tripsEndpoints.pay, { params: { id } })`. The URL and
 * method come from the shared endpoint, and so does the type of what it answers.
 */
export function callApi<const E extends Endpoint>(
  endpoint: E,
  ...[input]: RequiredKeys<CallInput<E>> extends never ? [input?: CallInput<E>] : [input: CallInput<E>]
): Promise<EndpointResult<E>> {
  const { params, query, body, auth, signal } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, string | number | boolean | null | undefined>; body?: unknown; auth?: boolean | string; signal?: AbortSignal };
  return apiRequest(endpointPath(endpoint.path, params), {
    method: endpoint.method,
    body,
    query,
    auth,
    signal,
    responseType: endpoint.produces ? 'text' : 'json',
  }) as Promise<EndpointResult<E>>;
}
