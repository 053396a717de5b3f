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
