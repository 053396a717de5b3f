/** An error a service throws on purpose: its message is safe to show the client. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) => new AppError(400, message, errors);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooMany = (message: string) => new AppError(429, message);

/** PostgreSQL unique_violation, the same code on both drivers. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = findPgError(err);
  return !!e && e.code === '23505' && (!constraint || e.constraint === constraint);
}

/** PostgreSQL foreign_key_violation: a row another table still refers to, or a reference to a missing row. */
export function isForeignKeyViolation(err: unknown): boolean {
  return findPgError(err)?.code === '23503';
}

/** The PostgreSQL error (code, constraint) inside a driver or Drizzle error, if there is one. */
export function findPgError(err: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = err;
  // Drizzle wraps driver errors; walk the cause chain.
  for (let i = 0; i < 5 && current && typeof current === 'object'; i++) {
    const c = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code)) return { code: c.code, constraint: c.constraint };
    current = c.cause;
  }
  return null;
}

/** Errors of a connection, not of a query: anything one was going through is gone or was never made. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
/**
 * SQLSTATEs of a database that is not there for us right now: class 08 (connection exception), 57P01
 * admin_shutdown (pg_terminate_backend, a restart), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting,
 * shutting down, recovering), 53300 too_many_connections, 57014 query_canceled (our statement timeout).
 */
const UNAVAILABLE_SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300', '57014']);
/** node-postgres and PGlite say it only in words. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed|ECONNREFUSED|statement timeout/i;
/** The connection died under a statement (pg_terminate_backend, a restart, a dropped socket): a read may be run again. */
const LOST_SQLSTATES = new Set(['57P01', '57P02', '08003', '08006']);
const LOST_MESSAGE = /Connection terminated unexpectedly|Client has encountered a connection error|terminating connection due to administrator command/i;

function causes(err: unknown): Array<{ code?: unknown; message?: unknown }> {
  const chain: Array<{ code?: unknown; message?: unknown }> = [];
  let current: unknown = err;
  for (let i = 0; i < 6 && current && typeof current === 'object'; i++) {
    chain.push(current as { code?: unknown; message?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * The database could not be reached or went away (refused, timed out, shut down, terminated, closed):
 * an infrastructure fault the client may retry (503), not a bug (500).
 */
/**
 * The picture store (an S3 bucket) could not be written: an infrastructure fault like an unreachable database,
 * answered 503 with Retry-After, not a bug's 500 (decision 0043). The SDK's own error is its cause, for the log.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the picture store is unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

export function isDatabaseUnavailable(err: unknown): boolean {
  return causes(err).some(
    (e) =>
      (typeof e.code === 'string' && (CONNECTION_ERROR_CODES.has(e.code) || UNAVAILABLE_SQLSTATES.has(e.code))) ||
      (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)),
  );
}

/** The connection a statement ran on was lost while it ran (not refused before it): running a read again on a fresh one is safe. */
export function isConnectionLost(err: unknown): boolean {
  return causes(err).some(
    (e) =>
      (typeof e.code === 'string' && (LOST_SQLSTATES.has(e.code) || e.code === 'ECONNRESET' || e.code === 'EPIPE')) ||
      (typeof e.message === 'string' && LOST_MESSAGE.test(e.message)),
  );
}
