
/** What a redacted value is logged as. */
export const REDACTED = '[redacted]';

/**
 * Paths pino censors wherever a log line carries them: request and response headers that authenticate,
 * and secret-looking fields of any object logged one or two levels deep (a body, a config, an event).
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'req.headers["x-api-key"]',
  'headers.authorization',
  'headers.cookie',
  'headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  'password',
  'passwordHash',
  'password_hash',
  'newPassword',
  'currentPassword',
  'token',
  'jwtSecret',
  'smtpUrl',
  '*.password',
  '*.passwordHash',
  '*.password_hash',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.jwtSecret',
  '*.secretKey',
  '*.webhookSecret',
  '*.hmacSecret',
  '*.smtpUrl',
];

/** Query parameters whose values are secrets (reset and verification links, signed callbacks). */
const SECRET_QUERY_PARAM = /token|secret|password|signature|api[-_]?key|^key$|^code$|^sig$/i;

/** The URL with the value of every secret-looking query parameter replaced, for logs. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return SECRET_QUERY_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

const isErrorLike = (v: unknown): v is Error & Record<string, unknown> =>
  v instanceof Error || (typeof v === 'object' && v !== null && typeof (v as Error).message === 'string' && typeof (v as Error).stack === 'string');

/** Replaces every occurrence of `find` in `text`. */
const replaceAll = (text: string, find: string, by: string) => (find ? text.split(find).join(by) : text);

/**
 * A copy of an error (and its causes) without the values it was run with: Drizzle's DrizzleQueryError keeps
 * them in `params` and repeats them in its message ("Failed query: … params: a@b.c,$argon2id$…") and stack;
 * a PostgreSQL error's `detail` quotes the row ("Key (email)=(a@b.c) already exists.").
 */
export function withoutQueryValues(err: unknown, depth = 0): unknown {
  if (!isErrorLike(err) || depth > 8) return err;
  const copy = Object.create(Object.getPrototypeOf(err) as object) as Error & Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(err)) copy[key] = (err as Record<string, unknown>)[key];
  let { message = '', stack = '' } = err;
  if ('params' in err) {
    const shown = `params: ${String(err.params)}`;
    message = replaceAll(message, shown, `params: ${REDACTED}`);
    stack = replaceAll(stack, shown, `params: ${REDACTED}`);
    copy.params = REDACTED;
  }
  if (typeof err.detail === 'string') copy.detail = REDACTED;
  copy.message = message;
  copy.stack = stack;
  if (err.cause !== undefined) copy.cause = withoutQueryValues(err.cause, depth + 1);
  return copy;
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The error as a log field, like pino's standard serializer (type, message, stack, own fields, causes) but
 * over the copy without query values.
 */
export function serializeError(err: unknown): SerializedError {
  const clean = withoutQueryValues(err);
  if (!isErrorLike(clean)) return { type: typeof clean, message: String(clean), stack: '' };
  const seen = new Set<unknown>();
  const toLog = (e: Error & Record<string, unknown>, depth: number): SerializedError => {
    seen.add(e);
    const out: SerializedError = { type: e.constructor?.name ?? e.name, message: e.message, stack: e.stack ?? '' };
    for (const key of Object.keys(e)) {
      if (key in out || key === 'cause') continue;
      const value = e[key];
      out[key] = isErrorLike(value) ? (seen.has(value) || depth > 8 ? '[circular]' : toLog(value, depth + 1)) : value;
    }
    if (isErrorLike(e.cause) && !seen.has(e.cause) && depth <= 8) out.cause = toLog(e.cause, depth + 1);
    return out;
  };
  return toLog(clean, 0);
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** Fastify's request serializer without secrets in the URL; headers are never logged. */
export const serializeRequest = (req: LoggedRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket ? req.socket.remotePort : undefined,
});

/** The logger options every Fastify instance of the app uses (tests add their own stream). */
export function redactingLoggerOptions(level: string) {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
}
