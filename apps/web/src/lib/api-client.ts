import { API_BASE, REQUEST_TIMEOUT_MS, commonTexts } from '@mt/shared';
import { takeEmbeddedResponse } from './embedded-responses';
import { useSession } from './session-store';

/**
 * A failed call. status 0: the server was not reached. `source` tells where the message comes from:
 * the server's body, a bare HTTP status ('HTTP error! status: N'), or a local check (no token, timeout).
 */
const SERVER_RENDER = typeof window === 'undefined';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly source: 'server' | 'http' | 'local',
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Requires a token: fails locally with this message when there is none. */
  auth?: boolean | string;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** 'text' for non-JSON answers (calendar files); failures are still read as JSON. */
  responseType?: 'json' | 'text';
}

/**
 * The transport under callApi (lib/call-api.ts), which features use: base /api, bearer token, 30 s
 * timeout, JSON in and out, and the server's `message` (or `error`) as the error text. What it answers
 * is typed by the endpoint's contract in callApi, never here.
 */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, auth, query } = options;
  const headers: Record<string, string> = { accept: options.responseType === 'text' ? '*/*' : 'application/json' };
  const token = useSession.getState().token;
  if (auth && !token) {
    throw new ApiError(401, typeof auth === 'string' ? auth : commonTexts.authTokenNotFound, 'local');
  }
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const url = new URL(`${API_BASE}${path}`, SERVER_RENDER ? 'http://server.invalid' : window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));

  // The page came with the server's answer to this call: for a guest it is the same answer (public calls only).
  if (method === 'GET' && !token) {
    const embedded = takeEmbeddedResponse(`${url.pathname}${url.search}`);
    if (embedded !== undefined) return embedded;
  }
  // A page rendered on the server (entry-server.tsx) shows what the browser shows while a call is on its way:
  // the server makes no calls of its own, so one it has no answer for stays pending.
  if (SERVER_RENDER) return new Promise<never>(() => undefined);

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, signal, credentials: 'same-origin' });
  } catch (err) {
    if (options.signal?.aborted) throw err;
    if ((err as Error).name === 'TimeoutError') throw new ApiError(0, commonTexts.requestTimeout, 'local');
    throw new ApiError(0, commonTexts.networkError, 'local');
  }
  if (response.status === 204) return undefined;
  if (options.responseType === 'text' && response.ok) return response.text();
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const serverMessage =
      (data && typeof data.message === 'string' && data.message) || (data && typeof data.error === 'string' && data.error);
    if (serverMessage) throw new ApiError(response.status, serverMessage, 'server', data?.errors);
    throw new ApiError(response.status, commonTexts.httpError(response.status), 'http');
  }
  return data;
}

/**
 * The text to show for a failed call (spec: "server message first, otherwise ..."): the server's or a
 * local message when there is one, else the caller's fallback. Pass `httpFallback` where the spec puts
 * 'HTTP error! status: N' between the two.
 */
export function errorMessage(err: unknown, fallback: string, { httpFallback = false } = {}): string {
  if (err instanceof ApiError && (err.source !== 'http' || httpFallback)) return err.message;
  return fallback;
}
